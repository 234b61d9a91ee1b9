import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, BalanceTable, Params, Row } from './contract';
import type { CashLimitRow, ExpenseTable, IncomeStatement } from '@/domain/statements';

// The statement keys and shapes live in src/domain (shared with the mock); callers import them from here.
export { BALANCE_KEYS, EXPENSE_KEYS, INCOME_KEYS, POST_CODES } from '@/domain/statements';
export type {
  BalanceKey,
  BalanceSheet,
  CashLimitRow,
  ExpenseKey,
  ExpenseTable,
  IncomeKey,
  IncomeStatement,
  PostCode,
} from '@/domain/statements';

const e = endpoints.analysis;

// ---- parameters --------------------------------------------------------------------------------

/** Every analysis call names its training. */
export type TrainParams = Params<'analysis.getTeamList'>;
/** A settled round (absent: flows summed over every settled round, stocks of the last) and one team (absent: every team the caller may see). */
export type RoundParams = Params<'analysis.order'>;
export type AdvertisingParams = Params<'analysis.advertising'>;
export type OrderDetailParams = Params<'analysis.getOrderDetail'>;
/** A table by code; round absent: the last settled one. */
export type TableParams = Params<'analysis.dataByCode'>;
export type SaveInputParams = Params<'analysis.saveDataInput'>;
export type TrainTeamParams = Params<'analysis.getDataBanlance'>;

// ---- answers ------------------------------------------------------------------------------------

/** 1 balance sheet, 2 cash-limit list, 3 income statement, 4 expenses (spec point 4). */
export type TableCode = TableParams['code'];

/**
 * The table of each code. The contract's answer is any of the four; a call names its code, so the
 * balance sheet is the contract's and the other three are the shapes the engine keeps (src/domain/statements).
 */
export interface TableData {
  1: BalanceTable;
  2: CashLimitRow[];
  3: IncomeStatement;
  4: ExpenseTable;
}

export type Option = Row<Answer<'analysis.getMarket'>>;
export type TeamOption = Row<Answer<'analysis.getTeamList'>>;
export type RoundOption = Row<Answer<'analysis.getQuarter'>>;
export type TimeRow = Row<Answer<'analysis.timeList'>>;

/** A row of one team. */
export type TeamRow = { teamId?: string | number; teamName?: string };
/** One analysis: rows of the chosen round (or all rounds), and the same rows per settled round. */
export type Analysis<R> = { round?: unknown; rows?: R[]; trend?: (RoundOption & { rows?: R[] })[] };
/** Revenue, each cost and the net income (the engine's cost/profit split). */
export const COST_PROFIT_KEYS = [
  'revenue',
  'directCost',
  'expenses',
  'depreciation',
  'financeCharge',
  'financeCost',
  'incomeTaxes',
  'netIncome',
] as const;
export type CostProfitRow = Row<Answer<'analysis.getCostProfit'>['rows']>;
export type AdvertisingRow = Row<Answer<'analysis.advertising'>['rows']>;
export type OrderRow = Row<Answer<'analysis.order'>['rows']>;
/** utilisation: used ÷ capacity, a ratio */
export type CapacityRow = Row<Answer<'analysis.capacity'>['rows']>;
export type EarningsRow = Row<Answer<'analysis.earnings'>['rows']>;
/** debtRatio: liabilities ÷ assets, a ratio */
export type LiabilitiesRow = Row<Answer<'analysis.liabilities'>['rows']>;
export type MarketShareAnswer = Answer<'analysis.getMarketShare'>;
/** A market's sales by team; shareBp are basis points summing to 10000 in every market with sales. */
export type MarketShareRow = Row<MarketShareAnswer['markets']>;

export type OrderStatus = NonNullable<OrderDetailParams['status']>;
export type OrderDetailRow = Row<Answer<'analysis.getOrderDetail'>['records']>;
export type OrderTeamRow = Row<Answer<'analysis.getOrderTeam'>>;
/** Delivered orders (sales) by delivery round, with the filtered sales (every page) per round. */
export type RetailPage = Answer<'analysis.retailOrderList'>;
export type RetailOrderRow = Row<RetailPage['records']>;
/** An order of a team's book: what, how many, at what price; the round is the meeting's (retail: the delivery's). */
export type OrderLine = OrderDetailRow | RetailOrderRow;
/** The meeting shown (round), the rounds that had an order meeting with orders, and its rows. */
export type MenuDetailAnswer = Answer<'analysis.getMenuDetail'>;
export type MenuDetailRow = Row<MenuDetailAnswer['rows']>;
export type CompanyMessageRow = Row<Answer<'analysis.companyMessage'>>;
export type CreditDetail = Answer<'analysis.creditDetail'>;
export type CreditLoanRow = Row<CreditDetail['loans']>;
export type CreditSummaryRow = Row<CreditDetail['summary']>;
export type CfoTeamRow = Row<Answer<'analysis.getCfoTeam'>>;
/** getAllAnalysis: one row per team with its headline figures and its market network. */
export type AllInOneRow = Row<Answer<'analysis.allInOne'>>;
export type NetworkMarket = Row<AllInOneRow['markets']>;
export type BalanceHistoryRow = Row<Answer<'analysis.getDataBanlance'>>;

// ---- calls --------------------------------------------------------------------------------------

/** 开放全部分析 GET /sworldShunt/intelligentAnalysis/openAll */
export const openAll = (params: Params<'analysis.openAll'>, options?: CallOptions) =>
  request<Answer<'analysis.openAll'>>(e.openAll, params, options);

/** 市场占有率 GET /sworldShunt/intelligentAnalysis/getMarketShare */
export const getMarketShare = (params: RoundParams, options?: CallOptions) =>
  request<MarketShareAnswer>(e.getMarketShare, params, options);

/** 成本利润 GET /sworldShunt/intelligentAnalysis/getCostProfit */
export const getCostProfit = (params: RoundParams, options?: CallOptions) =>
  request<Answer<'analysis.getCostProfit'>>(e.getCostProfit, params, options);

/** 分析团队列表 GET /sworldShunt/intelligentAnalysis/getTeamList */
export const getTeamList = (params: TrainParams, options?: CallOptions) =>
  request<Answer<'analysis.getTeamList'>>(e.getTeamList, params, options);

/** 广告分析 GET /sworldShunt/intelligentAnalysis/getAdvertising */
export const advertising = (params: AdvertisingParams, options?: CallOptions) =>
  request<Answer<'analysis.advertising'>>(e.advertising, params, options);

/** 订单分析 GET /sworldShunt/intelligentAnalysis/getOrder */
export const order = (params: RoundParams, options?: CallOptions) =>
  request<Answer<'analysis.order'>>(e.order, params, options);

/** 产能分析 GET /sworldShunt/intelligentAnalysis/getCapacity */
export const capacity = (params: RoundParams, options?: CallOptions) =>
  request<Answer<'analysis.capacity'>>(e.capacity, params, options);

/** 收益分析 GET /sworldShunt/intelligentAnalysis/getEarnings */
export const earnings = (params: RoundParams, options?: CallOptions) =>
  request<Answer<'analysis.earnings'>>(e.earnings, params, options);

/** 负债分析 GET /sworldShunt/intelligentAnalysis/getLiabilities */
export const liabilities = (params: RoundParams, options?: CallOptions) =>
  request<Answer<'analysis.liabilities'>>(e.liabilities, params, options);

/** 市场选项 GET /sworldShunt/intelligentAnalysis/getMarket */
export const getMarket = (params: TrainParams, options?: CallOptions) =>
  request<Answer<'analysis.getMarket'>>(e.getMarket, params, options);

/** 季度选项 GET /sworldShunt/intelligentAnalysis/getQuarter */
export const getQuarter = (params: TrainParams, options?: CallOptions) =>
  request<Answer<'analysis.getQuarter'>>(e.getQuarter, params, options);

/** 产品选项 GET /sworldShunt/intelligentAnalysis/getProduct */
export const getProduct = (params: TrainParams, options?: CallOptions) =>
  request<Answer<'analysis.getProduct'>>(e.getProduct, params, options);

/** 订单团队 GET /sworldShunt/intelligentAnalysis/getOrderTeam */
export const getOrderTeam = (params: TrainParams, options?: CallOptions) =>
  request<Answer<'analysis.getOrderTeam'>>(e.getOrderTeam, params, options);

/** 订单明细 GET /sworldShunt/intelligentAnalysis/getOrderDetail */
export const getOrderDetail = (params: OrderDetailParams, options?: CallOptions) =>
  request<Answer<'analysis.getOrderDetail'>>(e.getOrderDetail, params, options);

/** CFO 团队 GET /sworldShunt/intelligentAnalysis/getCfoTeam */
export const getCfoTeam = (params: RoundParams, options?: CallOptions) =>
  request<Answer<'analysis.getCfoTeam'>>(e.getCfoTeam, params, options);

/** 资产负债数据 GET /sworldShunt/intelligentAnalysis/getDataBanlance */
export const getDataBanlance = (params: TrainTeamParams, options?: CallOptions) =>
  request<Answer<'analysis.getDataBanlance'>>(e.getDataBanlance, params, options);

/** 选单明细分析 GET /sworldShunt/intelligentAnalysis/getMenuDetail */
export const getMenuDetail = (params: RoundParams, options?: CallOptions) =>
  request<MenuDetailAnswer>(e.getMenuDetail, params, options);

/** 公司信息 GET /sworldShunt/intelligentAnalysis/getCompanyMessage */
export const companyMessage = (params: TrainTeamParams, options?: CallOptions) =>
  request<Answer<'analysis.companyMessage'>>(e.companyMessage, params, options);

/** 公司信息选项 GET /sworldShunt/intelligentAnalysis/getCompanyMessageOption */
export const companyMessageOptions = (params: TrainParams, options?: CallOptions) =>
  request<Answer<'analysis.companyMessageOptions'>>(e.companyMessageOptions, params, options);

/** 信用明细 GET /sworldShunt/intelligentAnalysis/getCreditDetail */
export const creditDetail = (params: Params<'analysis.creditDetail'>, options?: CallOptions) =>
  request<CreditDetail>(e.creditDetail, params, options);

/** 信用明细选项 GET /sworldShunt/intelligentAnalysis/getCreditDetailOption */
export const creditDetailOptions = (params: TrainParams, options?: CallOptions) =>
  request<Answer<'analysis.creditDetailOptions'>>(e.creditDetailOptions, params, options);

/** 时间列表 GET /sworldShunt/intelligentAnalysis/getTimeList */
export const timeList = (params: TrainParams, options?: CallOptions) =>
  request<Answer<'analysis.timeList'>>(e.timeList, params, options);

/** 综合分析 GET /sworldShunt/intelligentAnalysis/getAllAnalysis */
export const allInOne = (params: RoundParams, options?: CallOptions) =>
  request<Answer<'analysis.allInOne'>>(e.allInOne, params, options);

/** 财务团队选项 GET /sworldShunt/intelligentAnalysis/getFinancialSelect */
export const financeTeamSelect = (params: TrainParams, options?: CallOptions) =>
  request<Answer<'analysis.financeTeamSelect'>>(e.financeTeamSelect, params, options);

/** 按表代码取数据（1-4） GET /sworldShunt/intelligentAnalysis/getDataByCode */
export const dataByCode = <C extends TableCode>(params: TableParams & { code: C }, options?: CallOptions) =>
  request<TableData[C] | null>(e.dataByCode, params, options);

/** 零售订单列表 GET /sworldShunt/intelligentAnalysis/getRetailOrderList */
export const retailOrderList = (params: Params<'analysis.retailOrderList'>, options?: CallOptions) =>
  request<RetailPage>(e.retailOrderList, params, options);

/** 保存报表填写值 POST /sworldShunt/intelligentAnalysis/saveDataInput */
export const saveDataInput = <C extends TableCode>(params: SaveInputParams & { code: C }, options?: WriteOptions) =>
  write<TableData[C]>(e.saveDataInput, params, options);
