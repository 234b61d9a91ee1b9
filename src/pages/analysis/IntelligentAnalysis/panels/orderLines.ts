import type { OrderLine } from '@/services/analysis';
import type { Col } from '../../components/DataTable';
import { roundLabel, type T } from '../../hooks';

/** The columns every order list starts with: team, its round (`roundTitle`), order, market, product, units, prices. */
export function orderLineColumns<R extends OrderLine>(t: T, roundTitle: string): Col<R>[] {
  return [
    { key: 'team', title: t('analysis.team'), value: (r) => r.teamName },
    { key: 'round', title: t(roundTitle), value: (r) => roundLabel(t, r.round) },
    { key: 'orderId', title: t('analysis.order.id'), value: (r) => r.orderId },
    { key: 'market', title: t('analysis.market'), value: (r) => r.marketName },
    { key: 'product', title: t('analysis.product'), value: (r) => r.productName },
    { key: 'quantity', title: t('analysis.order.quantity'), value: (r) => r.quantity, kind: 'count' },
    { key: 'unitPrice', title: t('analysis.order.unitPrice'), value: (r) => r.unitPrice, kind: 'money' },
    { key: 'totalPrice', title: t('analysis.order.totalPrice'), value: (r) => r.totalPrice, kind: 'money' },
    { key: 'term', title: t('analysis.order.term'), value: (r) => r.receivableTerm, kind: 'count' },
  ];
}
