import type { EffectsCommandMap } from '@umijs/max';
import { INITIAL_CASE_EDIT_STEP } from '@/constants';
import type { SteFamily } from '@/domain/caseEditing';
import { type ImportOutcome, runImport } from '@/services/importCall';
import * as caseService from '@/services/case';
import type {
  CaseListParams,
  CaseRecord,
  CaseSaveParams,
  CheckResult,
  Combobox,
  ImportResult,
  TimelineEvent,
  TimeNode,
} from '@/services/case';
import type { Answer, Params } from '@/services/contract';
import type { Written } from '@/services/request';
import * as caseModuleService from '@/services/caseModule';
import type { CaseModule } from '@/services/caseModule';
import { STE_SERVICES, type SteRow } from '@/services/ste';
import { getSandboxVersion } from '@/utils/session';
import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';

/** Case state (spec point 3): lists, licence url, the case editor's step and modules, timelines. */
export interface CaseState {
  caseList: CaseRecord[];
  /** Absent when the list's answer gave none. */
  total: number | undefined;
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

/** A file to import and, to show its upload, a progress callback. */
export interface ImportFile {
  file: File;
  onProgress?: (percent: number) => void;
}

function* loadTimeline(caseId: string, { all, call, put }: EffectsCommandMap) {
  const [events, rounds]: [Answer<'case.timeLine'> | undefined, Answer<'case.getTimeLineList'> | undefined] = yield all(
    [call(caseService.timeLine, { caseId }), call(caseService.getTimeLineList, { caseId })],
  );
  if (!events || !rounds) return false;
  yield put({ type: 'save', payload: { TimelineList: events, TimeList: rounds } });
  return true;
}

const model = {
  namespace: 'case',
  state: initialCaseState(),
  effects: {
    /** Server-side paging: current/size in, records/total stored. */
    *fetchCaseList({ payload }: { payload?: CaseListParams }, { call, put }) {
      const page: Answer<'case.list'> | undefined = yield call(caseService.list, payload);
      if (!page) return undefined;
      yield put({ type: 'save', payload: { caseList: page.records ?? [], total: page.total } });
      return page;
    },
    *fetchTemplateCases(_: PayloadAction<undefined>, { call, put }) {
      const list: Answer<'case.getBaseTemplate'> | undefined = yield call(caseService.getBaseTemplate);
      if (list) yield put({ type: 'save', payload: { templateCaseList: list } });
      return list;
    },
    /** The combobox answers the cases and the licence url. */
    *fetchCombobox({ payload }: { payload?: Params<'case.combobox'> }, { call, put }) {
      const box: Combobox | undefined = yield call(caseService.combobox, payload);
      if (box) yield put({ type: 'save', payload: { cases: box.cases, licenseUrl: box.url } });
      return box;
    },
    /** Creates or updates a case; resolves the write's result (its data may be null). */
    *saveCase({ payload }: PayloadAction<CaseSaveParams>, { call }) {
      const saved: Written<Answer<'case.add'>> | undefined = yield call(caseService.add, payload);
      return saved;
    },
    *removeCase({ payload }: PayloadAction<Params<'case.remove'>>, { call }) {
      const done: Written | undefined = yield call(caseService.remove, payload);
      return !!done;
    },
    *checkCase({ payload }: PayloadAction<Params<'case.check'>>, { call }) {
      const result: CheckResult | undefined = yield call(caseService.check, payload);
      return result;
    },
    /**
     * Imports cases at the path of a sandbox version (the stored one unless given); answers the
     * outcome with per-row errors.
     */
    *importCase({ payload }: PayloadAction<ImportFile & { version?: string }>, { call }) {
      const send = importCaseCall(payload.version);
      const outcome: ImportOutcome<ImportResult> = yield call(
        runImport,
        (options: any) => send({ file: payload.file }, options),
        payload.onProgress,
      );
      return outcome;
    },
    *fetchCaseModules({ payload }: PayloadAction<Params<'caseModule.list'>>, { call, put }) {
      const list: Answer<'caseModule.list'> | undefined = yield call(caseModuleService.list, payload);
      if (list) yield put({ type: 'save', payload: { caseModuleList: list } });
      return list;
    },
    /**
     * Saves the whole module list (its order is the new sort); the data goes in the query string.
     * Resolves the list read again after it (the answer may carry none), or undefined when refused.
     */
    *saveCaseModules({ payload }: PayloadAction<{ caseId: string; modules: CaseModule[] }>, { call, put }) {
      const saved: Written | undefined = yield call(caseModuleService.save, {
        caseId: payload.caseId,
        caseModuleList: moduleListParam(payload.modules),
      });
      if (!saved) return undefined;
      const list: CaseModule[] | undefined = yield (put as any).resolve({
        type: 'fetchCaseModules',
        payload: { caseId: payload.caseId },
      });
      // The save stood even when the read after it failed: what was sent stands in.
      return list ?? payload.modules;
    },
    *fetchSte({ payload }: PayloadAction<{ family: SteFamily; caseId: string }>, { call, put, select }) {
      const family: SteFamily = payload.family;
      const rows: SteRow[] | undefined = yield call(STE_SERVICES[family].list, { caseId: payload.caseId });
      if (!rows) return undefined;
      const current: CaseState['steRows'] = yield select((s: { case: CaseState }) => s.case.steRows);
      yield put({ type: 'save', payload: { steRows: { ...current, [family]: rows } } });
      return rows;
    },
    /** The family's rows replace the saved ones, read again after the save (its answer may carry none). */
    *saveSte({ payload }: PayloadAction<{ family: SteFamily; caseId: string; rows: SteRow[] }>, { call, put }) {
      const family: SteFamily = payload.family;
      const saved: Written | undefined = yield call(STE_SERVICES[family].save, {
        caseId: payload.caseId,
        rows: JSON.stringify(payload.rows),
      });
      if (!saved) return undefined;
      const rows: SteRow[] | undefined = yield (put as any).resolve({
        type: 'fetchSte',
        payload: { family, caseId: payload.caseId },
      });
      // The save stood even when the read after it failed: what was sent stands in.
      return rows ?? payload.rows;
    },
    /** TimelineList (the events) and TimeList (the rounds) of a case. */
    *fetchTimeline({ payload }: PayloadAction<{ caseId: string }>, effects) {
      return yield* loadTimeline(payload.caseId, effects);
    },
    /** Replaces the timeline, then reloads it. */
    *uploadTimeline({ payload }: PayloadAction<ImportFile & { caseId: string }>, effects) {
      const { call } = effects;
      const outcome: ImportOutcome<ImportResult> = yield call(
        runImport,
        (options: any) => caseService.timeLineUpload({ caseId: payload.caseId, file: payload.file }, options),
        payload.onProgress,
      );
      if (outcome.ok) yield* loadTimeline(payload.caseId, effects);
      return outcome;
    },
  },
  reducers: {
    save(state, { payload }: PayloadAction<Partial<CaseState>>) {
      Object.assign(state!, payload);
    },
    setStep(state, { payload }: PayloadAction<number>) {
      state!.step = payload;
    },
    /** Leaves the case editor: back to the overview, nothing loaded. */
    resetEditor(state, _: PayloadAction<undefined>) {
      state!.step = INITIAL_CASE_EDIT_STEP;
      state!.caseModuleList = [];
      state!.steRows = {};
    },
  },
} satisfies ModelShape<CaseState>;

registerModels(model);
export default model;
