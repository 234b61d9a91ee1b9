import { screen } from '@testing-library/react';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import evaluate from '../evaluate';

const backend = useMockBackend();
const last = () => backend.requests[backend.requests.length - 1];
const classId = () => backend.store.db.classes[0].id;

describe('evaluate model', () => {
  it('starts as an empty list; loading replaces it with the server’s list', async () => {
    await loginAs('teacher');
    const store = createModelStore([evaluate]);
    expect(store.getState().evaluate).toEqual([]);
    await store.dispatch({ type: 'evaluate/fetchList', payload: { classId: classId() } });
    expect(`${last().method} ${last().url.pathname}${last().url.search}`).toBe(
      `GET /sworld/evaluate/list?classId=${classId()}`,
    );
    expect(store.getState().evaluate.map((x: any) => x.weight)).toEqual([20, 30, 30, 20]);
    await store.dispatch({ type: 'evaluate/fetchList', payload: {} });
    expect(store.getState().evaluate).toHaveLength(8);
  });

  it('saving weights replaces the list with the returned one', async () => {
    await loginAs('teacher');
    const store = createModelStore([evaluate]);
    await store.dispatch({ type: 'evaluate/fetchList', payload: {} });
    await store.dispatch({
      type: 'evaluate/save',
      payload: { classId: classId(), attendance: 25, performance: 25, training: 25, summary: 25 },
    });
    expect(last().body).toBe(`classId=${classId()}&attendance=25&performance=25&training=25&summary=25`);
    expect(store.getState().evaluate.map((x: any) => [x.classId, x.weight])).toEqual([
      [classId(), 25],
      [classId(), 25],
      [classId(), 25],
      [classId(), 25],
    ]);
  });

  it('keeps the list and shows the message when the weights do not add up to 100', async () => {
    await loginAs('teacher');
    const store = createModelStore([evaluate]);
    await store.dispatch({ type: 'evaluate/fetchList', payload: { classId: classId() } });
    const before = store.getState().evaluate;
    const result = await store.dispatch({
      type: 'evaluate/save',
      payload: { classId: classId(), attendance: 50, performance: 25, training: 25, summary: 25 },
    });
    expect(result).toBeUndefined();
    expect(await screen.findByText('评价权重之和必须等于 100（当前为 125）')).toBeInTheDocument();
    expect(store.getState().evaluate).toEqual(before);
  });
});
