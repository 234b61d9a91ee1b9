import type { Answer, Params, Row } from './contract';
import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';

const e = endpoints.tool;

/** Which team's records: the training (gameId), the round and the team; the type as remapped. */
export type ToolScope = Pick<Params<'tool.save'>, 'gameId' | 'round' | 'teamId'>;

/** A record as the server sends it: `key` and `details` (JSON text) are spec point 3's, the rest assumed. */
export type ToolRecordRow = Row<Answer<'tool.list'>>;

export type VoteResult = Answer<'tool.vote'>;

/** 管理工具记录 GET /sworldShunt/tool/list */
export const list = (params?: Params<'tool.list'>, options?: CallOptions) =>
  request<Answer<'tool.list'>>(e.list, params, options);

/** 保存工具记录 POST /sworldShunt/tool/save */
export const save = (params?: Params<'tool.save'>, options?: WriteOptions) =>
  write<Answer<'tool.save'>>(e.save, params, options);

/** 删除工具记录 POST /sworldShunt/tool/delete */
export const remove = (params?: Params<'tool.remove'>, options?: WriteOptions) =>
  write<Answer<'tool.remove'>>(e.remove, params, options);

/** 小组投票 POST /sworldShunt/tool/vote */
export const vote = (params?: Params<'tool.vote'>, options?: WriteOptions) =>
  write<VoteResult>(e.vote, params, options);

/** 检查投票 GET /sworldShunt/tool/checkVote */
export const checkVote = (params?: Params<'tool.checkVote'>, options?: CallOptions) =>
  request<Answer<'tool.checkVote'>>(e.checkVote, params, options);
