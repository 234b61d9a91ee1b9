import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.study;

export interface StudySection {
  id: string;
  sectionName: string;
  /** Seconds. */
  duration: number;
  /** 0–100. */
  progress: number;
  finished: boolean;
}

export interface StudyChapter {
  id: string;
  chapterName: string;
  sort: number;
  /** Average of its sections, 0–100. */
  progress: number;
  sections: StudySection[];
}

/** 课程章节与进度 GET /sworld/study/course/list */
export const courseList = (params?: { userId?: string }, options?: CallOptions) =>
  request<StudyChapter[]>(e.courseList, params, options);

/** 保存学习进度 POST /sworld/study/progress/save */
export const saveProgress = (params?: { sectionId: string; progress: number }, options?: CallOptions) =>
  request<{ sectionId: string; progress: number; finished: boolean }>(e.saveProgress, params, options);
