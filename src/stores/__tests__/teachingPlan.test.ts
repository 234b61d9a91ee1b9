import { File as NodeFile } from 'node:buffer';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import teachingPlan from '../teachingPlan';

const backend = useMockBackend();
const last = () => backend.requests[backend.requests.length - 1];
// Node's File: jsdom's is not a Blob of the fetch in use, so it would not be sent as a file.
const pdf = (name: string) =>
  new NodeFile([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], name) as unknown as File;

describe('teachingPlan model', () => {
  it('starts empty and loads TeachingList and total', async () => {
    await loginAs('teacher');
    const store = createModelStore([teachingPlan]);
    expect(store.getState().teachingPlan).toEqual({ TeachingList: [], total: 0 });
    await store.dispatch({ type: 'teachingPlan/fetchList', payload: { current: 1, size: 2 } });
    expect(`${last().method} ${last().url.pathname}${last().url.search}`).toBe(
      'GET /sworld/teachingplan/list?current=1&size=2',
    );
    expect(store.getState().teachingPlan.TeachingList).toHaveLength(2);
    expect(store.getState().teachingPlan.total).toBe(3);
  });

  it('uploads a plan (multipart), listed by the next load, then deletes it', async () => {
    await loginAs('teacher');
    const store = createModelStore([teachingPlan]);
    await store.dispatch({ type: 'teachingPlan/fetchList', payload: {} });
    const uploaded = await store.dispatch({
      type: 'teachingPlan/upload',
      payload: { file: pdf('期末安排.pdf'), planName: '期末安排' },
    });
    expect(uploaded).toBeTruthy();
    expect(last().url.pathname).toBe('/sworld/teachingplan/upload');
    expect(last().headers.get('content-type')).toMatch(/^multipart\/form-data/);
    // The answer is not taken for the plan (it may be null): the list's next load shows it.
    await store.dispatch({ type: 'teachingPlan/fetchList', payload: {} });
    const plan = store.getState().teachingPlan.TeachingList.find((p: any) => p.planName === '期末安排');
    expect(plan).toMatchObject({ planName: '期末安排', fileType: 'pdf' });
    expect(store.getState().teachingPlan.total).toBe(4);
    expect(await store.dispatch({ type: 'teachingPlan/remove', payload: { id: plan.id } })).toBe(true);
    expect(store.getState().teachingPlan.TeachingList.some((p: any) => p.id === plan.id)).toBe(false);
    expect(store.getState().teachingPlan.total).toBe(3);
  });

  it('reports the upload progress through the request layer', async () => {
    await loginAs('teacher');
    const store = createModelStore([teachingPlan]);
    const seen: number[] = [];
    const plan = await store.dispatch({
      type: 'teachingPlan/upload',
      payload: { file: pdf('进度.pdf'), onProgress: (p: number) => seen.push(p) },
    });
    expect(plan).toMatchObject({ data: { fileName: '进度.pdf' } });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[seen.length - 1]).toBe(100);
  });

  it('keeps the state when an upload is refused', async () => {
    await loginAs('teacher');
    const store = createModelStore([teachingPlan]);
    const bad = new NodeFile([new Uint8Array([1, 2, 3])], 'notes.txt') as unknown as File;
    expect(await store.dispatch({ type: 'teachingPlan/upload', payload: { file: bad } })).toBeUndefined();
    expect(store.getState().teachingPlan).toEqual({ TeachingList: [], total: 0 });
  });
});
