import type { EffectsCommandMap } from '@umijs/max';
import { INITIAL_CASE_EDIT_STEP } from '@/constants';
import type { SteFamily } from '@/domain/caseEditing';
import { type ImportOutcome, runImport } from '@/features/authoring/importCall';
import * as caseService from '@/services/case';
import type { CaseRecord, CheckResult, Combobox, ImportResult, TimelineEvent, TimeNode } from '@/services/case';
import type { Page } from '@/services/page';
import * as caseModuleService from '@/services/caseModule';
import type { CaseModule } from '@/services/caseModule';
import { STE_SERVICES, type SteRow } from '@/services/ste';
import { getSandboxVersion } from '@/utils/session';
import { type ModelShape, registerModels } from '@/utils/model';

/** Case state (spec point 3): lists, licence url, the case editor's step and modules, timelines. */
export interface CaseState {
  caseList: CaseRecord[];
  total: number;
  templateCaseList: CaseRecord[];
  licenseUrl: string;
  /** the combobox's cases (the combobox call answers cases and url) */
  cases: Combobox['cases'];
  /** case editor: INITIAL_CASE_EDIT_STEP (-1) is the overview before the first step */
  step: number;
  caseModuleList: CaseModule[];
  TimelineList: TimelineEvent[];
  TimeList: TimeNode[];
  /** case editor: the saved rows of each edit-case family */
  steRows: Partial<Record<SteFamily, SteRow[]>>;
}

export const initialCaseState = (): CaseState => ({
  caseList: [],
  total: 0,
  templateCaseList: [],
  licenseUrl: '',
  cases: [],
  step: INITIAL_CASE_EDIT_STEP,
  caseModuleList: [],
  TimelineList: [],
  TimeList: [],
  steRows: {},
});

/** The case import of the stored sandbox version: 2 gz, 3 release, else the default. */
export function importCaseCall(version = getSandboxVersion()) {
  if (version === '2') return caseService.importCaseGz;
  if (version === '3') return caseService.importCaseRelease;
  return caseService.importCase;
}

/** What the module save sends: the list in its new order, as JSON text. */
export function moduleListParam(modules: Pick<CaseModule, 'id' | 'moduleName' | 'enabled' | 'content'>[]): string {
  return JSON.stringify(modules.map(({ id, moduleName, enabled, content }) => ({ id, moduleName, enabled, content })));
}

function* loadTimeline(caseId: string, { all, call, put }: EffectsCommandMap) {
  const [events, rounds]: [TimelineEvent[] | undefined, TimeNode[] | undefined] = yield all([
    call(caseService.timeLine, { caseId }),
    call(caseService.getTimeLineList, { caseId }),
  ]);
  if (!events || !rounds) return false;
  yield put({ type: 'save', payload: { TimelineList: events, TimeList: rounds } });
  return true;
}

type Effects =
  | 'fetchCaseList'
  | 'fetchTemplateCases'
  | 'fetchCombobox'
  | 'saveCase'
  | 'removeCase'
  | 'checkCase'
  | 'importCase'
  | 'fetchCaseModules'
  | 'saveCaseModules'
  | 'fetchSte'
  | 'saveSte'
  | 'fetchTimeline'
  | 'uploadTimeline';

const model = {
  namespace: 'case',
  state: initialCaseState(),
  effects: {
    /** Server-side paging: current/size in, records/total stored. */
    *fetchCaseList({ payload }, { call, put }) {
      const page: Page<CaseRecord> | undefined = yield call(caseService.list, payload);
      if (!page) return undefined;
      yield put({ type: 'save', payload: { caseList: page.records, total: page.total } });
      return page;
    },
    *fetchTemplateCases(_, { call, put }) {
      const list: CaseRecord[] | undefined = yield call(caseService.getBaseTemplate);
      if (list) yield put({ type: 'save', payload: { templateCaseList: list } });
      return list;
    },
    /** The combobox answers the cases and the licence url. */
    *fetchCombobox({ payload }, { call, put }) {
      const box: Combobox | undefined = yield call(caseService.combobox, payload);
      if (box) yield put({ type: 'save', payload: { cases: box.cases, licenseUrl: box.url } });
      return box;
    },
    *saveCase({ payload }, { call }) {
      const saved: CaseRecord | undefined = yield call(caseService.add, payload);
      return saved;
    },
    *removeCase({ payload }, { call }) {
      const done: boolean | undefined = yield call(caseService.remove, payload);
      return done === true;
    },
    *checkCase({ payload }, { call }) {
      const result: CheckResult | undefined = yield call(caseService.check, payload);
      return result;
    },
    /** Imports cases at the path of the stored sandbox version; answers the outcome with per-row errors. */
    *importCase({ payload }, { call }) {
      const send = importCaseCall();
      const outcome: ImportOutcome<ImportResult> = yield call(
        runImport,
        (options: any) => send({ file: payload.file }, options),
        payload.onProgress,
      );
      return outcome;
    },
    *fetchCaseModules({ payload }, { call, put }) {
      const list: CaseModule[] | undefined = yield call(caseModuleService.list, payload);
      if (list) yield put({ type: 'save', payload: { caseModuleList: list } });
      return list;
    },
    /** Saves the whole module list (its order is the new sort); the data goes in the query string. */
    *saveCaseModules({ payload }, { call, put }) {
      const saved: CaseModule[] | undefined = yield call(caseModuleService.save, {
        caseId: payload.caseId,
        caseModuleList: moduleListParam(payload.modules),
      });
      if (saved) yield put({ type: 'save', payload: { caseModuleList: saved } });
      return saved;
    },
    /** payload { family, caseId } */
    *fetchSte({ payload }, { call, put, select }) {
      const family: SteFamily = payload.family;
      const rows: SteRow[] | undefined = yield call(STE_SERVICES[family].list, { caseId: payload.caseId });
      if (!rows) return undefined;
      const current: CaseState['steRows'] = yield select((s: { case: CaseState }) => s.case.steRows);
      yield put({ type: 'save', payload: { steRows: { ...current, [family]: rows } } });
      return rows;
    },
    /** payload { family, caseId, rows }: the family's rows replace the saved ones. */
    *saveSte({ payload }, { call, put, select }) {
      const family: SteFamily = payload.family;
      const saved: SteRow[] | undefined = yield call(STE_SERVICES[family].save, {
        caseId: payload.caseId,
        rows: JSON.stringify(payload.rows),
      });
      if (!saved) return undefined;
      const current: CaseState['steRows'] = yield select((s: { case: CaseState }) => s.case.steRows);
      yield put({ type: 'save', payload: { steRows: { ...current, [family]: saved } } });
      return saved;
    },
    /** TimelineList (the events) and TimeList (the rounds) of a case; payload { caseId }. */
    *fetchTimeline({ payload }, effects) {
      return yield* loadTimeline(payload.caseId, effects);
    },
    /** payload { caseId, file, onProgress? }: replaces the timeline, then reloads it. */
    *uploadTimeline({ payload }, effects) {
      const { call } = effects;
      const outcome: ImportOutcome<ImportResult> = yield call(
        runImport,
        (options: any) => caseService.timeLineUpload({ caseId: payload.caseId, file: payload.file }, options),
        payload.onProgress,
      );
      if (outcome.data) yield* loadTimeline(payload.caseId, effects);
      return outcome;
    },
  },
  reducers: {
    save(state, { payload }) {
      Object.assign(state!, payload);
    },
    setStep(state, { payload }) {
      state!.step = payload;
    },
    /** Leaves the case editor: back to the overview, nothing loaded. */
    resetEditor(state) {
      state!.step = INITIAL_CASE_EDIT_STEP;
      state!.caseModuleList = [];
      state!.steRows = {};
    },
  },
} satisfies ModelShape<CaseState>;

registerModels(model);
export default model;
