import * as studyService from '@/services/study';
import type { StudyChapter, StudySection } from '@/services/study';
import { type Loaded, useLoad } from '../shared/useTraining';

/** The course's chapters with the progress of a user (the caller, or a teacher's student). */
export function useCourse(userId?: string): Loaded<StudyChapter[]> {
  return useLoad(() => studyService.courseList(userId ? { userId } : {}), [userId]);
}

export interface CourseSummary {
  sections: number;
  finished: number;
  /** Average progress of every section, 0–100. */
  progress: number;
  minutes: number;
  /** The first section not finished (to continue), else the first one. */
  next: StudySection | undefined;
}

export function summarize(chapters: StudyChapter[]): CourseSummary {
  const sections = chapters.flatMap((c) => c.sections);
  const total = sections.reduce((sum, s) => sum + s.progress, 0);
  return {
    sections: sections.length,
    finished: sections.filter((s) => s.finished).length,
    progress: sections.length ? Math.round(total / sections.length) : 0,
    minutes: Math.round(sections.reduce((sum, s) => sum + s.duration, 0) / 60),
    next: sections.find((s) => !s.finished) ?? sections[0],
  };
}

/** Minutes of a chapter's sections. */
export const chapterMinutes = (chapter: StudyChapter) =>
  Math.round(chapter.sections.reduce((sum, s) => sum + s.duration, 0) / 60);
