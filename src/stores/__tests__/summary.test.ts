import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import summary from '../summary';

const backend = useMockBackend();
const last = () => backend.requests[backend.requests.length - 1];
const lastPost = () => backend.requests.filter((r) => r.method === 'POST').at(-1)!;
const classId = () => backend.store.db.classes[0].id;
const state = (store: ReturnType<typeof createModelStore>) => store.getState().summary;

describe('summary model', () => {
  it('starts empty; loads the students’ page and the teachers’ summaries', async () => {
    await loginAs('teacher');
    const store = createModelStore([summary]);
    expect(state(store)).toEqual({ classStudentSummaryList: [], classTeacherSummaryList: [] });
    const page = await store.dispatch({
      type: 'summary/fetchStudentSummaries',
      payload: { classId: classId(), current: 1, size: 10 },
    });
    expect(`${last().method} ${last().url.pathname}${last().url.search}`).toBe(
      `GET /sworld/classSummary/list?classId=${classId()}&current=1&size=10`,
    );
    expect(page.total).toBe(16);
    expect(state(store).classStudentSummaryList).toHaveLength(10);
    await store.dispatch({ type: 'summary/fetchTeacherSummaries', payload: { classId: classId() } });
    expect(`${last().method} ${last().url.pathname}${last().url.search}`).toBe(
      `GET /sworld/classSummary/teacherSummary?classId=${classId()}`,
    );
    expect(state(store).classTeacherSummaryList).toEqual([
      expect.objectContaining({ classId: classId(), userName: '王老师' }),
    ]);
  });

  it('scores a summary in place', async () => {
    await loginAs('teacher');
    const store = createModelStore([summary]);
    await store.dispatch({ type: 'summary/fetchStudentSummaries', payload: { classId: classId(), size: 100 } });
    const pending = state(store).classStudentSummaryList.find((r: any) => r.submitted && r.score === undefined);
    await store.dispatch({ type: 'summary/score', payload: { id: pending.id, score: 77 } });
    expect(last().body).toBe(`id=${pending.id}&score=77`);
    const rows = state(store).classStudentSummaryList;
    expect(rows).toHaveLength(16);
    expect(rows.find((r: any) => r.id === pending.id).score).toBe(77);
  });

  it('lets a student load, save and add a training record to their own summary', async () => {
    await loginAs('student15');
    const store = createModelStore([summary]);
    const own = await store.dispatch({ type: 'summary/fetchStudentSummary', payload: { classId: classId() } });
    // Not written yet: no id (null on the wire, absent as the app reads it).
    expect(own).toMatchObject({ submitted: false });
    expect(own).not.toHaveProperty('id');
    expect(state(store).classStudentSummaryList).toHaveLength(1);
    await store.dispatch({ type: 'summary/saveSummary', payload: { classId: classId(), content: '我的总结' } });
    expect(lastPost().headers.get('content-type')).toMatch(/^multipart\/form-data/);
    await store.dispatch({
      type: 'summary/uploadTrainingRecord',
      payload: { classId: classId(), trainingRecord: '实训记录' },
    });
    expect(lastPost().url.pathname).toBe('/sworld/classSummary/uploadTrainingRecord');
    // The summary is read again after each save (its answer may be null).
    expect(backend.requests.at(-2)!.url.pathname).toBe('/sworld/classSummary/classSummary');
    expect(state(store).classStudentSummaryList).toEqual([
      expect.objectContaining({
        content: '我的总结',
        trainingRecord: '实训记录',
        submitted: true,
        userCode: 'student15',
      }),
    ]);
  });

  it('puts a teacher’s saved summary into the teachers’ list', async () => {
    await loginAs('teacher');
    const store = createModelStore([summary]);
    const otherClass = backend.store.db.classes[1].id;
    await store.dispatch({ type: 'summary/saveSummary', payload: { classId: otherClass, content: '教师总结' } });
    expect(state(store).classTeacherSummaryList).toEqual([
      expect.objectContaining({ classId: otherClass, content: '教师总结' }),
    ]);
    expect(state(store).classStudentSummaryList).toEqual([]);
  });

  it('keeps the state when a score is out of range', async () => {
    await loginAs('teacher');
    const store = createModelStore([summary]);
    await store.dispatch({ type: 'summary/fetchStudentSummaries', payload: { classId: classId() } });
    const before = state(store);
    const row = before.classStudentSummaryList.find((r: any) => r.submitted);
    expect(await store.dispatch({ type: 'summary/score', payload: { id: row.id, score: 120 } })).toBeUndefined();
    expect(state(store)).toEqual(before);
  });
});
