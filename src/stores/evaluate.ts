import * as evaluateService from '@/services/evaluate';
import type { EvaluateEntry, EvaluateSaveParams } from '@/services/evaluate';
import type { Answer, Params } from '@/services/contract';
import type { Written } from '@/services/request';
import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';

/**
 * The evaluation list (spec points 3 and 4): the state is the array of entries itself. It starts
 * empty; loading replaces it with the server's list; saving weights replaces it with the list the
 * save answers.
 */
export type EvaluateState = EvaluateEntry[];

const model = {
  namespace: 'evaluate',
  state: [] as EvaluateState,
  effects: {
    *fetchList({ payload }: { payload?: Params<'evaluate.list'> }, { call, put }) {
      const list: Answer<'evaluate.list'> | undefined = yield call(evaluateService.list, payload);
      if (list) yield put({ type: 'saveList', payload: list });
      return list;
    },
    /**
     * Saves a class's weights; resolves the updated list (the spec names this answer; a backend that
     * answers without it has the list read again), or undefined when refused (the state is kept).
     */
    *save({ payload }: PayloadAction<EvaluateSaveParams>, { call, put }) {
      const saved: Written<Answer<'evaluate.save'>> | undefined = yield call(evaluateService.save, payload);
      if (!saved) return undefined;
      if (Array.isArray(saved.data)) {
        yield put({ type: 'saveList', payload: saved.data });
        return saved.data;
      }
      const list: Answer<'evaluate.list'> | undefined = yield (put as any).resolve({
        type: 'fetchList',
        payload: { classId: payload.classId },
      });
      return list ?? [];
    },
  },
  reducers: {
    saveList(_: EvaluateState, { payload }: PayloadAction<EvaluateEntry[]>) {
      return payload;
    },
  },
} satisfies ModelShape<EvaluateState>;

registerModels(model);
export default model;
