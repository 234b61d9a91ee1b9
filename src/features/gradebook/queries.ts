import { useRequest } from 'ahooks';
import { allPages } from '@/features/analysis/queries';
import * as classSummaryService from '@/services/classSummary';
import * as evaluateService from '@/services/evaluate';
import * as learningService from '@/services/learning';
import * as studentService from '@/services/student';
import * as teacherRatingService from '@/services/teacherRating';
import * as trainingService from '@/services/training';
import { gradebookFigures } from './grades';
import type { GradebookAnswers } from './workbook';

/** Which gradebook: a training and, when the screen knows it, the class (else the training's own). */
export interface GradebookScope {
  trainId: string;
  classId?: string;
  className?: string;
}

/** What a gradebook is made of: the training's and class's names, and the answers of its sheets. */
export interface GradebookLoad {
  trainName: string;
  className?: string;
  answers: GradebookAnswers;
}

/** Why no gradebook could be made at all. */
export type GradebookRefusal = 'training' | 'class';

/**
 * Reads a gradebook with the catalogue's calls: the training (its name and class), then at once the
 * class's composite scores in the training (every page), the training's group list, the class's
 * summaries and ratings (every page) and its evaluation weights. A call that fails leaves its part
 * undefined; without the training, or a class to ask for, there is nothing to read.
 */
export async function loadGradebook(scope: GradebookScope): Promise<GradebookLoad | GradebookRefusal> {
  const { trainId } = scope;
  const training = await trainingService.getById({ trainId });
  if (!training) return 'training';
  // The training's class is the project's addition to its record: the screen's own choice comes first.
  const classId = scope.classId ?? training.classId;
  if (classId === undefined || classId === null || classId === '') return 'class';
  const [scores, seats, summaries, ratings, weights] = await Promise.all([
    loadScores(trainId, classId),
    studentService.relList({ trainId }),
    allPages((current, size) => classSummaryService.list({ classId, current, size })),
    allPages((current, size) => teacherRatingService.list({ classId, current, size })),
    evaluateService.list({ classId }),
  ]);
  const className = scope.className ?? training.className ?? scores?.[0]?.className;
  return { trainName: training.trainName, className, answers: { scores, seats, summaries, ratings, weights } };
}

/** The score rows of a gradebook's class in its training (every page), as the file reads them. */
export const loadScores = (trainId: string, classId: string | number) =>
  allPages((current, size) => learningService.scoreList({ classId, trainId, current, size }));

/**
 * The statistics a screen shows beside the gradebook button: computed by the file's own function
 * from the same call, so the screen's average is the file's. Nothing while the class is unknown.
 */
export function useGradebookStats(scope?: GradebookScope) {
  const classId = scope?.classId;
  const trainId = scope?.trainId;
  const active = !!trainId && !!classId;
  const request = useRequest(
    async () => {
      const scores = await loadScores(trainId!, classId!);
      return { stats: scores && gradebookFigures(scores).stats };
    },
    { ready: active, refreshDeps: [trainId, classId] },
  );
  const answered = active && !request.loading ? request.data : undefined;
  return {
    active,
    loading: active && request.loading,
    stats: answered?.stats,
    failed: !!answered && !answered.stats,
  };
}

/** What the teacher typed last for the title block: the app has no call that carries course or term. */
export interface TypedTitle {
  course: string;
  term: string;
}
const TITLE_KEY = 'gradebookTitle';

export function lastTitle(): Partial<TypedTitle> {
  try {
    const saved = JSON.parse(localStorage.getItem(TITLE_KEY) ?? '{}');
    return {
      course: typeof saved.course === 'string' ? saved.course : undefined,
      term: typeof saved.term === 'string' ? saved.term : undefined,
    };
  } catch {
    return {};
  }
}

export function rememberTitle(title: TypedTitle) {
  try {
    localStorage.setItem(TITLE_KEY, JSON.stringify({ course: title.course, term: title.term }));
  } catch {
    // A browser that refuses storage still exports; it only forgets.
  }
}
