import commonModel from '@/models/common';
import { http, HttpResponse } from 'msw';
import { message } from 'antd';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import trainModel, { arrangeGroups, initialTrainState } from '../train';
import { withNotice } from '../../../tests/utils/notice';

const backend = useMockBackend();
const db = () => backend.store.db;
const running = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
const calls = () => backend.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);
const last = () => backend.requests[backend.requests.length - 1];
const lastPost = () => backend.requests.filter((r) => r.method === 'POST').at(-1)!;
const train = (store: ReturnType<typeof createModelStore>) => store.getState().train;

afterEach(() => message.destroy());

describe('train model: loading a training', () => {
  it('starts with the defaults of spec point 3', () => {
    const state = createModelStore([commonModel, trainModel]).getState().train;
    expect(state).toEqual(initialTrainState());
    expect(state).toMatchObject({
      roundNumber: 4,
      isOpen: 1,
      groupSize: 4,
      meetingDuration: 0,
      groupList: {},
      teamScoreList: [],
    });
  });

  it('loads the record (id as trainId), the group list, the case pictures and, running on sand table 1, the meeting', async () => {
    await loginAs('teacher');
    const store = createModelStore([commonModel, trainModel]);
    const id = running().id;
    backend.requests.length = 0;
    await store.dispatch({ type: 'train/fetchTraining', payload: { trainId: id } });
    expect(calls()).toEqual([
      `GET /sworld/training/getById?trainId=${id}`,
      `GET /sworld/training/post/relList?trainId=${id}`,
      'GET /sworld/case/picture/list?caseCode=STD-MFG',
      `GET /sworld/orderMeeting/get?trainId=${id}&round=5`,
    ]);
    const meeting = db().orderMeetings.find((m) => m.trainingId === id && m.round === 5)!;
    expect(train(store)).toMatchObject({
      trainId: id,
      trainName: '2026春季沙盘对抗赛',
      caseCode: 'STD-MFG',
      currRound: 5,
      state: 1,
      roundNumber: 8,
      sandTableId: '1',
      isOpen: 1,
      version: 1,
      groupId: null,
      groupSize: 4,
      train: { trainId: id, currRound: 5 },
      meetingId: meeting.id,
      meetingDuration: 600,
      meetingState: 0,
    });
    expect(Object.keys(train(store).groupList)).toEqual(['1', '2', '3', '4']);
    expect(train(store).pictureList.length).toBe(db().casePictures.filter((p) => p.caseCode === 'STD-MFG').length);
  });

  it('loads the meeting only for a running training on sand table 1 or 3', async () => {
    await loginAs('teacher');
    const store = createModelStore([commonModel, trainModel]);
    const finished = db().trainings.find((t) => t.state === 3)!;
    expect(finished.sandTableId).toBe('3');
    await store.dispatch({ type: 'train/fetchTraining', payload: { trainId: finished.id } });
    expect(calls().some((c) => c.includes('orderMeeting'))).toBe(false);

    running().sandTableId = '2';
    backend.requests.length = 0;
    await store.dispatch({ type: 'train/fetchTraining', payload: { trainId: running().id } });
    expect(calls().some((c) => c.includes('orderMeeting'))).toBe(false);

    running().sandTableId = '3';
    backend.requests.length = 0;
    await store.dispatch({ type: 'train/fetchTraining', payload: { trainId: running().id } });
    // The training now plays on the release sand table: its calls after getById go to that variant.
    expect(calls().filter((c) => c.includes('orderMeeting'))).toEqual([
      `GET /sworldrelease/orderMeeting/get?trainId=${running().id}&round=5`,
    ]);
  });

  it('keeps meetingDuration a number, 0 when the round has no meeting', async () => {
    await loginAs('teacher');
    const store = createModelStore([commonModel, trainModel]);
    db().orderMeetings = db().orderMeetings.filter((m) => !(m.trainingId === running().id && m.round === 5));
    await store.dispatch({ type: 'train/fetchTraining', payload: { trainId: running().id } });
    expect(train(store)).toMatchObject({ meetingId: null, meetingDuration: 0, meetingState: 0 });
  });
});

describe('train model: the group list', () => {
  it("gives 4 posts per group and stores the logged-in student's groupId", async () => {
    const { userId } = await loginAs('student04');
    const store = createModelStore([commonModel, trainModel]);
    await store.dispatch({ type: 'train/fetchGroupList', payload: { trainId: running().id } });
    const group2 = db().groups.find((g) => g.trainingId === running().id && g.groupNum === 2)!;
    expect(train(store).groupSize).toBe(4);
    expect(train(store).groupList['2'].map((p: any) => [p.postId, p.studentId === userId])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect(train(store).groupId).toBe(group2.groupId);
  });

  it('makes groups of 5 with post 5 first when any student holds post 5', async () => {
    await loginAs('teacher');
    const group1 = db().groups.find((g) => g.trainingId === running().id && g.groupNum === 1)!;
    const extra = db().users.find((u) => u.userCode === 'student15')!;
    db().groupPosts.push({
      id: 'seat-5',
      trainingId: running().id,
      groupId: group1.groupId,
      groupNum: 1,
      postId: 5,
      studentId: extra.id,
    });
    const store = createModelStore([commonModel, trainModel]);
    await store.dispatch({ type: 'train/fetchGroupList', payload: { trainId: running().id } });
    expect(train(store).groupSize).toBe(5);
    expect(train(store).groupList['1'].map((p: any) => p.postId)).toEqual([5, 1, 2, 3, 4]);
    expect(train(store).groupList['2'].map((p: any) => p.postId)).toEqual([1, 2, 3, 4]);
    expect(train(store).groupId).toBeNull();
  });

  it('takes the number of posts from a custom post list', async () => {
    await loginAs('teacher');
    const training = running();
    training.postList = [5, 1, 2];
    db().groupPosts = db().groupPosts.filter((p) => p.trainingId !== training.id || p.postId <= 3);
    db()
      .groupPosts.filter((p) => p.trainingId === training.id && p.postId === 3)
      .forEach((p) => (p.postId = 5));
    const store = createModelStore([commonModel, trainModel]);
    await store.dispatch({ type: 'train/fetchTraining', payload: { trainId: training.id } });
    expect(train(store).groupSize).toBe(3);
    expect(train(store).groupList['3'].map((p: any) => p.postId)).toEqual([5, 1, 2]);
  });

  it('arranges a group list by the same rules without the server', () => {
    const seat = (postId: number, studentId: string | null, groupId = 'g1') => ({
      id: `${groupId}-${postId}`,
      postId,
      groupId,
      studentId,
    });
    const raw = {
      '1': [seat(1, 'a'), seat(2, 'b'), seat(3, null), seat(4, 'c')],
      '2': [seat(1, 'u9', 'g2'), seat(5, 'e', 'g2')],
    };
    expect(arrangeGroups(raw, undefined, 'u9')).toEqual({
      groupSize: 5,
      groupId: 'g2',
      groupList: { '1': raw['1'], '2': [raw['2'][1], raw['2'][0]] },
    });
    expect(arrangeGroups(raw, [1, 2], undefined)).toMatchObject({
      groupSize: 2,
      groupId: null,
      groupList: { '1': [raw['1'][0], raw['1'][1]] },
    });
  });
});

describe('train model: lists and changes', () => {
  it('gives every team score row a generated key, and loads teams, products and rounds', async () => {
    await loginAs('teacher');
    const store = createModelStore([commonModel, trainModel]);
    const trainId = running().id;
    await store.dispatch({ type: 'train/fetchTeamScores', payload: { trainId } });
    expect(last().url.pathname).toBe('/sworld/training/getTeamScoreList');
    expect(train(store).teamScoreList.map((r: any) => r.key)).toEqual([
      'team-score-0',
      'team-score-1',
      'team-score-2',
      'team-score-3',
    ]);
    await store.dispatch({ type: 'train/fetchTeamList', payload: { trainId } });
    expect(train(store).teamList.map((t: any) => t.groupNum)).toEqual([1, 2, 3, 4]);
    await store.dispatch({ type: 'train/fetchProductList', payload: { trainId } });
    expect(train(store).productList.map((p: any) => p.type)).toEqual([
      'material',
      'material',
      'material',
      'material',
      'product',
      'product',
      'product',
      'product',
    ]);
    await store.dispatch({ type: 'train/fetchTraining', payload: { trainId } });
    await store.dispatch({ type: 'train/fetchRoundList', payload: { trainId } });
    expect(train(store).roundList).toHaveLength(8);
    expect(train(store).duration).toBe(45);
    await store.dispatch({ type: 'train/updateRounds', payload: { trainId, rounds: [{ round: 5, duration: 30 }] } });
    const update = backend.requests.find((r) => r.url.pathname === '/sworld/trainingRound/updateList')!;
    expect(update.method).toBe('POST');
    expect(new URLSearchParams(update.body).get('rounds')).toBe('[{"round":5,"duration":30}]');
    expect(train(store).duration).toBe(30);
    await store.dispatch({ type: 'train/fetchTrainList', payload: { current: 1, size: 10 } });
    expect(train(store).trainList.map((t: any) => t.trainName)).toContain('2026春季沙盘对抗赛');
  });

  it('keeps only the teams and rounds that name the id their actions send', async () => {
    await loginAs('teacher');
    const store = createModelStore([commonModel, trainModel]);
    const trainId = running().id;
    const answer = (data: unknown) => () => HttpResponse.json({ code: 200, msg: '', data });
    backend.server.use(
      http.get(
        '*/sworld/gm/findTeamList',
        answer([
          { teamId: '7', groupId: '70', teamName: 'A' },
          { teamId: '8', teamName: 'no group' },
        ]),
      ),
      http.get('*/sworld/trainingRound/findList', answer([{ round: 1, duration: 40 }, { duration: 50 }])),
    );
    await store.dispatch({ type: 'train/fetchTeamList', payload: { trainId } });
    expect(train(store).teamList.map((t: any) => t.teamName)).toEqual(['A']);
    await store.dispatch({ type: 'train/fetchRoundList', payload: { trainId } });
    expect(train(store).roundList).toEqual([{ round: 1, duration: 40 }]);
  });

  it("changes the state with the version read, and shows the server's refusal of a stale one", async () => {
    await loginAs('teacher');
    const store = createModelStore([commonModel, trainModel]);
    const trainId = running().id;
    await store.dispatch({ type: 'train/fetchTraining', payload: { trainId } });
    const paused = await store.dispatch({ type: 'train/changeState', payload: { trainId, state: 2, version: 1 } });
    expect(paused).toBeTruthy();
    expect(lastPost().body).toBe(`id=${trainId}&state=2&version=1`);
    // The training is read again after the change (the answer may be null).
    expect(`${last().method} ${last().url.pathname}`).toBe('GET /sworld/training/getById');
    expect(train(store)).toMatchObject({ state: 2, version: 2 });
    const stale = await withNotice('实训已被他人更新，请刷新后重试', () =>
      store.dispatch({ type: 'train/changeState', payload: { trainId, state: 1, version: 1 } }),
    );
    expect(stale).toBeUndefined();
    expect(train(store).state).toBe(2);
  });

  it('refuses a round change while the meeting runs, then advances after it ends', async () => {
    await loginAs('teacher');
    const store = createModelStore([commonModel, trainModel]);
    const trainId = running().id;
    await store.dispatch({ type: 'train/fetchTraining', payload: { trainId } });
    expect(
      await withNotice('本回合订货会尚未结束，不能结算', () =>
        store.dispatch({ type: 'train/changeRound', payload: { trainId, round: 6, version: 1 } }),
      ),
    ).toBeUndefined();
    await store.dispatch({ type: 'train/startMeeting', payload: { trainId } });
    expect(train(store).meetingState).toBe(1);
    await store.dispatch({ type: 'train/endMeeting', payload: { trainId } });
    expect(train(store).meetingState).toBe(2);
    const next = await store.dispatch({ type: 'train/changeRound', payload: { trainId, round: 6, version: 1 } });
    expect(next).toBeTruthy();
    expect(lastPost().body).toBe(`id=${trainId}&round=6&version=1`);
    expect(train(store).train).toEqual({ trainId, currRound: 6 });
  });
});
