import { LEARNING_DEFAULTS } from '@/constants';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import learning from '../learning';

const backend = useMockBackend();
const paths = () => backend.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);
const classId = () => backend.store.db.classes[0].id;

describe('learning model', () => {
  it('starts with the defaults of spec point 9 and empty lists', () => {
    const store = createModelStore([learning]);
    expect(store.getState().learning).toEqual({
      trainScore: 210,
      score: 200,
      trainingTimes: 100,
      postList: [],
      summaryList: [],
      scoreList: [],
      students: [],
      attendanceList: [],
    });
    expect(LEARNING_DEFAULTS).toEqual({ trainScore: 210, score: 200, trainingTimes: 100 });
  });

  it('loads the summary, students and scores, each row with a generated key', async () => {
    await loginAs('teacher');
    const store = createModelStore([learning]);
    const data = await store.dispatch({ type: 'learning/fetchSummary', payload: { classId: classId() } });
    await store.dispatch({ type: 'learning/fetchStudents', payload: { classId: classId() } });
    const page = await store.dispatch({
      type: 'learning/fetchScoreList',
      payload: { classId: classId(), current: 1, size: 5 },
    });
    expect(paths().slice(1)).toEqual([
      `GET /sworld/learningAnalysis/summary?classId=${classId()}`,
      `GET /sworld/learningAnalysis/students?classId=${classId()}`,
      `GET /sworld/learningAnalysis/scoreList?classId=${classId()}&current=1&size=5`,
    ]);
    const s = store.getState().learning;
    expect(s.trainScore).toBe(data.trainScore);
    expect(s.score).toBe(data.score);
    expect(s.trainingTimes).toBe(data.trainingTimes);
    expect(s.attendanceList.map((r: any) => r.key)).toEqual(['attendance-0', 'attendance-1']);
    expect(s.attendanceList[0]).toMatchObject({ ...data.attendanceList[0], key: 'attendance-0' });
    expect(s.postList.map((r: any) => r.key)).toEqual(data.postList.map((_: unknown, i: number) => `post-${i}`));
    expect(s.summaryList.map((r: any) => [r.key, r.status])).toEqual([
      ['summary-0', 'scored'],
      ['summary-1', 'pending'],
      ['summary-2', 'missing'],
    ]);
    expect(s.students).toHaveLength(16);
    expect(s.students[15].key).toBe('student-15');
    expect(page.total).toBe(16);
    expect(s.scoreList.map((r: any) => r.key)).toEqual(['score-0', 'score-1', 'score-2', 'score-3', 'score-4']);
  });

  it('keeps the figures when the call fails', async () => {
    await loginAs('teacher');
    const store = createModelStore([learning]);
    expect(await store.dispatch({ type: 'learning/fetchSummary', payload: { classId: '9999' } })).toBeUndefined();
    expect(store.getState().learning.trainScore).toBe(210);
  });
});
