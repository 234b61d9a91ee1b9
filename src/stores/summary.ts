import * as summaryService from '@/services/classSummary';
import type { StudentSummary, SummaryListParams, TeacherSummary } from '@/services/classSummary';
import type { Answer, Params } from '@/services/contract';
import { upsertRow } from '@/utils/rows';
import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';

/** Class summaries (spec point 3): the students' (a page of them) and the teachers'. */
export interface SummaryState {
  classStudentSummaryList: StudentSummary[];
  classTeacherSummaryList: TeacherSummary[];
}

const isStudentSummary = (row: StudentSummary | TeacherSummary): row is StudentSummary => 'submitted' in row;
const sameStudent = (a: StudentSummary, b: StudentSummary) => a.classId === b.classId && a.userId === b.userId;
const sameTeacher = (a: TeacherSummary, b: TeacherSummary) => a.id === b.id;

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
    /** Saves the caller's summary of a class (form data): a student's own or the teacher's. */
    *saveSummary({ payload }: PayloadAction<Params<'classSummary.saveClassSummary'>>, { call, put }) {
      const row: Answer<'classSummary.saveClassSummary'> | undefined = yield call(
        summaryService.saveClassSummary,
        payload,
      );
      if (row) yield put({ type: 'saveRow', payload: row });
      return row;
    },
    *uploadTrainingRecord({ payload }: PayloadAction<Params<'classSummary.uploadTrainingRecord'>>, { call, put }) {
      const row: Answer<'classSummary.uploadTrainingRecord'> | undefined = yield call(
        summaryService.uploadTrainingRecord,
        payload,
      );
      if (row) yield put({ type: 'saveRow', payload: row });
      return row;
    },
    /** Scores a student's summary 0–100. */
    *score({ payload }: PayloadAction<Params<'classSummary.score'>>, { call, put }) {
      const row: StudentSummary | undefined = yield call(summaryService.score, payload);
      if (row) yield put({ type: 'saveRow', payload: row });
      return row;
    },
  },
  reducers: {
    saveStudentList(state, { payload }: PayloadAction<StudentSummary[]>) {
      state.classStudentSummaryList = payload;
    },
    saveTeacherList(state, { payload }: PayloadAction<TeacherSummary[]>) {
      state.classTeacherSummaryList = payload;
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
