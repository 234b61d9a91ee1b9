import { endpoints } from './endpoints';
import type { Answer, Params, Row } from './contract';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.learning;

export type LearningScope = Params<'learning.summary'>;

/** The summary of a class (and training): spec point 7 promises the figures and the three lists. */
export type LearningSummary = Answer<'learning.summary'>;
export type AttendanceRow = Row<LearningSummary['attendanceList']>;
export type PostRow = Row<LearningSummary['postList']>;
/** How many student summaries are scored, waiting for a score, or missing. */
export type SummaryStatusRow = Row<LearningSummary['summaryList']>;
export type LearningStudent = Row<Answer<'learning.students'>>;
/** A student's composite score and its parts (null: no data). */
export type ScoreRow = Row<Answer<'learning.scoreList'>['records']>;

/** 学情汇总 GET /sworld/learningAnalysis/summary */
export const summary = (params?: LearningScope, options?: CallOptions) =>
  request<LearningSummary>(e.summary, params, options);

/** 学情学生列表 GET /sworld/learningAnalysis/students */
export const students = (params?: Params<'learning.students'>, options?: CallOptions) =>
  request<Answer<'learning.students'>>(e.students, params, options);

/** 学情成绩列表 GET /sworld/learningAnalysis/scoreList */
export const scoreList = (params?: Params<'learning.scoreList'>, options?: CallOptions) =>
  request<Answer<'learning.scoreList'>>(e.scoreList, params, options);
