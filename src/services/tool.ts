import type { Answer, Params, Row } from './contract';
import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.tool;

/** Which team's records: the training (gameId), the round and the team; the type as remapped. */
export type ToolScope = {
  gameId: string;
  round: number;
  teamId: string;
};

/** A record as the server sends it: `key` and `details` (JSON text) are spec point 3's, the rest assumed. */
export type ToolRecordRow = Row<Answer<'tool.list'>>;

export interface VoteResult {
  recordId: string;
  voteCount: number;
  votes: number;
  members: number;
}

/** 管理工具记录 GET /sworldShunt/tool/list */
export const list = (params?: Params<'tool.list'>, options?: CallOptions) =>
  request<Answer<'tool.list'>>(e.list, params, options);

/** 保存工具记录 POST /sworldShunt/tool/save */
export const save = (params?: ToolScope & { id?: string; type: number; details: string }, options?: CallOptions) =>
  request<ToolRecordRow>(e.save, params, options);

/** 删除工具记录 POST /sworldShunt/tool/delete */
export const remove = (params?: { id: string }, options?: CallOptions) => request<null>(e.remove, params, options);

/** 小组投票 POST /sworldShunt/tool/vote */
export const vote = (params?: ToolScope & { userId: string; recordId: string }, options?: CallOptions) =>
  request<VoteResult>(e.vote, params, options);

/** 检查投票 GET /sworldShunt/tool/checkVote */
export const checkVote = (params?: Params<'tool.checkVote'>, options?: CallOptions) =>
  request<Answer<'tool.checkVote'>>(e.checkVote, params, options);
