/** Revenue, each cost and the net income: the columns of the cost/profit analysis, in the service's order. */
export { COST_PROFIT_KEYS } from '@/services/analysis';
