import * as studyService from '@/services/study';
import type { StudyChapter, StudySection } from '@/services/study';
import type { Params } from '@/services/contract';
import { useRequest } from 'ahooks';
import { useNotOffered } from '@/features/backend/notOffered';
import { display, list, text, toNumber } from '@/utils/format';
import { flag } from '@/utils/flag';

/** A percentage from the backend, 0–100 (0 when it sent none). */
const percent = (value: unknown) => Math.min(100, Math.max(0, toNumber(value) ?? 0));

/** A section as the screens use it: every field filled by normalizeCourse. */
export type CourseSection = Required<StudySection> & { id: string };

/** A chapter as the screens use it, with its sections. */
export type CourseChapter = Omit<Required<StudyChapter>, 'sections'> & { id: string; sections: CourseSection[] };

/**
 * The course as the screens use it, whatever the backend sent: lists for null lists, text for null
 * names ('-'), numbers for numbers sent as strings or not at all.
 */
export function normalizeCourse(answer: unknown): CourseChapter[] {
  return list<Record<string, unknown>>(answer)
    .filter((chapter) => chapter && typeof chapter === 'object')
    .map((chapter, c) => ({
      id: text(chapter.id) || `chapter-${c}`,
      chapterName: display(chapter.chapterName),
      sort: toNumber(chapter.sort) ?? c + 1,
      progress: percent(chapter.progress),
      sections: list<Record<string, unknown>>(chapter.sections)
        .filter((section) => section && typeof section === 'object')
        .map((section, i) => ({
          id: text(section.id) || `section-${c}-${i}`,
          sectionName: display(section.sectionName),
          duration: Math.max(0, toNumber(section.duration) ?? 0),
          progress: percent(section.progress),
          finished: flag(section.finished),
        })),
    }));
}

/**
 * The course's chapters with the progress of a user (the caller, or a teacher's student). A backend
 * without the course is asked once: `notOffered` is then set and no other learner's course is asked for.
 */
export function useCourse(userId?: string) {
  const notOffered = useNotOffered('study.courseList');
  const request = useRequest(
    async () => {
      const answer = await studyService.courseList(userId ? { userId } : {});
      return answer && normalizeCourse(answer);
    },
    { refreshDeps: [userId], ready: !notOffered },
  );
  return { ...request, notOffered };
}

/** Records the learner's progress in a section; the answer is what the server kept (its highest value). */
export const saveProgress = (params: Params<'study.saveProgress'>) => studyService.saveProgress(params);

/** Whether the backend was found not to offer saving progress: the screen then stops offering it. */
export const useProgressNotOffered = () => useNotOffered('study.saveProgress');

export interface CourseSummary {
  sections: number;
  finished: number;
  /** Average progress of every section, 0–100. */
  progress: number;
  minutes: number;
  /** The first section not finished (to continue), else the first one. */
  next: CourseSection | undefined;
}

export function summarize(chapters: CourseChapter[]): CourseSummary {
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
export const chapterMinutes = (chapter: CourseChapter) =>
  Math.round(chapter.sections.reduce((sum, s) => sum + s.duration, 0) / 60);
