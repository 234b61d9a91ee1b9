import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import rating from '../rating';

const backend = useMockBackend();
const last = () => backend.requests[backend.requests.length - 1];
const classId = () => backend.store.db.classes[0].id;

describe('rating model', () => {
  it('starts empty, loads teacherRatingList and saves a rating in place', async () => {
    await loginAs('teacher');
    const store = createModelStore([rating]);
    expect(store.getState().rating).toEqual({ teacherRatingList: [] });
    const page = await store.dispatch({
      type: 'rating/fetchList',
      payload: { classId: classId(), current: 2, size: 10 },
    });
    expect(`${last().method} ${last().url.pathname}${last().url.search}`).toBe(
      `GET /sworld/teacherRating/list?classId=${classId()}&current=2&size=10`,
    );
    expect(page.total).toBe(16);
    const rows = store.getState().rating.teacherRatingList;
    expect(rows).toHaveLength(6);
    // Not rated yet: no score (null on the wire, absent as the app reads it).
    const unrated = rows.find((r: any) => r.score === undefined);
    await store.dispatch({
      type: 'rating/save',
      payload: { classId: classId(), studentId: unrated.studentId, score: 93, comment: '认真' },
    });
    expect(last().body).toBe(
      `classId=${classId()}&studentId=${unrated.studentId}&score=93&comment=${encodeURIComponent('认真')}`,
    );
    const after = store.getState().rating.teacherRatingList;
    expect(after).toHaveLength(6);
    expect(after.find((r: any) => r.studentId === unrated.studentId)).toMatchObject({
      score: 93,
      comment: '认真',
    });
  });

  it('keeps the list when a rating is refused', async () => {
    await loginAs('teacher');
    const store = createModelStore([rating]);
    await store.dispatch({ type: 'rating/fetchList', payload: { classId: classId() } });
    const before = store.getState().rating;
    const row = before.teacherRatingList[0];
    expect(
      await store.dispatch({
        type: 'rating/save',
        payload: { classId: classId(), studentId: row.studentId, score: -5 },
      }),
    ).toBeUndefined();
    expect(store.getState().rating).toEqual(before);
  });
});
