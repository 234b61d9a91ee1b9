import * as classService from '@/services/class';
import type { ClassListParams, ClassRow, ClassSaveParams } from '@/services/class';
import type { Answer, Params } from '@/services/contract';
import type { Written } from '@/services/request';
import { type ModelShape, registerModels } from '@/utils/model';

/** Class management (spec point 3): classList (the page's records) and total. */
export interface ClassState {
  classList: ClassRow[];
  total: number;
}

/** Ids compare as text: an 18-digit id may arrive as a string and be sent back as one. */
const sameId = (a: unknown, b: unknown) => a != null && b != null && String(a) === String(b);

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
    /**
     * Creates or updates a class; resolves the write's result (undefined when it failed). The answer's
     * data may be null, so an update merges what was sent and a created class is shown by the list's
     * next load, never taken from the answer.
     */
    *save({ payload }: { payload: ClassSaveParams }, { call, put }) {
      const saved: Written<Answer<'class.save'>> | undefined = yield call(classService.save, payload);
      if (saved && payload.id) yield put({ type: 'mergeRow', payload: { ...payload, id: payload.id } });
      return saved;
    },
    *remove({ payload }: { payload: Params<'class.remove'> }, { call, put }) {
      const done: Written | undefined = yield call(classService.remove, payload);
      if (!done) return false;
      yield put({ type: 'dropRow', payload: payload.id });
      return true;
    },
    /** Sets the class's students. */
    *maintain({ payload }: { payload: Params<'class.maintain'> }, { call, put }) {
      const saved: Written | undefined = yield call(classService.maintain, payload);
      const studentIds = payload.studentIds ?? [];
      if (saved)
        yield put({ type: 'mergeRow', payload: { id: payload.id, studentIds, studentCount: studentIds.length } });
      return saved;
    },
    /** Takes a batch of students out of the class at once (deleteClass). */
    *removeStudents({ payload }: { payload: Params<'class.removeBatch'> }, { call, put }) {
      const saved: Written | undefined = yield call(classService.removeBatch, payload);
      if (saved) yield put({ type: 'dropStudents', payload });
      return saved;
    },
    *updateTrainingRecord({ payload }: { payload: Params<'class.updateTrainingRecord'> }, { call, put }) {
      const saved: Written | undefined = yield call(classService.updateTrainingRecord, payload);
      if (saved) yield put({ type: 'mergeRow', payload });
      return saved;
    },
  },
  reducers: {
    saveList(state, { payload }: { payload: Answer<'class.list'> }) {
      state.classList = payload.records;
      state.total = payload.total;
    },
    /** What a write sent, merged into the listed class it names (the answer may not carry the row). */
    mergeRow(state, { payload }: { payload: Partial<ClassRow> & { id: string | number } }) {
      const sent = Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined));
      state.classList = state.classList.map((c) => (sameId(c.id, payload.id) ? { ...c, ...sent } : c));
    },
    dropStudents(state, { payload }: { payload: Params<'class.removeBatch'> }) {
      const gone = new Set((payload.studentIds ?? []).map(String));
      state.classList = state.classList.map((c) => {
        if (!sameId(c.id, payload.id) || !c.studentIds) return c;
        const studentIds = c.studentIds.filter((id) => !gone.has(String(id)));
        return { ...c, studentIds, studentCount: studentIds.length };
      });
    },
    dropRow(state, { payload }: { payload: string | number }) {
      const before = state.classList.length;
      state.classList = state.classList.filter((c) => !sameId(c.id, payload));
      state.total -= before - state.classList.length;
    },
  },
} satisfies ModelShape<ClassState>;

registerModels(model);
export default model;
