import * as summaryService from '@/services/classSummary';
import type { StudentSummary, SummaryListParams, TeacherSummary } from '@/services/classSummary';
import type { Page } from '@/services/page';
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
      const page: Page<StudentSummary> | undefined = yield call(summaryService.list, payload);
      if (page) yield put({ type: 'saveStudentList', payload: page.records });
      return page;
    },
    /** One student's summary of a class (the caller's own, or the student named by userId); updated in the list. */
    *fetchStudentSummary({ payload }: PayloadAction<{ classId: string; userId?: string }>, { call, put }) {
      const row: StudentSummary | undefined = yield call(summaryService.classSummary, payload);
      if (row) yield put({ type: 'saveRow', payload: row });
      return row;
    },
    *fetchTeacherSummaries({ payload }: { payload?: { classId?: string } }, { call, put }) {
      const list: TeacherSummary[] | undefined = yield call(summaryService.teacherSummary, payload);
      if (list) yield put({ type: 'saveTeacherList', payload: list });
      return list;
    },
    /** Saves the caller's summary of a class (form data): a student's own or the teacher's. */
    *saveSummary({ payload }: PayloadAction<{ classId: string; content: string }>, { call, put }) {
      const row: StudentSummary | TeacherSummary | undefined = yield call(summaryService.saveClassSummary, payload);
      if (row) yield put({ type: 'saveRow', payload: row });
      return row;
    },
    *uploadTrainingRecord({ payload }: PayloadAction<{ classId: string; trainingRecord: string }>, { call, put }) {
      const row: StudentSummary | TeacherSummary | undefined = yield call(summaryService.uploadTrainingRecord, payload);
      if (row) yield put({ type: 'saveRow', payload: row });
      return row;
    },
    /** Scores a student's summary 0–100. */
    *score({ payload }: PayloadAction<{ id: string; score: number }>, { call, put }) {
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
