import type { Answer, Row } from '@/services/contract';
import * as studentService from '@/services/student';
import * as trainingService from '@/services/training';
import { withKeys } from '@/utils/rows';
import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';

/** checkInformation: whether a training can start, and what stops it. */
export type TrainCheck = Answer<'training.checkInformation'>;

/** getDetailList: a group with its members and, once the game runs, its cash and bankruptcy. */
export type DetailRow = Row<Answer<'training.getDetailList'>>;

/** A seat of a group as getDetailList lists its members. */
export type DetailMember = Row<DetailRow['members']>;

/** The students list: a seated student with group and post. */
export type StudentRow = Row<Answer<'student.list'>>;

/** One score column per team (getPlatformConstruction, getPDCA, getCountScore), with the row key. */
export type ScoreRow = Row<Answer<'training.getPDCA'>> & { key: string };

export type ScoreKind = 'platform' | 'pdca' | 'count';

/** getNetWorkList: a team's advertising and sales for one settled round and market, with the row key. */
export type NetWorkRow = Row<Answer<'training.getNetWorkList'>> & { key: string };

/**
 * What the spec names only by call (point 3: "PDCA, count score, post, training record"): the
 * information check, group count, detail list and students of a training; a student's post; the
 * score columns and one team's network marketing rows. (The student's own post is in the train model.)
 */
export interface TrainInfoState {
  check: TrainCheck | null;
  groupNum: number;
  detailList: DetailRow[];
  studentList: StudentRow[];
  scoreLists: Record<ScoreKind, ScoreRow[]>;
  netWorkList: NetWorkRow[];
}

const SCORE_CALLS = {
  platform: trainingService.getPlatformConstruction,
  pdca: trainingService.getPDCA,
  count: trainingService.getCountScore,
} as const;

export const initialTrainInfo = (): TrainInfoState => ({
  check: null,
  groupNum: 0,
  detailList: [],
  studentList: [],
  scoreLists: { platform: [], pdca: [], count: [] },
  netWorkList: [],
});

type Payload = { trainId: string };

const model = {
  namespace: 'trainInfo',
  state: initialTrainInfo(),
  effects: {
    *fetchCheck({ payload }: PayloadAction<Payload>, { call, put }) {
      const check: TrainCheck | undefined = yield call(trainingService.checkInformation, { trainId: payload.trainId });
      if (check) yield put({ type: 'save', payload: { check } });
      return check;
    },
    *fetchGroupNum({ payload }: PayloadAction<Payload>, { call, put }) {
      const groupNum: number | undefined = yield call(trainingService.getTeacherGroupNum, { trainId: payload.trainId });
      if (groupNum !== undefined) yield put({ type: 'save', payload: { groupNum: Number(groupNum) || 0 } });
      return groupNum;
    },
    *fetchDetailList({ payload }: PayloadAction<Payload>, { call, put }) {
      const rows: DetailRow[] | undefined = yield call(trainingService.getDetailList, { trainId: payload.trainId });
      if (rows) yield put({ type: 'save', payload: { detailList: rows } });
      return rows;
    },
    /** The seated students, of one group (`groupNum`) and some posts (`postList`) when given. */
    *fetchStudents({ payload }: PayloadAction<Payload & { groupNum?: number; postList?: number[] }>, { call, put }) {
      const rows: StudentRow[] | undefined = yield call(studentService.list, {
        trainId: payload.trainId,
        groupNum: payload.groupNum,
        postList: payload.postList?.length ? payload.postList : undefined,
      });
      if (rows) yield put({ type: 'save', payload: { studentList: rows } });
      return rows;
    },
    *fetchScores({ payload }: PayloadAction<Payload & { kind: ScoreKind }>, { call, put }) {
      const rows: Omit<ScoreRow, 'key'>[] | undefined = yield call(SCORE_CALLS[payload.kind], {
        trainId: payload.trainId,
      });
      if (rows) yield put({ type: 'saveScores', payload: { kind: payload.kind, rows } });
      return rows;
    },
    /** One team's (`groupId`) advertising and sales per settled round and market, of one round when given. */
    *fetchNetWorkList({ payload }: PayloadAction<Payload & { groupId?: string; round?: number }>, { call, put }) {
      const rows: Omit<NetWorkRow, 'key'>[] | undefined = yield call(trainingService.getNetWorkList, payload);
      if (rows) yield put({ type: 'save', payload: { netWorkList: withKeys(rows, 'network') } });
      return rows;
    },
  },
  reducers: {
    save(state, { payload }: PayloadAction<Partial<TrainInfoState>>) {
      Object.assign(state, payload);
    },
    saveScores(state, { payload }: PayloadAction<{ kind: ScoreKind; rows: Omit<ScoreRow, 'key'>[] }>) {
      state.scoreLists[payload.kind] = withKeys(payload.rows, `score-${payload.kind}`);
    },
    reset: (_state: TrainInfoState, _: PayloadAction<undefined>) => initialTrainInfo(),
  },
} satisfies ModelShape<TrainInfoState>;

registerModels(model);
export default model;
