import type { EffectsCommandMap } from '@umijs/max';
import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';
import { type CommonState, signedIn } from '@/models/common';
import {
  DEFAULT_GROUP_SIZE,
  DEFAULT_IS_OPEN,
  DEFAULT_POSTS_PER_GROUP,
  DEFAULT_ROUND_NUMBER,
  ORDER_MEETING_SAND_TABLES,
  POSTS_WITH_POST_FIVE,
  POLL_TIMEOUT_MS,
  POST_FIVE_ID,
} from '@/constants';
import { TRAINING_STATE } from '@/domain/codes';
import type { Answer, Id } from '@/services/contract';
import * as caseService from '@/services/case';
import * as gmService from '@/services/gm';
import * as meetingService from '@/services/orderMeeting';
import * as roundService from '@/services/round';
import * as studentService from '@/services/student';
import { ErrorLevel, type Written } from '@/services/request';
import * as trainingService from '@/services/training';
import { withKeys } from '@/utils/rows';
import { enterTraining } from '@/utils/session';
import type {
  GroupList,
  MyPost,
  PictureRow,
  ProductRow,
  RoundRow,
  TeamRow,
  TeamScoreRow,
  TrainingRecord,
  TrainState,
} from './trainTypes';

export const initialTrainState = (): TrainState => ({
  caseId: '',
  caseName: '',
  currRound: 0,
  duration: 0,
  ruleId: '',
  ruleName: '',
  trainName: '',
  ruleType: 0,
  state: 0,
  groupNum: 0,
  caseCode: '',
  trainId: '',
  groupId: null,
  roundNumber: DEFAULT_ROUND_NUMBER,
  modules: '',
  isOpen: DEFAULT_IS_OPEN,
  sandTableId: '',
  selectVersion: 0,
  version: null,
  groupList: {},
  trainList: [],
  roundList: [],
  productList: [],
  teamList: [],
  teamScoreList: [],
  pictureList: [],
  groupSize: DEFAULT_GROUP_SIZE,
  train: { trainId: '', currRound: 0 },
  meetingId: null,
  meetingDuration: 0,
  meetingState: 0,
  myPost: null,
});

/**
 * The group-list rules of spec point 3: 4 posts per group by default; 5 when any student record
 * holds post 5, which is then placed first in its group; a custom post list's length sets the
 * number of posts. Also finds the logged-in student's group.
 */
export function arrangeGroups(raw: GroupList, postList: number[] | undefined, userId: string | undefined) {
  // Only the groups' lists: a field the backend adds (or a null group) is not a group.
  const groups = Object.entries(raw && typeof raw === 'object' ? raw : {}).filter(([, posts]) => Array.isArray(posts));
  const rows = groups.flatMap(([, posts]) => posts).filter((p) => p && typeof p === 'object');
  const hasPostFive = rows.some((p) => Number(p.postId) === POST_FIVE_ID);
  const groupSize = postList?.length ? postList.length : hasPostFive ? POSTS_WITH_POST_FIVE : DEFAULT_POSTS_PER_GROUP;
  const groupList: GroupList = {};
  for (const [groupNum, posts] of groups) {
    const ordered = posts
      .filter((p) => p && typeof p === 'object')
      .sort((a, b) => (Number(a.postId) === POST_FIVE_ID ? -1 : Number(b.postId) === POST_FIVE_ID ? 1 : 0));
    groupList[groupNum] = ordered.slice(0, groupSize);
  }
  const mine = userId ? rows.find((p) => p.studentId != null && String(p.studentId) === String(userId)) : undefined;
  return { groupList, groupSize, groupId: mine ? mine.groupId : null };
}

/** The teams that name their group: a row without it cannot be acted on, so the list leaves it out. */
const teamsNamed = (rows: Answer<'gm.findTeamList'>) => rows.filter((r): r is TeamRow => r.groupId !== undefined);

/** Whether a training in this state and sand table has an order meeting to load (spec point 4). */
export function loadsMeeting(state: number, sandTableId: Id): boolean {
  return (
    state === TRAINING_STATE.running && (ORDER_MEETING_SAND_TABLES as readonly string[]).includes(String(sandTableId))
  );
}

type Payload = { trainId: string };

/** What the live poll follows of a training. */
export type TrainingChange = { state: number; currRound: number; version?: number | null };

/** The change counter as the state keeps it: null when the backend sent none. */
export const versionOf = (version: unknown): number | null =>
  version == null || version === '' ? null : Number(version);

/** Reads a changed training again (a write's answer may be null, and its version moved on). */
function* rereadTraining(trainId: string, { call, put }: Pick<EffectsCommandMap, 'call' | 'put'>) {
  const data: TrainingRecord | undefined = yield call(trainingService.getById, { trainId }, { hideError: true });
  if (data) yield put({ type: 'saveTraining', payload: data });
}

const model = {
  namespace: 'train',
  state: initialTrainState(),
  effects: {
    /**
     * Loads the training (getById), its group list and the case's pictures; when it runs on a
     * sand table with order meetings, also the current round's meeting. Resolves the record or undefined.
     */
    *fetchTraining({ payload }: PayloadAction<Payload>, { call, put }) {
      const data: TrainingRecord | undefined = yield call(trainingService.getById, { trainId: payload.trainId });
      if (!data) return undefined;
      // The training's own answer names its sand table: the calls that follow go to its variant.
      enterTraining({ trainId: String(data.id), sandTableId: data.sandTableId });
      yield put({ type: 'saveTraining', payload: data });
      yield (put as any).resolve({
        type: 'fetchGroupList',
        payload: { trainId: String(data.id), postList: data.postList },
      });
      if (data.caseCode) yield (put as any).resolve({ type: 'fetchPictures', payload: { caseCode: data.caseCode } });
      if (loadsMeeting(Number(data.state), data.sandTableId))
        yield (put as any).resolve({
          type: 'fetchMeeting',
          payload: { trainId: String(data.id), round: data.currRound },
        });
      return data;
    },
    *fetchGroupList({ payload }: PayloadAction<Payload & { postList?: number[] }>, { call, put, select }) {
      const raw: GroupList | undefined = yield call(studentService.relList, { trainId: payload.trainId });
      if (!raw) return undefined;
      const me: CommonState['userInfo'] = yield select(signedIn);
      const arranged = arrangeGroups(raw, payload.postList, me.userId);
      yield put({ type: 'saveGroups', payload: arranged });
      return arranged;
    },
    *fetchTrainList({ payload }: { payload?: Record<string, unknown> }, { call, put }) {
      const page: { records: TrainingRecord[] } | undefined = yield call(trainingService.list, payload);
      if (page) yield put({ type: 'saveList', payload: { trainList: page.records } });
      return page;
    },
    /** Rounds with their planned minutes; `duration` becomes the current round's. */
    *fetchRoundList({ payload }: PayloadAction<Payload>, { call, put }) {
      const answer: Answer<'round.findList'> | undefined = yield call(roundService.findList, {
        trainId: payload.trainId,
      });
      // A row without its round number says nothing of any round.
      const rows = answer?.filter((r): r is RoundRow => typeof r.round === 'number');
      if (rows) yield put({ type: 'saveRounds', payload: rows });
      return rows;
    },
    *fetchProductList({ payload }: PayloadAction<Payload>, { call, put }) {
      const rows: ProductRow[] | undefined = yield call(gmService.findProductAndMaterial, { trainId: payload.trainId });
      if (rows) yield put({ type: 'saveList', payload: { productList: rows } });
      return rows;
    },
    *fetchTeamList({ payload }: PayloadAction<Payload>, { call, put }) {
      const answer: Answer<'gm.findTeamList'> | undefined = yield call(gmService.findTeamList, {
        trainId: payload.trainId,
      });
      const rows = answer && teamsNamed(answer);
      if (rows) yield put({ type: 'saveList', payload: { teamList: rows } });
      return rows;
    },
    *fetchTeamScores({ payload }: PayloadAction<Payload>, { call, put }) {
      const rows: Omit<TeamScoreRow, 'key'>[] | undefined = yield call(trainingService.getTeamScoreList, {
        trainId: payload.trainId,
      });
      if (rows) yield put({ type: 'saveList', payload: { teamScoreList: withKeys(rows, 'team-score') } });
      return rows;
    },
    *fetchPictures({ payload }: PayloadAction<{ caseCode: string }>, { call, put }) {
      const rows: PictureRow[] | undefined = yield call(
        caseService.pictureList,
        { caseCode: payload.caseCode },
        { hideError: true },
      );
      yield put({ type: 'saveList', payload: { pictureList: rows ?? [] } });
      return rows;
    },
    /**
     * The same capital injection into several companies (company/inject); the team list is read
     * again after it (the answer may carry no list). Resolves the write's result.
     */
    *injectCompanies({ payload }: PayloadAction<Payload & { groupIds: Id[]; amount: number }>, { call, put }) {
      const written: Written | undefined = yield call(gmService.companyInject, payload);
      if (written) yield (put as any).resolve({ type: 'fetchTeamList', payload: { trainId: payload.trainId } });
      return written;
    },
    /** The student's own post (getPostId): resolves it, null when not seated, undefined when the call failed. */
    *fetchPostId({ payload }: PayloadAction<Payload>, { call, put }) {
      const post: MyPost | null | undefined = yield call(studentService.getPostId, { trainId: payload.trainId });
      if (post !== undefined) yield put({ type: 'saveList', payload: { myPost: post } });
      return post;
    },
    /** The order meeting of a round: meetingId, meetingDuration (0 when absent), meetingState. */
    *fetchMeeting({ payload }: PayloadAction<Payload & { round?: number }>, { call, put }) {
      const data: Answer<'orderMeeting.get'> | undefined = yield call(meetingService.get, {
        trainId: payload.trainId,
        round: payload.round,
      });
      if (data) yield put({ type: 'saveMeeting', payload: data });
      return data;
    },
    /** The live poll's read of the training (getById): silent, and saved by the caller only when it changed. */
    *pollTraining({ payload }: PayloadAction<Payload>, { call }) {
      const data: TrainingRecord | undefined = yield call(
        trainingService.getById,
        { trainId: payload.trainId },
        { errorLevel: ErrorLevel.SILENT, timeout: POLL_TIMEOUT_MS },
      );
      return data;
    },
    /** The live poll's read of a round's order meeting: silent, and saved by the caller only when it changed. */
    *pollMeeting({ payload }: PayloadAction<Payload & { round: number }>, { call }) {
      const data: Answer<'orderMeeting.get'> | undefined = yield call(
        meetingService.get,
        { trainId: payload.trainId, round: payload.round },
        { errorLevel: ErrorLevel.SILENT, timeout: POLL_TIMEOUT_MS },
      );
      return data;
    },
    /**
     * Changes the training state with the version read, then reads the training again (the answer may
     * be null); resolves the write's result, undefined when refused (the refusal is shown).
     */
    *changeState({ payload }: PayloadAction<Payload & { state: number; version: number | null }>, { call, put }) {
      const written: Written | undefined = yield call(trainingService.changeState, {
        id: payload.trainId,
        state: payload.state,
        version: payload.version,
      });
      if (written) yield* rereadTraining(payload.trainId, { call, put });
      return written;
    },
    *changeRound({ payload }: PayloadAction<Payload & { round: number; version: number | null }>, { call, put }) {
      const written: Written | undefined = yield call(trainingService.changeRound, {
        id: payload.trainId,
        round: payload.round,
        version: payload.version,
      });
      if (written) yield* rereadTraining(payload.trainId, { call, put });
      return written;
    },
    /** Round durations: rounds = [{ round, duration }] (minutes). */
    *updateRounds(
      { payload }: PayloadAction<Payload & { rounds: { round: number; duration: number }[] }>,
      { call, put },
    ) {
      const written: Written | undefined = yield call(roundService.updateList, {
        trainId: payload.trainId,
        rounds: JSON.stringify(payload.rounds),
      });
      if (written) yield (put as any).resolve({ type: 'fetchRoundList', payload: { trainId: payload.trainId } });
      return written;
    },
    *startMeeting({ payload }: PayloadAction<Payload & { duration?: number }>, { call, put }) {
      // The spec names this answer: the meeting's id (in the result's data).
      const started: Written<Answer<'orderMeeting.start'>> | undefined = yield call(meetingService.start, {
        trainId: payload.trainId,
        duration: payload.duration,
      });
      if (started) yield (put as any).resolve({ type: 'fetchMeeting', payload: { trainId: payload.trainId } });
      return started;
    },
    *endMeeting({ payload }: PayloadAction<Payload & { version?: number | null }>, { call, put }) {
      const ended: Written | undefined = yield call(meetingService.end, {
        trainId: payload.trainId,
        version: payload.version,
      });
      // Success may carry no data (the spec names no answer): the meeting is read either way.
      if (ended) yield (put as any).resolve({ type: 'fetchMeeting', payload: { trainId: payload.trainId } });
      return ended;
    },
  },
  reducers: {
    saveTraining(state, { payload }: PayloadAction<TrainingRecord>) {
      Object.assign(state, {
        caseId: payload.caseId,
        caseName: payload.caseName,
        currRound: Number(payload.currRound) || 0,
        ruleId: payload.ruleId,
        ruleName: payload.ruleName,
        trainName: payload.trainName,
        ruleType: payload.ruleType,
        state: Number(payload.state) || 0,
        groupNum: Number(payload.groupNum) || 0,
        caseCode: payload.caseCode,
        trainId: String(payload.id),
        roundNumber: Number(payload.roundNumber) || DEFAULT_ROUND_NUMBER,
        modules: payload.modules ?? '',
        isOpen: payload.isOpen ?? DEFAULT_IS_OPEN,
        sandTableId: String(payload.sandTableId ?? ''),
        selectVersion: payload.selectVersion,
        version: versionOf(payload.version),
      });
      if (payload.groupId) state.groupId = String(payload.groupId);
      state.train = { trainId: String(payload.id), currRound: Number(payload.currRound) || 0 };
      const current = state.roundList.find((r) => r.round === state.currRound);
      if (current) state.duration = Number(current.duration) || 0;
    },
    /** What the live poll already tells (state, round, version), shown before the full record arrives. */
    saveLive(state, { payload }: PayloadAction<TrainingChange>) {
      state.state = Number(payload.state) || 0;
      state.currRound = Number(payload.currRound) || 0;
      state.version = versionOf(payload.version);
      state.train = { trainId: state.trainId, currRound: state.currRound };
    },
    saveGroups(state, { payload }: PayloadAction<ReturnType<typeof arrangeGroups>>) {
      state.groupList = payload.groupList;
      state.groupSize = payload.groupSize;
      if (payload.groupId) state.groupId = String(payload.groupId);
    },
    saveList(state, { payload }: PayloadAction<Partial<TrainState>>) {
      Object.assign(state, payload);
    },
    saveRounds(state, { payload }: PayloadAction<RoundRow[]>) {
      state.roundList = payload;
      const current = payload.find((r) => r.round === state.currRound);
      state.duration = Number(current?.duration) || 0;
    },
    saveMeeting(state, { payload }: PayloadAction<{ id?: Id | null; duration?: number; state?: number }>) {
      state.meetingId = payload.id ?? null;
      state.meetingDuration = Number(payload.duration) || 0;
      state.meetingState = Number(payload.state) || 0;
    },
    reset(_state, _: PayloadAction<undefined>) {
      return initialTrainState();
    },
  },
} satisfies ModelShape<TrainState>;

registerModels(model);
export default model;
