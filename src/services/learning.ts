import { endpoints } from './endpoints';
import type { PageParams, Page } from './page';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.learning;

export type LearningScope = { classId?: string; trainId?: string };

export interface AttendanceRow {
  trainId: string;
  trainName: string;
  classId: string;
  className: string;
  trainTime: string;
  attended: number;
  absent: number;
  /** Ratio 0–1. */
  rate: number;
}

export interface PostRow {
  postId: number;
  postName: string;
  count: number;
  avgScore: number;
}

/** How many student summaries are scored, waiting for a score, or missing. */
export interface SummaryStatusRow {
  status: 'scored' | 'pending' | 'missing';
  count: number;
}

export interface LearningSummary {
  trainScore: number;
  score: number;
  trainingTimes: number;
  attendanceList: AttendanceRow[];
  postList: PostRow[];
  summaryList: SummaryStatusRow[];
  /** The trainings of the classes in scope (filter options). */
  trainList: { trainId: string; trainName: string; classId: string }[];
}

export interface LearningStudent {
  studentId: string;
  userCode: string;
  userName: string;
  classId: string;
  className: string;
}

/** A student's composite score and its parts (null: no data). */
export interface ScoreRow {
  studentId: string;
  userCode: string;
  studentName: string;
  classId: string;
  className: string;
  attendanceRate: number | null;
  performance: number | null;
  trainScore: number | null;
  summaryScore: number | null;
  total: number;
  rank: number;
}

/** 学情汇总 GET /sworld/learningAnalysis/summary */
export const summary = (params?: LearningScope, options?: CallOptions) =>
  request<LearningSummary>(e.summary, params, options);

/** 学情学生列表 GET /sworld/learningAnalysis/students */
export const students = (params?: { classId?: string }, options?: CallOptions) =>
  request<LearningStudent[]>(e.students, params, options);

/** 学情成绩列表 GET /sworld/learningAnalysis/scoreList */
export const scoreList = (params?: LearningScope & PageParams & { keyword?: string }, options?: CallOptions) =>
  request<Page<ScoreRow>>(e.scoreList, params, options);
