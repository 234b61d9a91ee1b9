import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Page } from './page';
import type { Answer, Params } from './contract';
import type { BalanceKey, BalanceSheet, CashLimitRow, ExpenseTable, IncomeStatement } from '@/domain/statements';

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

export interface TableData {
  1: BalanceSheet;
  2: CashLimitRow[];
  3: IncomeStatement;
  4: ExpenseTable;
}

export interface Option {
  code: string;
  name: string;
}
export interface TeamOption {
  teamId: string;
  groupNum: number;
  teamName: string;
  bankrupt: boolean;
  /** the caller's own team */
  own: boolean;
}
export interface RoundOption {
  round: number;
  year: number;
  quarter: number;
}
export interface TimeRow extends RoundOption {
  settled: boolean;
  current: boolean;
  /** minutes planned */
  duration: number;
  startTime: number | null;
}

export interface TeamRow {
  teamId: string;
  teamName: string;
}
/** One analysis: rows of the chosen round (or all rounds), and the same rows per settled round. */
export interface Analysis<R extends TeamRow> {
  round: number | null;
  rows: R[];
  trend: (RoundOption & { rows: R[] })[];
}
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
export type CostProfitRow = TeamRow & Record<(typeof COST_PROFIT_KEYS)[number], number>;
export interface AdvertisingRow extends TeamRow {
  total: number;
  byMarket: Record<string, number>;
  byProduct: Record<string, number>;
}
export interface OrderRow extends TeamRow {
  takenCount: number;
  takenQuantity: number;
  takenValue: number;
  deliveredCount: number;
  deliveredQuantity: number;
  deliveredValue: number;
  penalties: number;
}
export interface CapacityRow extends TeamRow {
  lines: number;
  capacity: number;
  used: number;
  /** used ÷ capacity, a ratio */
  utilisation: number;
}
export interface EarningsRow extends TeamRow {
  revenue: number;
  grossProfit: number;
  netIncome: number;
}
export interface LiabilitiesRow extends TeamRow {
  longLoans: number;
  shortLoans: number;
  payables: number;
  total: number;
  /** liabilities ÷ assets, a ratio */
  debtRatio: number;
}
export interface MarketShareRow {
  market: string;
  marketName: string;
  total: number;
  /** basis points summing to 10000 in every market with sales */
  teams: (TeamRow & { revenue: number; shareBp: number; share: number })[];
}
export interface MarketShareAnswer {
  round: number | null;
  markets: MarketShareRow[];
}

export type OrderStatus = NonNullable<OrderDetailParams['status']>;
/** An order of a team's book: what, how many, at what price; the round is the meeting's (retail: the delivery's). */
export interface OrderLine extends TeamRow, RoundOption {
  orderId: string;
  market: string;
  marketName: string;
  product: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  receivableTerm: number;
}
export interface OrderDetailRow extends OrderLine {
  dueRound: number;
  requiredQualification: string | null;
  status: OrderStatus;
  deliveredRound: number | null;
  penalty: number;
}
export interface OrderTeamRow extends TeamRow {
  orderCount: number;
  openCount: number;
  deliveredCount: number;
  cancelledCount: number;
}
/** A delivered order (a sale), by delivery round. */
export type RetailOrderRow = OrderLine;
export interface RetailPage extends Page<RetailOrderRow> {
  /** the filtered sales (every page) per round */
  byRound: (RoundOption & { quantity: number; value: number })[];
}
export interface MenuDetailRow extends TeamRow, RoundOption {
  key: string;
  market: string;
  marketName: string;
  product: string;
  productName: string;
  rank: number;
  ad: number;
  rights: number;
  picked: number;
  orderIds: string[];
  quantity: number;
  value: number;
}
export interface MenuDetailAnswer {
  /** the meeting shown */
  round: number | null;
  /** rounds that had an order meeting with orders */
  meetingRounds: RoundOption[];
  rows: MenuDetailRow[];
}
export interface CompanyMessageRow extends TeamRow {
  round: number;
  bankrupt: boolean;
  bankruptReason: string | null;
  cash: number;
  equity: number;
  builtLines: number;
  buildingLines: number;
  markets: string[];
  products: string[];
  qualifications: string[];
  countScore: number;
  pdcaScore: number;
  platformScore: number;
  teacherScore: number | null;
}
export interface CreditLoanRow extends TeamRow {
  kind: 'long' | 'short';
  loanId: string;
  amount: number;
  takenRound: number;
  dueRound: number;
}
export interface CreditSummaryRow extends TeamRow {
  longUsed: number;
  longLimit: number;
  shortUsed: number;
  shortLimit: number;
}
export interface CreditDetail {
  summary: CreditSummaryRow[];
  loans: CreditLoanRow[];
}
export interface CfoTeamRow extends TeamRow {
  round: number;
  cash: number;
  receivable: number;
  longLoans: number;
  shortLoans: number;
  otherPayable: number;
  tax: number;
  cfoCashLimit: number;
}
export interface NetworkMarket {
  market: string;
  marketName: string;
  developed: boolean;
  progress: number;
  required: number;
  sales: number;
  shareBp: number;
}
/** getAllAnalysis: one row per team with its headline figures and its market network. */
export interface AllInOneRow extends TeamRow {
  bankrupt: boolean;
  revenue: number;
  netIncome: number;
  equity: number;
  advertising: number;
  ordersTaken: number;
  utilisation: number;
  debtRatio: number;
  countScore: number;
  markets: NetworkMarket[];
}
export type BalanceHistoryRow = RoundOption & Record<BalanceKey, number>;

// ---- calls --------------------------------------------------------------------------------------

/** 开放全部分析 GET /sworldShunt/intelligentAnalysis/openAll */
export const openAll = (params: Params<'analysis.openAll'>, options?: CallOptions) =>
  request<Answer<'analysis.openAll'>>(e.openAll, params, options);

/** 市场占有率 GET /sworldShunt/intelligentAnalysis/getMarketShare */
export const getMarketShare = (params: RoundParams, options?: CallOptions) =>
  request<MarketShareAnswer>(e.getMarketShare, params, options);

/** 成本利润 GET /sworldShunt/intelligentAnalysis/getCostProfit */
export const getCostProfit = (params: RoundParams, options?: CallOptions) =>
  request<Analysis<CostProfitRow>>(e.getCostProfit, params, options);

/** 分析团队列表 GET /sworldShunt/intelligentAnalysis/getTeamList */
export const getTeamList = (params: TrainParams, options?: CallOptions) =>
  request<TeamOption[]>(e.getTeamList, params, options);

/** 广告分析 GET /sworldShunt/intelligentAnalysis/getAdvertising */
export const advertising = (params: AdvertisingParams, options?: CallOptions) =>
  request<Analysis<AdvertisingRow>>(e.advertising, params, options);

/** 订单分析 GET /sworldShunt/intelligentAnalysis/getOrder */
export const order = (params: RoundParams, options?: CallOptions) =>
  request<Analysis<OrderRow>>(e.order, params, options);

/** 产能分析 GET /sworldShunt/intelligentAnalysis/getCapacity */
export const capacity = (params: RoundParams, options?: CallOptions) =>
  request<Analysis<CapacityRow>>(e.capacity, params, options);

/** 收益分析 GET /sworldShunt/intelligentAnalysis/getEarnings */
export const earnings = (params: RoundParams, options?: CallOptions) =>
  request<Analysis<EarningsRow>>(e.earnings, params, options);

/** 负债分析 GET /sworldShunt/intelligentAnalysis/getLiabilities */
export const liabilities = (params: RoundParams, options?: CallOptions) =>
  request<Analysis<LiabilitiesRow>>(e.liabilities, params, options);

/** 市场选项 GET /sworldShunt/intelligentAnalysis/getMarket */
export const getMarket = (params: TrainParams, options?: CallOptions) =>
  request<Option[]>(e.getMarket, params, options);

/** 季度选项 GET /sworldShunt/intelligentAnalysis/getQuarter */
export const getQuarter = (params: TrainParams, options?: CallOptions) =>
  request<RoundOption[]>(e.getQuarter, params, options);

/** 产品选项 GET /sworldShunt/intelligentAnalysis/getProduct */
export const getProduct = (params: TrainParams, options?: CallOptions) =>
  request<Option[]>(e.getProduct, params, options);

/** 订单团队 GET /sworldShunt/intelligentAnalysis/getOrderTeam */
export const getOrderTeam = (params: TrainParams, options?: CallOptions) =>
  request<OrderTeamRow[]>(e.getOrderTeam, params, options);

/** 订单明细 GET /sworldShunt/intelligentAnalysis/getOrderDetail */
export const getOrderDetail = (params: OrderDetailParams, options?: CallOptions) =>
  request<Page<OrderDetailRow>>(e.getOrderDetail, params, options);

/** CFO 团队 GET /sworldShunt/intelligentAnalysis/getCfoTeam */
export const getCfoTeam = (params: RoundParams, options?: CallOptions) =>
  request<CfoTeamRow[]>(e.getCfoTeam, params, options);

/** 资产负债数据 GET /sworldShunt/intelligentAnalysis/getDataBanlance */
export const getDataBanlance = (params: TrainTeamParams, options?: CallOptions) =>
  request<BalanceHistoryRow[]>(e.getDataBanlance, params, options);

/** 选单明细分析 GET /sworldShunt/intelligentAnalysis/getMenuDetail */
export const getMenuDetail = (params: RoundParams, options?: CallOptions) =>
  request<MenuDetailAnswer>(e.getMenuDetail, params, options);

/** 公司信息 GET /sworldShunt/intelligentAnalysis/getCompanyMessage */
export const companyMessage = (params: TrainTeamParams, options?: CallOptions) =>
  request<CompanyMessageRow[]>(e.companyMessage, params, options);

/** 公司信息选项 GET /sworldShunt/intelligentAnalysis/getCompanyMessageOption */
export const companyMessageOptions = (params: TrainParams, options?: CallOptions) =>
  request<{ teams: TeamOption[] }>(e.companyMessageOptions, params, options);

/** 信用明细 GET /sworldShunt/intelligentAnalysis/getCreditDetail */
export const creditDetail = (params: Params<'analysis.creditDetail'>, options?: CallOptions) =>
  request<CreditDetail>(e.creditDetail, params, options);

/** 信用明细选项 GET /sworldShunt/intelligentAnalysis/getCreditDetailOption */
export const creditDetailOptions = (params: TrainParams, options?: CallOptions) =>
  request<{ teams: TeamOption[]; kinds: { value: 'long' | 'short'; label: string }[] }>(
    e.creditDetailOptions,
    params,
    options,
  );

/** 时间列表 GET /sworldShunt/intelligentAnalysis/getTimeList */
export const timeList = (params: TrainParams, options?: CallOptions) => request<TimeRow[]>(e.timeList, params, options);

/** 综合分析 GET /sworldShunt/intelligentAnalysis/getAllAnalysis */
export const allInOne = (params: RoundParams, options?: CallOptions) =>
  request<AllInOneRow[]>(e.allInOne, params, options);

/** 财务团队选项 GET /sworldShunt/intelligentAnalysis/getFinancialSelect */
export const financeTeamSelect = (params: TrainParams, options?: CallOptions) =>
  request<TeamOption[]>(e.financeTeamSelect, params, options);

/** 按表代码取数据（1-4） GET /sworldShunt/intelligentAnalysis/getDataByCode */
export const dataByCode = <C extends TableCode>(params: TableParams & { code: C }, options?: CallOptions) =>
  request<TableData[C] | null>(e.dataByCode, params, options);

/** 零售订单列表 GET /sworldShunt/intelligentAnalysis/getRetailOrderList */
export const retailOrderList = (params: Params<'analysis.retailOrderList'>, options?: CallOptions) =>
  request<RetailPage>(e.retailOrderList, params, options);

/** 保存报表填写值 POST /sworldShunt/intelligentAnalysis/saveDataInput */
export const saveDataInput = <C extends TableCode>(params: SaveInputParams & { code: C }, options?: CallOptions) =>
  request<TableData[C]>(e.saveDataInput, params, options);
