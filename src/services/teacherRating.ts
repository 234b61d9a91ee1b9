import { endpoints } from './endpoints';
import type { PageParams, Page } from './page';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.teacherRating;

/** A student of a class with the teacher's rating of their classroom performance (score null until rated). */
export interface RatingRow {
  id: string | null;
  classId: string;
  className: string;
  studentId: string;
  userCode: string;
  studentName: string;
  /** 0–100. */
  score: number | null;
  comment: string;
  updateTime: string;
}

export type RatingListParams = PageParams & { classId?: string; keyword?: string };
export type RatingSaveParams = { classId: string; studentId: string; score: number; comment?: string };

/** 教学评分列表 GET /sworld/teacherRating/list */
export const list = (params?: RatingListParams, options?: CallOptions) =>
  request<Page<RatingRow>>(e.list, params, options);

/** 保存教学评分 POST /sworld/teacherRating/score */
export const score = (params?: RatingSaveParams, options?: CallOptions) => request<RatingRow>(e.score, params, options);
