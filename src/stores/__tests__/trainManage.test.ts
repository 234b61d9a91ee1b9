import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import trainManage from '../trainManage';

const backend = useMockBackend();
const db = () => backend.store.db;
const last = () => backend.requests[backend.requests.length - 1];
const sent = () => `${last().method} ${last().url.pathname}${last().url.search}`;

function newTraining(extra: Record<string, unknown> = {}) {
  const klass = db().classes.find((c) => c.className === '2026级会计学2班')!;
  return {
    trainName: '期末对抗',
    caseId: '201',
    ruleId: '241',
    classId: klass.id,
    roundNumber: 4,
    groupNum: 2,
    sandTableId: '1',
    postList: [],
    ...extra,
  };
}

describe('trainManage model', () => {
  it('starts with trainList, caseList, ruleList, modalRuleList, total and an empty training record', () => {
    expect(createModelStore([trainManage]).getState().trainManage).toEqual({
      trainList: [],
      caseList: [],
      ruleList: [],
      modalRuleList: [],
      total: 0,
      recordList: [],
    });
  });

  it('keeps no total when the page does not give one, and a new training does not make one up', async () => {
    await loginAs('teacher');
    const store = createModelStore([trainManage]);
    await store.dispatch({ type: 'trainManage/fetchList', payload: { current: 1, size: 10 } });
    // The same page as the spec names it: current and records, no total.
    const records = store.getState().trainManage.trainList;
    backend.server.use(
      http.get('*/sworld/training/list', () =>
        HttpResponse.json({ code: 200, msg: '', data: { current: 1, records } }),
      ),
    );
    await store.dispatch({ type: 'trainManage/fetchList', payload: { current: 1, size: 10 } });
    expect(store.getState().trainManage.trainList).toHaveLength(3);
    expect(store.getState().trainManage.total).toBeNull();
    await store.dispatch({ type: 'trainManage/save', payload: newTraining() });
    // A created training is shown by the list's next load, never made up from the answer.
    expect(store.getState().trainManage.trainList).toHaveLength(3);
    expect(store.getState().trainManage.total).toBeNull();
  });

  it('loads a page of the teacher’s trainings', async () => {
    await loginAs('teacher');
    const store = createModelStore([trainManage]);
    await store.dispatch({ type: 'trainManage/fetchList', payload: { current: 1, size: 2 } });
    expect(sent()).toBe('GET /sworld/training/list?current=1&size=2');
    const state = store.getState().trainManage;
    expect(state.total).toBe(3);
    expect(state.trainList.map((t: any) => t.trainName)).toEqual(['2026春季沙盘对抗赛', '2025秋季沙盘实训']);
    await store.dispatch({ type: 'trainManage/fetchList', payload: { current: 1, size: 10, state: 0 } });
    expect(sent()).toBe('GET /sworld/training/list?current=1&size=10&state=0');
    expect(store.getState().trainManage.trainList.map((t: any) => t.trainName)).toEqual(['会计2班经营模拟']);
  });

  it('loads the cases, the rules, and the rules of one case for the form', async () => {
    await loginAs('teacher');
    const store = createModelStore([trainManage]);
    await store.dispatch({ type: 'trainManage/fetchCases' });
    expect(sent()).toBe('GET /sworld/case/list?current=1&size=500');
    expect(store.getState().trainManage.caseList.map((c: any) => c.caseName)).toContain('智能制造企业经营');
    await store.dispatch({ type: 'trainManage/fetchRules' });
    expect(sent()).toBe('GET /sworld/swrule/listForCaseAndTemplate?current=1&size=500');
    expect(store.getState().trainManage.ruleList.length).toBeGreaterThan(3);
    await store.dispatch({ type: 'trainManage/fetchModalRules', payload: { caseId: '201' } });
    expect(sent()).toBe('GET /sworld/swrule/listForCaseAndTemplate?current=1&size=500&caseId=201');
    expect(
      store
        .getState()
        .trainManage.modalRuleList.map((r: any) => r.ruleName)
        .sort(),
    ).toEqual(['标准规则', '高需求练习规则']);
  });

  it.each([
    ['', '/sworld/training/save', 1],
    ['2', '/sworldgz/training/save', 2],
    ['3', '/sworldrelease/training/save', 3],
  ])(
    'saves through the path of sandbox version "%s" (%s), listed by the next load',
    async (version, path, selectVersion) => {
      await loginAs('teacher');
      if (version) window.localStorage.setItem('sandboxVersion', version);
      const store = createModelStore([trainManage]);
      await store.dispatch({ type: 'trainManage/fetchList', payload: { current: 1, size: 10 } });
      const saved = await store.dispatch({
        type: 'trainManage/save',
        payload: newTraining({ postList: [5, 1, 2, 3, 4] }),
      });
      expect(`${last().method} ${last().url.pathname}`).toBe(`POST ${path}`);
      expect(last().body).toContain('postList=5&postList=1&postList=2&postList=3&postList=4');
      expect(saved).toBeTruthy();
      expect(db().trainings.find((t) => t.trainName === '期末对抗')).toMatchObject({
        selectVersion,
        roundNumber: 4,
        state: 0,
        postList: [5, 1, 2, 3, 4],
      });
      await store.dispatch({ type: 'trainManage/fetchList', payload: { current: 1, size: 10 } });
      const state = store.getState().trainManage;
      expect(state.trainList.map((t: any) => t.trainName)).toContain('期末对抗');
      expect(state.total).toBe(4);
    },
  );

  it('updates a row in place, and keeps the list when the save is refused', async () => {
    await loginAs('teacher');
    const store = createModelStore([trainManage]);
    await store.dispatch({ type: 'trainManage/fetchList', payload: { current: 1, size: 10 } });
    const row = store.getState().trainManage.trainList[2];
    await store.dispatch({
      type: 'trainManage/save',
      payload: { ...newTraining(), id: row.id, trainName: '会计2班（改名）' },
    });
    expect(store.getState().trainManage.trainList[2].trainName).toBe('会计2班（改名）');
    expect(store.getState().trainManage.total).toBe(3);
    const before = store.getState().trainManage;
    expect(
      await store.dispatch({ type: 'trainManage/save', payload: newTraining({ trainName: '2026春季沙盘对抗赛' }) }),
    ).toBeUndefined();
    expect(store.getState().trainManage).toEqual(before);
  });

  it('changes state, and shows the server’s refusal leaving the row as it was', async () => {
    await loginAs('teacher');
    const store = createModelStore([trainManage]);
    await store.dispatch({ type: 'trainManage/fetchList', payload: { current: 1, size: 10 } });
    await store.dispatch({ type: 'trainManage/save', payload: newTraining() });
    await store.dispatch({ type: 'trainManage/fetchList', payload: { current: 1, size: 10 } });
    const created = store.getState().trainManage.trainList.find((t: any) => t.trainName === '期末对抗');
    expect(
      await store.dispatch({
        type: 'trainManage/changeState',
        payload: { id: created.id, state: 1, version: created.version },
      }),
    ).toBeUndefined();
    expect(last().body).toBe(`id=${created.id}&state=1&version=1`);
    expect(await screen.findByText('实训不能开始：第1组还没有学生；第2组还没有学生')).toBeInTheDocument();
    expect(store.getState().trainManage.trainList.find((t: any) => t.id === created.id)).toMatchObject({ state: 0 });

    const running = store.getState().trainManage.trainList.find((t: any) => t.trainName === '2026春季沙盘对抗赛');
    const paused = await store.dispatch({
      type: 'trainManage/changeState',
      payload: { id: running.id, state: 2, version: running.version },
    });
    expect(paused).toBeTruthy();
    // The row is read again after the change: its new state and version.
    expect(store.getState().trainManage.trainList.find((t: any) => t.id === running.id)).toMatchObject({
      state: 2,
      version: running.version + 1,
    });
  });
});
