import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.tool;

/** Which team's records: the training (gameId), the round and the team; the type as remapped. */
export type ToolScope = {
  gameId: string;
  round: number;
  teamId: string;
};

/** A record as the server sends it: `details` is JSON text (spec point 3). */
export interface ToolRecordRow {
  id: string;
  key: string;
  gameId: string;
  teamId: string;
  round: number;
  type: number;
  userId: string;
  userName: string;
  details: string;
  updateTime: string;
  /** Type-15 proposals: the votes they received. */
  voteCount?: number;
}

export interface VoteResult {
  recordId: string;
  voteCount: number;
  votes: number;
  members: number;
}

/** 管理工具记录 GET /sworldShunt/tool/list */
export const list = (params?: ToolScope & { type: number }, options?: CallOptions) =>
  request<ToolRecordRow[]>(e.list, params, options);

/** 保存工具记录 POST /sworldShunt/tool/save */
export const save = (params?: ToolScope & { id?: string; type: number; details: string }, options?: CallOptions) =>
  request<ToolRecordRow>(e.save, params, options);

/** 删除工具记录 POST /sworldShunt/tool/delete */
export const remove = (params?: { id: string }, options?: CallOptions) => request<null>(e.remove, params, options);

/** 小组投票 POST /sworldShunt/tool/vote */
export const vote = (params?: ToolScope & { userId: string; recordId: string }, options?: CallOptions) =>
  request<VoteResult>(e.vote, params, options);

/** 检查投票 GET /sworldShunt/tool/checkVote */
export const checkVote = (params?: ToolScope & { userId: string }, options?: CallOptions) =>
  request<number>(e.checkVote, params, options);
