import * as ratingService from '@/services/teacherRating';
import type { RatingListParams, RatingRow, RatingSaveParams } from '@/services/teacherRating';
import type { Answer } from '@/services/contract';
import type { Written } from '@/services/request';
import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';

/** Teacher ratings (spec point 3): teacherRatingList, a page of students with their ratings. */
export interface RatingState {
  teacherRatingList: RatingRow[];
}

/** Ids compare as text: an 18-digit id may arrive as a string. */
const sameStudent = (a: RatingRow, b: RatingRow) =>
  String(a.classId) === String(b.classId) && String(a.studentId) === String(b.studentId);

const model = {
  namespace: 'rating',
  state: { teacherRatingList: [] } as RatingState,
  effects: {
    /** Loads a page; resolves it (with its total) or undefined. */
    *fetchList({ payload }: { payload?: RatingListParams }, { call, put }) {
      const page: Answer<'teacherRating.list'> | undefined = yield call(ratingService.list, payload);
      if (page) yield put({ type: 'saveList', payload: page.records ?? [] });
      return page;
    },
    /** Saves one student's rating; what was sent is merged into the student's row (the answer may be null). */
    *save({ payload }: PayloadAction<RatingSaveParams>, { call, put }) {
      const saved: Written | undefined = yield call(ratingService.score, payload);
      if (saved) yield put({ type: 'mergeRow', payload });
      return saved;
    },
  },
  reducers: {
    saveList(state, { payload }: PayloadAction<RatingRow[]>) {
      state.teacherRatingList = payload;
    },
    mergeRow(state, { payload }: PayloadAction<RatingSaveParams>) {
      const sent = Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined));
      state.teacherRatingList = state.teacherRatingList.map((row) =>
        sameStudent(row, payload as RatingRow) ? { ...row, ...sent } : row,
      );
    },
  },
} satisfies ModelShape<RatingState>;

registerModels(model);
export default model;
