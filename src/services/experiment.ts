import { endpoints } from './endpoints';
import type { Answer, Params, Row } from './contract';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.experiment;

/** Which training and (for teachers) which team a team query reads. */
export type TeamScope = Params<'experiment.realTimeDesk'>;

/** A training as an experiment of the caller, with the caller's seat (students). */
export type ExperimentRow = Row<Answer<'experiment.list'>['records']>;

export type SandTable = Row<Answer<'experiment.sandTableList'>>;

/** A team's board now (the engine's teamView). */
export type TeamDesk = Answer<'experiment.realTimeDesk'>;

export type CompareRow = Row<Answer<'experiment.realTimeCompare'>['teams']>;

export type LoanList = Answer<'experiment.loanList'>;

export type Loan = Row<LoanList['loans']>;

export type CooRow = Row<Answer<'experiment.cooReplay'>>;

export type CfoRow = Row<Answer<'experiment.cfoReplay'>>;

/** 实验列表 GET /sworldShunt/experiment/list */
export const list = (params?: Params<'experiment.list'>, options?: CallOptions) =>
  request<Answer<'experiment.list'>>(e.list, params, options);

/** 沙盘列表 GET /sworldShunt/sandTable/list */
export const sandTableList = (params?: Params<'experiment.sandTableList'>, options?: CallOptions) =>
  request<Answer<'experiment.sandTableList'>>(e.sandTableList, params, options);

/** 实时盘面 GET /sworldShunt/realTime/desk */
export const realTimeDesk = (params?: TeamScope, options?: CallOptions) =>
  request<TeamDesk>(e.realTimeDesk, params, options);

/** 实时对比 GET /sworldShunt/realTime/compare */
export const realTimeCompare = (params?: Params<'experiment.realTimeCompare'>, options?: CallOptions) =>
  request<Answer<'experiment.realTimeCompare'>>(e.realTimeCompare, params, options);

/** 贷款列表 GET /sworldShunt/loan/list */
export const loanList = (params?: Params<'experiment.loanList'>, options?: CallOptions) =>
  request<LoanList>(e.loanList, params, options);

/** COO 复盘 GET /sworldShunt/replay/coo */
export const cooReplay = (params?: Params<'experiment.cooReplay'>, options?: CallOptions) =>
  request<Answer<'experiment.cooReplay'>>(e.cooReplay, params, options);

/** CFO 复盘 GET /sworldShunt/replay/cfo */
export const cfoReplay = (params?: Params<'experiment.cfoReplay'>, options?: CallOptions) =>
  request<Answer<'experiment.cfoReplay'>>(e.cfoReplay, params, options);
