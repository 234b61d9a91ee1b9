import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.experiment;

/** 实验列表 GET /sworldShunt/experiment/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);

/** 沙盘列表 GET /sworldShunt/sandTable/list */
export const sandTableList = (params?: Params, options?: CallOptions) => request(e.sandTableList, params, options);

/** 实时盘面 GET /sworldShunt/realTime/desk */
export const realTimeDesk = (params?: Params, options?: CallOptions) => request(e.realTimeDesk, params, options);

/** 实时对比 GET /sworldShunt/realTime/compare */
export const realTimeCompare = (params?: Params, options?: CallOptions) => request(e.realTimeCompare, params, options);

/** 贷款列表 GET /sworldShunt/loan/list */
export const loanList = (params?: Params, options?: CallOptions) => request(e.loanList, params, options);

/** COO 复盘 GET /sworldShunt/replay/coo */
export const cooReplay = (params?: Params, options?: CallOptions) => request(e.cooReplay, params, options);

/** CFO 复盘 GET /sworldShunt/replay/cfo */
export const cfoReplay = (params?: Params, options?: CallOptions) => request(e.cfoReplay, params, options);
