import { endpoints } from './endpoints';
import type { Page } from './page';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.experiment;

/** Which training and (for teachers) which team a team query reads. */
export type TeamScope = {
  trainId: string;
  teamId?: string;
};

/** A training as an experiment of the caller, with the caller's seat (students). */
export interface ExperimentRow {
  id: string;
  trainName: string;
  caseName: string;
  ruleId: string;
  ruleName: string;
  className: string;
  state: number;
  stateName: string;
  currRound: number;
  roundNumber: number;
  year: number;
  quarter: number;
  groupNum: number | null;
  groupName: string;
  postId: number | null;
  postName: string;
  /** The training's sand table: '1' default, '2' gz, '3' release. */
  sandTableId: string;
}

export interface SandTable {
  sandTableId: string;
  sandTableName: string;
  hasOrderMeeting: boolean;
  caseCount: number;
}

export interface Loan {
  id: string;
  kind: 'long' | 'short';
  amount: number;
  takenRound: number;
  dueRound: number;
}

/** A team's board now (the engine's teamView). */
export interface TeamDesk {
  teamId: string;
  teamName: string;
  groupNum: number;
  groupName: string;
  round: number;
  year: number;
  quarter: number;
  bankrupt: boolean;
  balance: Record<string, number>;
  lines: {
    id: string;
    typeName: string;
    product: string;
    status: string;
    capacity: number;
    bookValue: number;
    readyRound: number;
    wip: unknown;
  }[];
  materials: { code: string; name: string; stock: number; price: number }[];
  products: { code: string; name: string; stock: number }[];
  openOrders: { id: string; market: string; product: string; quantity: number; totalPrice: number; dueRound: number }[];
  markets: { code: string; name: string; progress: number; required: number; done: boolean }[];
  productDevelopment: { code: string; name: string; progress: number; required: number; done: boolean }[];
  qualifications: { code: string; name: string; progress: number; required: number; done: boolean }[];
  loanLimits: Record<'long' | 'short', { limit: number; used: number; available: number }>;
  forecast: { cash: number; receipts: number; payments: number; net: number };
  members: { postId: number; postName: string; studentName: string }[];
}

export interface CompareRow {
  teamId: string;
  groupNum: number;
  groupName: string;
  bankrupt: boolean;
  cash: number;
  assetsTotal: number;
  liabilitiesTotal: number;
  ownerEquityTotal: number;
  yearProfits: number;
  lines: number;
  openOrders: number;
  forecastNet: number;
}

export interface LoanList {
  teamId: string;
  groupName: string;
  round: number;
  loans: Loan[];
  longTotal: number;
  shortTotal: number;
  limits: TeamDesk['loanLimits'];
  terms: { longRate: number; longTermYears: number; shortRate: number; shortTermRounds: number; loanUnit: number };
}

export interface ReplayRound {
  round: number;
  year: number;
  quarter: number;
}

export type CooRow = ReplayRound & {
  lines: number;
  capacity: number;
  used: number;
  salesQty: number;
  ordersTaken: number;
  ordersDelivered: number;
  material: number;
  makingProduct: number;
  finishedProduct: number;
};

export type CfoRow = ReplayRound & {
  cash: number;
  receivable: number;
  longTermLiabilites: number;
  shortTermLiabiltes: number;
  liabilitiesTotal: number;
  ownerEquityTotal: number;
  financeCharge: number;
  netIncome: number;
  debtRatio: number;
};

/** 实验列表 GET /sworldShunt/experiment/list */
export const list = (
  params?: { current: number; size: number; trainName?: string; state?: number },
  options?: CallOptions,
) => request<Page<ExperimentRow>>(e.list, params, options);

/** 沙盘列表 GET /sworldShunt/sandTable/list */
export const sandTableList = (params?: Record<string, never>, options?: CallOptions) =>
  request<SandTable[]>(e.sandTableList, params, options);

/** 实时盘面 GET /sworldShunt/realTime/desk */
export const realTimeDesk = (params?: TeamScope, options?: CallOptions) =>
  request<TeamDesk>(e.realTimeDesk, params, options);

/** 实时对比 GET /sworldShunt/realTime/compare */
export const realTimeCompare = (params?: { trainId: string }, options?: CallOptions) =>
  request<{ trainId: string; round: number; stateName: string; teams: CompareRow[] }>(
    e.realTimeCompare,
    params,
    options,
  );

/** 贷款列表 GET /sworldShunt/loan/list */
export const loanList = (params?: TeamScope, options?: CallOptions) => request<LoanList>(e.loanList, params, options);

/** COO 复盘 GET /sworldShunt/replay/coo */
export const cooReplay = (params?: TeamScope, options?: CallOptions) => request<CooRow[]>(e.cooReplay, params, options);

/** CFO 复盘 GET /sworldShunt/replay/cfo */
export const cfoReplay = (params?: TeamScope, options?: CallOptions) => request<CfoRow[]>(e.cfoReplay, params, options);
