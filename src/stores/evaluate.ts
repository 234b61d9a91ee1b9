import * as evaluateService from '@/services/evaluate';
import type { EvaluateEntry, EvaluateSaveParams } from '@/services/evaluate';
import type { Answer, Params } from '@/services/contract';
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
    /** Saves a class's weights; resolves the updated list, or undefined when refused (the state is kept). */
    *save({ payload }: PayloadAction<EvaluateSaveParams>, { call, put }) {
      const list: Answer<'evaluate.save'> | undefined = yield call(evaluateService.save, payload);
      if (list) yield put({ type: 'saveList', payload: list });
      return list;
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
