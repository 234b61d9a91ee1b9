import { endpoints } from './endpoints';
import type { PageParams, Page } from './page';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.classSummary;

/** A student's summary of a class; id is null (and content empty) until the student submits one. */
export interface StudentSummary {
  id: string | null;
  classId: string;
  className: string;
  userId: string;
  userCode: string;
  userName: string;
  content: string;
  trainingRecord: string;
  /** 0–100, null until the teacher scores it. */
  score: number | null;
  submitted: boolean;
  updateTime: string;
}

/** The teacher's summary of a class. */
export interface TeacherSummary {
  id: string;
  classId: string;
  className: string;
  userId: string;
  userName: string;
  content: string;
  trainingRecord: string;
  updateTime: string;
}

export type SummaryListParams = PageParams & { classId?: string; keyword?: string };

/** 课堂总结评分 POST /sworld/classSummary/score */
export const score = (params?: { id: string; score: number }, options?: CallOptions) =>
  request<StudentSummary>(e.score, params, options);

/** 学生课堂总结 GET /sworld/classSummary/classSummary */
export const classSummary = (params?: { classId: string; userId?: string }, options?: CallOptions) =>
  request<StudentSummary>(e.classSummary, params, options);

/** 课堂总结列表 GET /sworld/classSummary/list */
export const list = (params?: SummaryListParams, options?: CallOptions) =>
  request<Page<StudentSummary>>(e.list, params, options);

/** 保存课堂总结（表单数据） POST /sworld/classSummary/saveClassSummary */
export const saveClassSummary = (params?: { classId: string; content: string }, options?: CallOptions) =>
  request<StudentSummary | TeacherSummary>(e.saveClassSummary, params, options);

/** 教师总结 GET /sworld/classSummary/teacherSummary */
export const teacherSummary = (params?: { classId?: string }, options?: CallOptions) =>
  request<TeacherSummary[]>(e.teacherSummary, params, options);

/** 上传实训记录 POST /sworld/classSummary/uploadTrainingRecord */
export const uploadTrainingRecord = (params?: { classId: string; trainingRecord: string }, options?: CallOptions) =>
  request<StudentSummary | TeacherSummary>(e.uploadTrainingRecord, params, options);
