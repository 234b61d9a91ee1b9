import type { Answer, Params, Row } from './contract';
import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';

const e = endpoints.study;

/** The course's chapters with their sections and the learner's progress (0–100, durations in seconds). */
export type StudyChapter = Row<Answer<'study.courseList'>>;
export type StudySection = Row<StudyChapter['sections']>;

/** 课程章节与进度 GET /sworld/study/course/list */
export const courseList = (params?: Params<'study.courseList'>, options?: CallOptions) =>
  request<Answer<'study.courseList'>>(e.courseList, params, options);

/** 保存学习进度 POST /sworld/study/progress/save */
export const saveProgress = (params?: Params<'study.saveProgress'>, options?: WriteOptions) =>
  write<Answer<'study.saveProgress'>>(e.saveProgress, params, options);
