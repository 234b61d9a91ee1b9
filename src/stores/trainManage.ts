import type { EffectsCommandMap } from '@umijs/max';
import * as caseService from '@/services/case';
import type { CaseRecord } from '@/services/case';
import * as ruleService from '@/services/rule';
import type { RuleRecord } from '@/services/rule';
import * as trainingService from '@/services/training';
import type { Answer, Params, Row } from '@/services/contract';
import type { Params as AnyParams } from '@/utils/qs';
import type { Written } from '@/services/request';
import { idText } from '@/utils/format';
import { getSandboxVersion } from '@/utils/session';
import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';

/** A training as the management list shows it (the server sends the training id as `id`). */
export type TrainRow = Row<Answer<'training.list'>['records']>;

/** The training record: a training with the rounds settled so far and its number of teams. */
export type TrainRecordRow = Row<Answer<'training.record'>>;

/** What the create/edit form sends; postList empty means the default posts. */
export type TrainSave = Params<'training.save'>;

/** Training management (spec point 3): trainList, caseList, ruleList, modalRuleList, total. */
export interface TrainManageState {
  trainList: TrainRow[];
  caseList: CaseRecord[];
  ruleList: RuleRecord[];
  modalRuleList: RuleRecord[];
  /** the list's total as the page's answer gives it; null when the answer does not say */
  total: number | null;
  recordList: TrainRecordRow[];
}

interface Page<T> {
  records: T[];
  total: number;
}

/** Every option of a picker fits in one page of this size. */
const ALL = { current: 1, size: 500 };

/** The save endpoint of the stored sandbox version: 2 gz, 3 release, else the default. */
export function saveCallOf(version = getSandboxVersion()) {
  if (version === '2') return trainingService.saveGz;
  if (version === '3') return trainingService.saveRelease;
  return trainingService.save;
}

/**
 * Reads a changed training again: a write's answer may be null, and its version moved on. When the
 * read fails, what was sent stands in for it.
 */
function* reread(id: string, sent: Partial<TrainRow>, { call, put }: Pick<EffectsCommandMap, 'call' | 'put'>) {
  const fresh: Partial<TrainRow> | undefined = yield call(
    trainingService.getById,
    { trainId: id },
    { hideError: true },
  );
  const known = Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined));
  yield put({ type: 'mergeRow', payload: { ...known, ...(fresh ?? {}), id } });
}

const model = {
  namespace: 'trainManage',
  state: { trainList: [], caseList: [], ruleList: [], modalRuleList: [], total: 0, recordList: [] } as TrainManageState,
  effects: {
    /** A page of the teacher's trainings; resolves the page or undefined. */
    *fetchList({ payload }: { payload?: AnyParams & { current: number; size: number } }, { call, put }) {
      const page: Answer<'training.list'> | undefined = yield call(trainingService.list, payload);
      if (page) yield put({ type: 'saveList', payload: page });
      return page;
    },
    *fetchCases(_: PayloadAction<undefined>, { call, put }) {
      const page: Page<CaseRecord> | undefined = yield call(caseService.list, ALL);
      if (page) yield put({ type: 'saveCases', payload: page.records });
      return page?.records;
    },
    *fetchRules(_: PayloadAction<undefined>, { call, put }) {
      const page: Page<RuleRecord> | undefined = yield call(ruleService.listForCaseAndTemplate, ALL);
      if (page) yield put({ type: 'saveRules', payload: page.records });
      return page?.records;
    },
    /** The rules of the case chosen in the form. */
    *fetchModalRules({ payload }: PayloadAction<{ caseId: string }>, { call, put }) {
      const page: Page<RuleRecord> | undefined = yield call(ruleService.listForCaseAndTemplate, {
        ...ALL,
        caseId: payload.caseId,
      });
      yield put({ type: 'saveModalRules', payload: page?.records ?? [] });
      return page?.records;
    },
    /**
     * Creates or updates through the save path of the stored sandbox version; resolves the write's
     * result. A created training is shown by the list's next load; an updated one is read again.
     */
    *save({ payload }: PayloadAction<TrainSave>, { call, put }) {
      const saved: Written | undefined = yield call(saveCallOf(), payload);
      if (saved && payload.id) yield* reread(String(payload.id), payload as Partial<TrainRow>, { call, put });
      return saved;
    },
    /** Changes the state (the server refuses moves it does not allow, and says why). */
    *changeState({ payload }: PayloadAction<{ id: string; state: number; version: number | null }>, { call, put }) {
      const saved: Written | undefined = yield call(trainingService.changeState, payload);
      if (saved) yield* reread(payload.id, { state: payload.state }, { call, put });
      return saved;
    },
    /** Opens (1) or closes (0) the training to its students; resolves the write's result. */
    *setOpen({ payload }: PayloadAction<{ trainId: string; isOpen: 0 | 1 }>, { call, put }) {
      const saved: Written | undefined = yield call(trainingService.isOpen, payload);
      if (saved) yield* reread(payload.trainId, { isOpen: payload.isOpen }, { call, put });
      return saved;
    },
    /** The teacher's training record: every training with its progress. */
    *fetchRecord(_: PayloadAction<undefined>, { call, put }) {
      const rows: TrainRecordRow[] | undefined = yield call(trainingService.record);
      if (rows) yield put({ type: 'saveRecord', payload: rows });
      return rows;
    },
  },
  reducers: {
    saveList(state, { payload }: PayloadAction<Answer<'training.list'>>) {
      const records = payload.records ?? [];
      state.trainList = records;
      state.total = payload.total ?? null;
    },
    saveCases(state, { payload }: PayloadAction<CaseRecord[]>) {
      state.caseList = payload;
    },
    saveRules(state, { payload }: PayloadAction<RuleRecord[]>) {
      state.ruleList = payload;
    },
    saveModalRules(state, { payload }: PayloadAction<RuleRecord[]>) {
      state.modalRuleList = payload;
    },
    /** Merges a changed training into its listed row. */
    mergeRow(state, { payload }: PayloadAction<Partial<TrainRow> & { id: string }>) {
      state.trainList = state.trainList.map((row) => (idText(row.id) === payload.id ? { ...row, ...payload } : row));
    },
    saveRecord(state, { payload }: PayloadAction<TrainRecordRow[]>) {
      state.recordList = payload;
    },
  },
} satisfies ModelShape<TrainManageState>;

registerModels(model);
export default model;
