import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import classModel from '../class';

const backend = useMockBackend();
const last = () => backend.requests[backend.requests.length - 1];
const names = (store: ReturnType<typeof createModelStore>) =>
  store.getState().class.classList.map((c: any) => c.className);

describe('class model', () => {
  it('starts empty and loads classList (records) and total', async () => {
    await loginAs('teacher');
    const store = createModelStore([classModel]);
    expect(store.getState().class).toEqual({ classList: [], total: 0 });
    await store.dispatch({ type: 'class/fetchList', payload: { current: 1, size: 1 } });
    expect(`${last().method} ${last().url.pathname}${last().url.search}`).toBe(
      'GET /sworld/teachingclass/list?current=1&size=1',
    );
    expect(names(store)).toEqual(['2026级工商管理1班']);
    expect(store.getState().class.total).toBe(2);
  });

  it('creates (listed by the next load), updates in place, maintains students, records training and deletes', async () => {
    await loginAs('teacher');
    const store = createModelStore([classModel]);
    await store.dispatch({ type: 'class/fetchList', payload: {} });
    // The write's answer is not the row (a Java backend answers null): the list's next load shows it.
    expect(await store.dispatch({ type: 'class/save', payload: { className: '新建班', remark: '' } })).toBeTruthy();
    expect(names(store)).toEqual(['2026级工商管理1班', '2026级会计学2班']);
    await store.dispatch({ type: 'class/fetchList', payload: {} });
    expect(names(store)).toContain('新建班');
    expect(store.getState().class.total).toBe(3);
    const created = store.getState().class.classList.find((c: any) => c.className === '新建班');

    await store.dispatch({ type: 'class/save', payload: { id: created.id, className: '改名班', remark: '备注' } });
    expect(names(store)).toEqual(['改名班', '2026级工商管理1班', '2026级会计学2班']);
    expect(store.getState().class.total).toBe(3);

    const ids = backend.store.db.users
      .filter((u) => u.userType === 3)
      .slice(0, 2)
      .map((u) => u.id);
    await store.dispatch({ type: 'class/maintain', payload: { id: created.id, studentIds: ids } });
    expect(last().body).toBe(`id=${created.id}&studentIds=${ids[0]}&studentIds=${ids[1]}`);
    expect(store.getState().class.classList[0]).toMatchObject({ studentIds: ids, studentCount: 2 });

    await store.dispatch({
      type: 'class/updateTrainingRecord',
      payload: { id: created.id, trainingRecord: '第一学年' },
    });
    expect(last().url.pathname).toBe('/sworld/teachingclass/updateTrainingRecord');
    expect(store.getState().class.classList[0].trainingRecord).toBe('第一学年');

    expect(await store.dispatch({ type: 'class/remove', payload: { id: created.id } })).toBe(true);
    expect(last().body).toBe(`id=${created.id}`);
    expect(names(store)).toEqual(['2026级工商管理1班', '2026级会计学2班']);
    expect(store.getState().class.total).toBe(2);
  });

  it('leaves the state alone when a call is refused', async () => {
    await loginAs('teacher');
    const store = createModelStore([classModel]);
    await store.dispatch({ type: 'class/fetchList', payload: {} });
    const before = store.getState().class;
    expect(await store.dispatch({ type: 'class/save', payload: { className: '2026级工商管理1班' } })).toBeUndefined();
    expect(await store.dispatch({ type: 'class/remove', payload: { id: '9999' } })).toBe(false);
    expect(store.getState().class).toEqual(before);
  });
});
