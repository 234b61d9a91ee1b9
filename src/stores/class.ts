import * as classService from '@/services/class';
import type { ClassListParams, ClassRow, ClassSaveParams } from '@/services/class';
import type { Answer, Params } from '@/services/contract';
import { upsertRow } from '@/utils/rows';
import { type ModelShape, registerModels } from '@/utils/model';

/** Class management (spec point 3): classList (the page's records) and total. */
export interface ClassState {
  classList: ClassRow[];
  total: number;
}

const sameClass = (a: ClassRow, b: ClassRow) => a.id === b.id;

const model = {
  namespace: 'class',
  state: { classList: [], total: 0 } as ClassState,
  effects: {
    /** Loads a page of classes; resolves the page, or undefined when the call failed. */
    *fetchList({ payload }: { payload?: ClassListParams }, { call, put }) {
      const page: Answer<'class.list'> | undefined = yield call(classService.list, payload);
      if (page) yield put({ type: 'saveList', payload: page });
      return page;
    },
    /** Creates or updates a class; resolves the saved class or undefined. */
    *save({ payload }: { payload: ClassSaveParams }, { call, put }) {
      const saved: Answer<'class.save'> | undefined = yield call(classService.save, payload);
      if (saved) yield put({ type: 'saveRow', payload: { row: saved, created: !payload.id } });
      return saved;
    },
    *remove({ payload }: { payload: Params<'class.remove'> }, { call, put }) {
      const done: unknown = yield call(classService.remove, payload);
      if (done === undefined) return false;
      yield put({ type: 'dropRow', payload: payload.id });
      return true;
    },
    /** Sets the class's students. */
    *maintain({ payload }: { payload: Params<'class.maintain'> }, { call, put }) {
      const saved: Answer<'class.maintain'> | undefined = yield call(classService.maintain, payload);
      if (saved) yield put({ type: 'saveRow', payload: { row: saved, created: false } });
      return saved;
    },
    /** Takes a batch of students out of the class at once (deleteClass); resolves the class without them. */
    *removeStudents({ payload }: { payload: Params<'class.removeBatch'> }, { call, put }) {
      const saved: Answer<'class.removeBatch'> | undefined = yield call(classService.removeBatch, payload);
      if (saved) yield put({ type: 'saveRow', payload: { row: saved, created: false } });
      return saved;
    },
    *updateTrainingRecord({ payload }: { payload: Params<'class.updateTrainingRecord'> }, { call, put }) {
      const saved: Answer<'class.updateTrainingRecord'> | undefined = yield call(
        classService.updateTrainingRecord,
        payload,
      );
      if (saved) yield put({ type: 'saveRow', payload: { row: saved, created: false } });
      return saved;
    },
  },
  reducers: {
    saveList(state, { payload }: { payload: Answer<'class.list'> }) {
      state.classList = payload.records;
      state.total = payload.total;
    },
    saveRow(state, { payload }: { payload: { row: ClassRow; created: boolean } }) {
      state.classList = upsertRow(state.classList, payload.row, sameClass);
      if (payload.created) state.total += 1;
    },
    dropRow(state, { payload }: { payload: string | number }) {
      const before = state.classList.length;
      state.classList = state.classList.filter((c) => c.id !== payload);
      state.total -= before - state.classList.length;
    },
  },
} satisfies ModelShape<ClassState>;

registerModels(model);
export default model;
