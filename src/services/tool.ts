import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.tool;

/** 管理工具记录 GET /sworldShunt/tool/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);

/** 保存工具记录 POST /sworldShunt/tool/save */
export const save = (params?: Params, options?: CallOptions) => request(e.save, params, options);

/** 删除工具记录 POST /sworldShunt/tool/delete */
export const remove = (params?: Params, options?: CallOptions) => request(e.remove, params, options);

/** 小组投票 POST /sworldShunt/tool/vote */
export const vote = (params?: Params, options?: CallOptions) => request(e.vote, params, options);

/** 检查投票 GET /sworldShunt/tool/checkVote */
export const checkVote = (params?: Params, options?: CallOptions) => request(e.checkVote, params, options);
