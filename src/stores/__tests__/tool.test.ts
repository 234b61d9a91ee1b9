import commonModel from '@/models/common';
import { http, HttpResponse } from 'msw';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import toolModel, { parseToolRecord } from '../tool';

const backend = useMockBackend();
const db = () => backend.store.db;

/** The running seeded training (round 5); group 1 holds student (id 4) and student01–03 (ids 6–8). */
function scope() {
  const training = db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
  const group = db().groups.find((g) => g.trainingId === training.id && g.groupNum === 1)!;
  return { gameId: training.id, round: 5, teamId: group.groupId };
}

/** Puts records straight into the store, as other members (or a broken client) left them. */
function seedRecords(type: number, userIds: string[], details?: (userId: string) => string) {
  const { gameId, teamId } = scope();
  return userIds.map((userId) => {
    const id = backend.store.nextId();
    const user = db().users.find((u) => u.id === userId)!;
    db().toolRecords.push({
      id,
      trainingId: gameId,
      groupId: teamId,
      round: 5,
      type,
      userId,
      details: details
        ? details(userId)
        : JSON.stringify({ userId, userName: user.userName, data: [{ one: `${user.userName}的想法` }] }),
      updateTime: '2026-09-01 08:00:00',
    });
    return id;
  });
}

const toolRequests = (name: string) => backend.requests.filter((r) => r.url.pathname === `/sworld/tool/${name}`);
const sentType = () => toolRequests('list').map((r) => r.url.searchParams.get('type'));

describe('tool model', () => {
  it('starts empty', () => {
    expect(createModelStore([commonModel, toolModel]).getState().tool).toEqual({
      dataList: [],
      current: null,
      type: 0,
      updateId: '',
      editing: false,
      showVote: false,
    });
  });

  it.each([
    [18, '1'],
    [17, '11'],
    [16, '10'],
    [15, '15'],
    [1, '1'],
    [5, '5'],
  ])('remaps type %i to %s before the list request', async (type, sent) => {
    await loginAs('student');
    const store = createModelStore([commonModel, toolModel]);
    await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type } });
    const [request] = toolRequests('list');
    expect(request.method).toBe('GET');
    expect(request.url.search).toBe(`?gameId=${scope().gameId}&round=5&teamId=${scope().teamId}&type=${sent}`);
    expect(sentType()).toEqual([sent]);
    // The state keeps the type the screen asked for.
    expect(store.getState().tool.type).toBe(type);
  });

  it('parses details into userId, userName and data; a record with bad details is marked damaged, not a crash', async () => {
    seedRecords(
      1,
      ['6'],
      () => '{"userId":"6","userName":"赫国强","data":[{"one":"扩产","two":"2"},{"one":"开拓区域"}]}',
    );
    seedRecords(1, ['7'], () => '{broken json');
    seedRecords(1, ['8'], () => '"just text"');
    await loginAs('student');
    const store = createModelStore([commonModel, toolModel]);
    const list = await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 1 } });
    expect(list.map((r: any) => [r.userId, r.userName, r.damaged, r.data])).toEqual([
      ['6', '赫国强', false, [{ one: '扩产', two: '2' }, { one: '开拓区域' }]],
      ['7', '钮俊凯', true, []],
      ['8', '苦俊凯', true, []],
    ]);
    expect(store.getState().tool.dataList).toEqual(list);
  });

  it('parseToolRecord keeps the row’s key and reads non-object items as their `one`', () => {
    const row = {
      id: '5',
      key: 'k5',
      gameId: '1',
      teamId: '2',
      round: 1,
      type: 1,
      userId: '4',
      userName: '张同学',
      details: '{"data":["a",{"one":2}]}',
      updateTime: 't',
    };
    expect(parseToolRecord(row)).toMatchObject({
      key: 'k5',
      userId: '4',
      userName: '张同学',
      damaged: false,
      data: [{ one: 'a' }, { one: '2' }],
    });
  });

  it('parseToolRecord keeps a long user id and long item values in the details exact', () => {
    const row = {
      id: '5',
      key: 'k5',
      gameId: '1',
      teamId: '2',
      round: 1,
      type: 1,
      userId: '4',
      userName: '张同学',
      details: '{"userId":1234567890123456789,"data":[{"one":9007199254740993,"two":1.5}]}',
      updateTime: 't',
    };
    expect(parseToolRecord(row)).toMatchObject({
      userId: '1234567890123456789',
      damaged: false,
      data: [{ one: '9007199254740993', two: '1.5' }],
    });
  });

  describe('the current record', () => {
    it('with a userId: that user’s record, or a new blank record with one empty item', async () => {
      const [own] = seedRecords(3, ['4', '6']);
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 3, userId: '4', userName: '张同学' } });
      expect(store.getState().tool.current).toMatchObject({ id: own, userId: '4' });
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 4, userId: '4', userName: '张同学' } });
      expect(store.getState().tool.current).toEqual({
        key: 'new',
        id: '',
        type: 4,
        round: 5,
        userId: '4',
        userName: '张同学',
        data: [{ one: '' }],
        damaged: false,
        updateTime: '',
      });
    });

    it('without a userId: a refresh clears it and an add selects the last record', async () => {
      const ids = seedRecords(3, ['4', '6', '7']);
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 3, mode: 'add' } });
      expect(store.getState().tool.current.id).toBe(ids[2]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 3, mode: 'refresh' } });
      expect(store.getState().tool.current).toBeNull();
    });

    it('after loading, the list is replaced and editing and updateId are reset', async () => {
      const ids = seedRecords(3, ['4']);
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 3, userId: '4' } });
      await store.dispatch({ type: 'tool/edit' });
      expect(store.getState().tool).toMatchObject({ editing: true, updateId: ids[0] });
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 2, mode: 'refresh' } });
      expect(store.getState().tool).toMatchObject({ dataList: [], editing: false, updateId: '', type: 2 });
    });
  });

  describe('the vote check (type 15, groupSize 4)', () => {
    it('runs when the record count equals groupSize, and shows the panel when the result is exactly 0', async () => {
      seedRecords(15, ['4', '6', '7', '8']);
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 15, userId: '4' } });
      const [check] = toolRequests('checkVote');
      expect(`${check.method} ${check.url.search}`).toBe(
        `GET ?gameId=${scope().gameId}&round=5&teamId=${scope().teamId}&userId=4`,
      );
      expect(store.getState().tool.showVote).toBe(true);
    });

    it('hides the panel when the user has voted (result 1)', async () => {
      const ids = seedRecords(15, ['4', '6', '7', '8']);
      db().votes.push({
        id: '99999',
        trainingId: scope().gameId,
        groupId: scope().teamId,
        round: 5,
        userId: '4',
        choice: ids[1],
        createTime: '',
      });
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 15, userId: '4' } });
      expect(toolRequests('checkVote')).toHaveLength(1);
      expect(store.getState().tool.showVote).toBe(false);
    });

    it.each([
      ['2', 2],
      ['"0" (text)', '0'],
      ['null', null],
    ])('hides the panel for any other result: %s', async (_, data) => {
      seedRecords(15, ['4', '6', '7', '8']);
      backend.server.use(http.get('*/sworld/tool/checkVote', () => HttpResponse.json({ code: 200, msg: '', data })));
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 15, userId: '4' } });
      expect(toolRequests('checkVote')).toHaveLength(1);
      expect(store.getState().tool.showVote).toBe(false);
    });

    it('does not run with fewer records than groupSize, nor for another type with as many', async () => {
      seedRecords(15, ['4', '6', '7']);
      seedRecords(14, ['4', '6', '7', '8']);
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 15, userId: '4' } });
      expect(store.getState().tool.dataList).toHaveLength(3);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 14, userId: '4' } });
      expect(store.getState().tool.dataList).toHaveLength(4);
      expect(toolRequests('checkVote')).toHaveLength(0);
      expect(store.getState().tool.showVote).toBe(false);
    });

    it('compares with the groupSize given (a team of three) and checks the logged-in user without a userId', async () => {
      seedRecords(15, ['4', '6', '7']);
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 15, mode: 'refresh', groupSize: 3 } });
      expect(toolRequests('checkVote')[0].url.searchParams.get('userId')).toBe('4');
      expect(store.getState().tool.showVote).toBe(true);
    });

    it('a vote posts the user and proposal, then the reload hides the panel', async () => {
      const ids = seedRecords(15, ['4', '6', '7', '8']);
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 15, userId: '4' } });
      const result = await store.dispatch({ type: 'tool/vote', payload: { ...scope(), type: 15, recordId: ids[2] } });
      expect(result).toMatchObject({ data: { recordId: ids[2], voteCount: 1 } });
      const [vote] = toolRequests('vote');
      expect(vote.body).toBe(`gameId=${scope().gameId}&round=5&teamId=${scope().teamId}&userId=4&recordId=${ids[2]}`);
      expect(store.getState().tool.showVote).toBe(false);
      expect(store.getState().tool.dataList.map((r: any) => r.voteCount)).toEqual([0, 0, 1, 0]);
    });
  });

  describe('saving and deleting', () => {
    it('saves a new record (type remapped, details with the user) and selects it as the last one', async () => {
      seedRecords(10, ['6']);
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 16, userId: '4', userName: '张同学' } });
      await store.dispatch({ type: 'tool/add', payload: { userId: '4', userName: '张同学', round: 5 } });
      expect(store.getState().tool).toMatchObject({ editing: true, updateId: '' });
      const saved = await store.dispatch({
        type: 'tool/save',
        payload: { ...scope(), type: 16, data: [{ one: 'CEO 统筹' }] },
      });
      const [save] = toolRequests('save');
      const body = new URLSearchParams(save.body);
      expect(body.get('type')).toBe('10');
      expect(body.has('id')).toBe(false);
      expect(JSON.parse(body.get('details')!)).toEqual({
        userId: '4',
        userName: '张同学',
        data: [{ one: 'CEO 统筹' }],
      });
      expect(store.getState().tool.current.id).toBe(saved.data.id);
      expect(store.getState().tool.dataList).toHaveLength(2);
      expect(store.getState().tool).toMatchObject({ editing: false, updateId: '' });
    });

    it('updates the record being edited by its id, and keeps the state when the save is refused', async () => {
      const [own] = seedRecords(3, ['4']);
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 3, userId: '4' } });
      await store.dispatch({ type: 'tool/edit' });
      expect(
        await store.dispatch({ type: 'tool/save', payload: { ...scope(), type: 3, data: [{ one: '' }] } }),
      ).toBeUndefined();
      expect(store.getState().tool).toMatchObject({ editing: true, updateId: own });
      await store.dispatch({ type: 'tool/save', payload: { ...scope(), type: 3, data: [{ one: '新判断' }] } });
      expect(new URLSearchParams(toolRequests('save')[1].body).get('id')).toBe(own);
      expect(store.getState().tool.current).toMatchObject({ id: own, data: [{ one: '新判断' }] });
      expect(store.getState().tool.editing).toBe(false);
    });

    it('deletes and refreshes with no current record; cancel drops an unsaved one', async () => {
      await loginAs('student');
      const store = createModelStore([commonModel, toolModel]);
      await store.dispatch({ type: 'tool/fetch', payload: { ...scope(), type: 2, userId: '4' } });
      await store.dispatch({ type: 'tool/cancel' });
      expect(store.getState().tool.current).toBeNull();
      await store.dispatch({ type: 'tool/add', payload: { userId: '4', userName: '张同学', round: 5 } });
      const saved = await store.dispatch({
        type: 'tool/save',
        payload: { ...scope(), type: 2, data: [{ one: '优势：现金充足' }] },
      });
      expect(await store.dispatch({ type: 'tool/remove', payload: { ...scope(), type: 2, id: saved.data.id } })).toBe(
        true,
      );
      expect(toolRequests('delete')[0].body).toBe(`id=${saved.data.id}`);
      expect(store.getState().tool).toMatchObject({ dataList: [], current: null });
    });
  });
});
