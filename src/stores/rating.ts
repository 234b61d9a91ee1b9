import * as ratingService from '@/services/teacherRating';
import type { RatingListParams, RatingRow, RatingSaveParams } from '@/services/teacherRating';
import type { Answer } from '@/services/contract';
import { upsertRow } from '@/utils/rows';
import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';

/** Teacher ratings (spec point 3): teacherRatingList, a page of students with their ratings. */
export interface RatingState {
  teacherRatingList: RatingRow[];
}

const sameStudent = (a: RatingRow, b: RatingRow) => a.classId === b.classId && a.studentId === b.studentId;

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
    /** Saves one student's rating; the row is replaced by the answer. */
    *save({ payload }: PayloadAction<RatingSaveParams>, { call, put }) {
      const row: Answer<'teacherRating.score'> | undefined = yield call(ratingService.score, payload);
      if (row) yield put({ type: 'saveRow', payload: row });
      return row;
    },
  },
  reducers: {
    saveList(state, { payload }: PayloadAction<RatingRow[]>) {
      state.teacherRatingList = payload;
    },
    saveRow(state, { payload }: PayloadAction<RatingRow>) {
      state.teacherRatingList = upsertRow(state.teacherRatingList, payload, sameStudent);
    },
  },
} satisfies ModelShape<RatingState>;

registerModels(model);
export default model;
