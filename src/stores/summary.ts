import * as summaryService from '@/services/classSummary';
import type { StudentSummary, SummaryListParams, TeacherSummary } from '@/services/classSummary';
import type { Answer, Params } from '@/services/contract';
import { upsertRow } from '@/utils/rows';
import { ROLE } from '@/domain/codes';
import type { CommonState } from '@/models/common';
import type { Written } from '@/services/request';
import { type Commands, type ModelShape, type PayloadAction, registerModels } from '@/utils/model';

/** Class summaries (spec point 3): the students' (a page of them) and the teachers'. */
export interface SummaryState {
  classStudentSummaryList: StudentSummary[];
  classTeacherSummaryList: TeacherSummary[];
}

const isStudentSummary = (row: StudentSummary | TeacherSummary): row is StudentSummary => 'submitted' in row;
const sameStudent = (a: StudentSummary, b: StudentSummary) => a.classId === b.classId && a.userId === b.userId;
const sameTeacher = (a: TeacherSummary, b: TeacherSummary) => a.id === b.id;

/**
 * After a summary was saved: what the caller's screen shows is read again (a student's own summary,
 * or the teachers' list); both when the signed-in user is not known.
 */
function* rereadSummaries(classId: string, { put, select }: Pick<Commands, 'put' | 'select'>) {
  const me: Partial<CommonState['userInfo']> = yield select((s: { common?: CommonState }) => s.common?.userInfo ?? {});
  const resolve = (put as any).resolve;
  if (me.userType === undefined || me.userType === ROLE.student)
    yield resolve({ type: 'fetchStudentSummary', payload: { classId } });
  if (me.userType !== ROLE.student) yield resolve({ type: 'fetchTeacherSummaries', payload: { classId } });
}

const model = {
  namespace: 'summary',
  state: { classStudentSummaryList: [], classTeacherSummaryList: [] } as SummaryState,
  effects: {
    /** A page of student summaries (a student gets their own); resolves the page or undefined. */
    *fetchStudentSummaries({ payload }: { payload?: SummaryListParams }, { call, put }) {
      const page: Answer<'classSummary.list'> | undefined = yield call(summaryService.list, payload);
      if (page) yield put({ type: 'saveStudentList', payload: page.records ?? [] });
      return page;
    },
    /** One student's summary of a class (the caller's own, or the student named by userId); updated in the list. */
    *fetchStudentSummary({ payload }: PayloadAction<Params<'classSummary.classSummary'>>, { call, put }) {
      const row: StudentSummary | undefined = yield call(summaryService.classSummary, payload);
      if (row) yield put({ type: 'saveRow', payload: row });
      return row;
    },
    *fetchTeacherSummaries({ payload }: { payload?: Params<'classSummary.teacherSummary'> }, { call, put }) {
      const list: TeacherSummary[] | undefined = yield call(summaryService.teacherSummary, payload);
      if (list) yield put({ type: 'saveTeacherList', payload: list });
      return list;
    },
    /**
     * Saves the caller's summary of a class (form data): a student's own or the teacher's. The answer
     * may be null: what the caller's screen shows is read again.
     */
    *saveSummary({ payload }: PayloadAction<Params<'classSummary.saveClassSummary'>>, { call, put, select }) {
      const saved: Written | undefined = yield call(summaryService.saveClassSummary, payload);
      if (saved) yield* rereadSummaries(String(payload.classId), { put, select });
      return saved;
    },
    *uploadTrainingRecord(
      { payload }: PayloadAction<Params<'classSummary.uploadTrainingRecord'>>,
      { call, put, select },
    ) {
      const saved: Written | undefined = yield call(summaryService.uploadTrainingRecord, payload);
      if (saved) yield* rereadSummaries(String(payload.classId), { put, select });
      return saved;
    },
    /** Scores a student's summary 0–100; the score sent is merged into its row. */
    *score({ payload }: PayloadAction<Params<'classSummary.score'>>, { call, put }) {
      const saved: Written | undefined = yield call(summaryService.score, payload);
      if (saved) yield put({ type: 'mergeScore', payload });
      return saved;
    },
  },
  reducers: {
    saveStudentList(state, { payload }: PayloadAction<StudentSummary[]>) {
      state.classStudentSummaryList = payload;
    },
    saveTeacherList(state, { payload }: PayloadAction<TeacherSummary[]>) {
      state.classTeacherSummaryList = payload;
    },
    mergeScore(state, { payload }: PayloadAction<Params<'classSummary.score'>>) {
      state.classStudentSummaryList = state.classStudentSummaryList.map((row) =>
        String(row.id) === String(payload.id) ? { ...row, score: payload.score } : row,
      );
    },
    /** A saved or scored summary replaces its row (or comes first). */
    saveRow(state, { payload }: PayloadAction<StudentSummary | TeacherSummary>) {
      if (isStudentSummary(payload))
        state.classStudentSummaryList = upsertRow(state.classStudentSummaryList, payload, sameStudent);
      else state.classTeacherSummaryList = upsertRow(state.classTeacherSummaryList, payload, sameTeacher);
    },
  },
} satisfies ModelShape<SummaryState>;

registerModels(model);
export default model;
