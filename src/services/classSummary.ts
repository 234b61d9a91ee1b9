import { endpoints } from './endpoints';
import type { Answer, Params, Row } from './contract';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';

const e = endpoints.classSummary;

/** A student's summary of a class; id is null (and content empty) until the student submits one. */
export type StudentSummary = Answer<'classSummary.classSummary'>;

/** The teacher's summary of a class. */
export type TeacherSummary = Row<Answer<'classSummary.teacherSummary'>>;

export type SummaryListParams = Params<'classSummary.list'>;

/** 课堂总结评分 POST /sworld/classSummary/score */
export const score = (params?: Params<'classSummary.score'>, options?: WriteOptions) =>
  write<Answer<'classSummary.score'>>(e.score, params, options);

/** 学生课堂总结 GET /sworld/classSummary/classSummary */
export const classSummary = (params?: Params<'classSummary.classSummary'>, options?: CallOptions) =>
  request<StudentSummary>(e.classSummary, params, options);

/** 课堂总结列表 GET /sworld/classSummary/list */
export const list = (params?: SummaryListParams, options?: CallOptions) =>
  request<Answer<'classSummary.list'>>(e.list, params, options);

/** 保存课堂总结（表单数据） POST /sworld/classSummary/saveClassSummary */
export const saveClassSummary = (params?: Params<'classSummary.saveClassSummary'>, options?: WriteOptions) =>
  write<Answer<'classSummary.saveClassSummary'>>(e.saveClassSummary, params, options);

/** 教师总结 GET /sworld/classSummary/teacherSummary */
export const teacherSummary = (params?: Params<'classSummary.teacherSummary'>, options?: CallOptions) =>
  request<Answer<'classSummary.teacherSummary'>>(e.teacherSummary, params, options);

/** 上传实训记录 POST /sworld/classSummary/uploadTrainingRecord */
export const uploadTrainingRecord = (params?: Params<'classSummary.uploadTrainingRecord'>, options?: WriteOptions) =>
  write<Answer<'classSummary.uploadTrainingRecord'>>(e.uploadTrainingRecord, params, options);
