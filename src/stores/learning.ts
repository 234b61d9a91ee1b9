import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';
import { LEARNING_DEFAULTS } from '@/constants';
import * as learningService from '@/services/learning';
import type {
  AttendanceRow,
  LearningScope,
  LearningStudent,
  LearningSummary,
  PostRow,
  ScoreRow,
  SummaryStatusRow,
} from '@/services/learning';
import type { Answer, Params } from '@/services/contract';
import { withKeys } from '@/utils/rows';

type Keyed<T> = T & { key: string };

/**
 * Learning analysis (spec point 3): trainScore, score and trainingTimes (defaults 210, 200, 100
 * until loaded), postList, summaryList, scoreList, students, attendanceList; rows get generated keys.
 */
export interface LearningState {
  trainScore: number;
  score: number;
  trainingTimes: number;
  postList: Keyed<PostRow>[];
  summaryList: Keyed<SummaryStatusRow>[];
  scoreList: Keyed<ScoreRow>[];
  students: Keyed<LearningStudent>[];
  attendanceList: Keyed<AttendanceRow>[];
}

export const initialLearningState = (): LearningState => ({
  trainScore: LEARNING_DEFAULTS.trainScore,
  score: LEARNING_DEFAULTS.score,
  trainingTimes: LEARNING_DEFAULTS.trainingTimes,
  postList: [],
  summaryList: [],
  scoreList: [],
  students: [],
  attendanceList: [],
});

const model = {
  namespace: 'learning',
  state: initialLearningState(),
  effects: {
    /** Figures, attendance, posts and summaries of a class (and training); resolves the answer (with its trainList) or undefined. */
    *fetchSummary({ payload }: { payload?: LearningScope }, { call, put }) {
      const data: LearningSummary | undefined = yield call(learningService.summary, payload);
      if (data) yield put({ type: 'saveSummary', payload: data });
      return data;
    },
    *fetchStudents({ payload }: { payload?: Params<'learning.students'> }, { call, put }) {
      const list: Answer<'learning.students'> | undefined = yield call(learningService.students, payload);
      if (list) yield put({ type: 'saveStudents', payload: list });
      return list;
    },
    /** A page of composite scores; resolves the page (with its total) or undefined. */
    *fetchScoreList({ payload }: { payload?: Params<'learning.scoreList'> }, { call, put }) {
      const page: Answer<'learning.scoreList'> | undefined = yield call(learningService.scoreList, payload);
      if (page) yield put({ type: 'saveScoreList', payload: page.records ?? [] });
      return page;
    },
  },
  reducers: {
    saveSummary(state, { payload }: PayloadAction<LearningSummary>) {
      state.trainScore = payload.trainScore;
      state.score = payload.score;
      state.trainingTimes = payload.trainingTimes;
      state.attendanceList = withKeys(payload.attendanceList, 'attendance');
      state.postList = withKeys(payload.postList, 'post');
      state.summaryList = withKeys(payload.summaryList, 'summary');
    },
    saveStudents(state, { payload }: PayloadAction<LearningStudent[]>) {
      state.students = withKeys(payload, 'student');
    },
    saveScoreList(state, { payload }: PayloadAction<ScoreRow[]>) {
      state.scoreList = withKeys(payload, 'score');
    },
  },
} satisfies ModelShape<LearningState>;

registerModels(model);
export default model;
