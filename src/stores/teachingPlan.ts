import * as planService from '@/services/teachingPlan';
import type { PlanUploadParams, TeachingPlan } from '@/services/teachingPlan';
import type { Answer, Params } from '@/services/contract';
import type { Written } from '@/services/request';
import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';

/** Teaching plans (spec point 3): TeachingList (the page's records) and total. */
export interface TeachingPlanState {
  TeachingList: TeachingPlan[];
  total: number;
}

const model = {
  namespace: 'teachingPlan',
  state: { TeachingList: [], total: 0 } as TeachingPlanState,
  effects: {
    *fetchList({ payload }: { payload?: Params<'teachingPlan.list'> }, { call, put }) {
      const page: Answer<'teachingPlan.list'> | undefined = yield call(planService.list, payload);
      if (page) yield put({ type: 'saveList', payload: page });
      return page;
    },
    /**
     * Uploads a plan (multipart); onProgress gets the percent sent. Resolves the write's result: the
     * answer may carry no plan, so the list's next load shows it.
     */
    *upload({ payload }: PayloadAction<PlanUploadParams & { onProgress?: (percent: number) => void }>, { call }) {
      const { onProgress, ...params } = payload;
      const written: Written | undefined = yield call(planService.upload, params, { onProgress });
      return written;
    },
    *remove({ payload }: PayloadAction<Params<'teachingPlan.remove'>>, { call, put }) {
      const done: Written | undefined = yield call(planService.remove, payload);
      if (!done) return false;
      yield put({ type: 'dropPlan', payload: payload.id });
      return true;
    },
  },
  reducers: {
    saveList(state, { payload }: PayloadAction<Answer<'teachingPlan.list'>>) {
      state.TeachingList = payload.records;
      state.total = payload.total;
    },
    dropPlan(state, { payload }: PayloadAction<string | number>) {
      const before = state.TeachingList.length;
      state.TeachingList = state.TeachingList.filter((p) => p.id !== payload);
      state.total -= before - state.TeachingList.length;
    },
  },
} satisfies ModelShape<TeachingPlanState>;

registerModels(model);
export default model;
