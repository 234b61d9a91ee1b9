import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';
import { type ImportOutcome, runImport } from '@/services/importCall';
import type { ImportFile } from './case';
import type { Answer, Params } from '@/services/contract';
import * as caseService from '@/services/case';
import * as estimateService from '@/services/estimate';
import * as ruleService from '@/services/rule';
import {
  RULE_TYPE,
  type RuleCheck,
  type RuleDetail,
  type RuleDetailRow,
  type RuleListParams,
  type RuleRecord,
  type SmartRule,
  type TemplateCaseOption,
} from '@/services/rule';
import { idText } from '@/utils/format';
import { type DownloadedFile, saveFile, type Written } from '@/services/request';

/** A value changed in the rule table and not saved yet. */
export interface RuleChange {
  code: string;
  value: number | string;
}

/** Rule state (spec point 3). */
export interface RuleState {
  /** the rule list of the rule screens (one page) */
  ruleList: RuleRecord[];
  templateCaseList: TemplateCaseOption[];
  /** Absent when the list's answer gave none. */
  total: number | undefined;
  /** the detail rows of the open rule */
  ruleTableList: RuleDetailRow[];
  /** the preset rules of the standard (base) cases */
  baseRuleList: RuleRecord[];
  /** the rules of one case, for pickers in dialogs */
  modalRuleList: RuleRecord[];
  /** the values being maintained in the rule table: changed, not yet saved */
  ruleMaintenanceList: RuleChange[];
  /** the open rule (without its rows) */
  currentRule: Omit<RuleDetail, 'rows'> | null;
}

export const initialRuleState = (): RuleState => ({
  ruleList: [],
  templateCaseList: [],
  total: 0,
  ruleTableList: [],
  baseRuleList: [],
  modalRuleList: [],
  ruleMaintenanceList: [],
  currentRule: null,
});

/** A rule list query; `source: 'estimate'` lists through the estimate service. */
export type RuleListQuery = RuleListParams & { source?: 'estimate' };

/** A new rule: a custom one, or a preset when `preset`; `rows` are the values changed from the base rule. */
export interface NewRule {
  ruleName: string;
  caseId: string;
  baseRuleId?: string;
  preset?: boolean;
  rows?: RuleChange[];
}

/** What a smart rule is generated from. */
export type SmartRuleParams = Params<'rule.intelligenceData'>;

/** A rule file to import into a case. */
export interface RuleImport extends ImportFile {
  caseId: string;
  ruleName?: string;
  ruleType?: number;
  baseRuleId?: string;
}

/**
 * Where a rule of each type is saved and deleted. A rule whose answer gave no type (or no id) has
 * neither: saving or deleting it at a guessed endpoint could change another rule.
 */
const SAVE_CALL = {
  [RULE_TYPE.preset]: ruleService.savePreset,
  [RULE_TYPE.custom]: ruleService.customSave,
  [RULE_TYPE.template]: ruleService.updateTemplateRule,
} as Record<number, typeof ruleService.customSave | undefined>;
const DELETE_CALL = {
  [RULE_TYPE.preset]: ruleService.remove,
  [RULE_TYPE.custom]: ruleService.customDelete,
  [RULE_TYPE.template]: ruleService.deleteTemplateRule,
} as Record<number, typeof ruleService.remove | undefined>;

/** The save call of a rule's type, if the answer gave a type this app knows. */
export const saveCallOf = (ruleType: number | undefined) => (ruleType === undefined ? undefined : SAVE_CALL[ruleType]);
/** The delete call of a rule's type, if the answer gave a type this app knows. */
export const deleteCallOf = (ruleType: number | undefined) =>
  ruleType === undefined ? undefined : DELETE_CALL[ruleType];

/**
 * A created rule as far as it is known: what was sent, with the answer's row over it where the answer
 * is one (a Java backend may answer null, and then the rule has no id to open).
 */
function sentOver<T extends object>(written: Written<T>, sent: Partial<T>): Partial<T> {
  const row = written.data && typeof written.data === 'object' ? written.data : {};
  return { ...sent, ...row };
}

const model = {
  namespace: 'rule',
  state: initialRuleState(),
  effects: {
    /** One page of rules (and the template cases); `source: 'estimate'` lists through the estimate service. */
    *fetchRuleList({ payload }: { payload?: RuleListQuery }, { call, put }) {
      const { source, ...params } = payload ?? {};
      const list = source === 'estimate' ? estimateService.ruleList : ruleService.listForCaseAndTemplate;
      const page: Answer<'rule.listForCaseAndTemplate'> | undefined = yield call(list, params);
      if (!page) return undefined;
      const update: Partial<RuleState> = { ruleList: page.records ?? [], total: page.total };
      if (page.templateCaseList) update.templateCaseList = page.templateCaseList;
      yield put({ type: 'save', payload: update });
      return page;
    },
    /** Opens a rule: its rows replace the table, pending changes are dropped. */
    *fetchRuleDetail({ payload }: PayloadAction<Params<'rule.detailList'>>, { call, put }) {
      const detail: RuleDetail | undefined = yield call(ruleService.detailList, payload);
      if (!detail) return undefined;
      const { rows, ...rule } = detail;
      yield put({ type: 'save', payload: { ruleTableList: rows ?? [], currentRule: rule, ruleMaintenanceList: [] } });
      return detail;
    },
    *checkRule({ payload }: PayloadAction<Params<'rule.detailCheck'>>, { call }) {
      const result: RuleCheck | undefined = yield call(ruleService.detailCheck, payload);
      return result;
    },
    /** Saves the maintained values of the open rule where its type is saved (preset, custom, template). */
    *saveRule({ payload }: { payload?: { ruleName?: string } }, { call, put, select }) {
      const { currentRule, ruleMaintenanceList }: RuleState = yield select((s: { rule: RuleState }) => s.rule);
      const ruleId = idText(currentRule?.id);
      const save = saveCallOf(currentRule?.ruleType);
      if (!ruleId || !save) return undefined;
      const params = {
        ruleId,
        ruleName: payload?.ruleName,
        rows: ruleMaintenanceList.length ? JSON.stringify(ruleMaintenanceList) : undefined,
      };
      const saved: Written<RuleDetail> | undefined = yield call(save, params);
      if (!saved) return undefined;
      // The answer may be null: the rule is read again. When that read fails, the saved values stand.
      const detail: RuleDetail | undefined = yield (put as any).resolve({
        type: 'fetchRuleDetail',
        payload: { ruleId },
      });
      if (!detail) yield put({ type: 'save', payload: { ruleMaintenanceList: [] } });
      return saved;
    },
    /** A new custom rule (or a preset when `preset`), from a base rule plus changed rows. */
    *createRule({ payload }: PayloadAction<NewRule>, { call }) {
      const { preset, rows, ...rest } = payload;
      const params = { ...rest, rows: rows?.length ? JSON.stringify(rows) : undefined };
      const created: Written<RuleDetail> | undefined = yield call(
        preset ? ruleService.savePreset : ruleService.customSave,
        params,
      );
      return created && sentOver(created, { ruleName: payload.ruleName });
    },
    /** Copies a rule; resolves the copy as far as it is known (its name, and its id where the answer gives it). */
    *copyRule({ payload }: PayloadAction<Params<'rule.copy'>>, { call }) {
      const copy: Written<Answer<'rule.copy'>> | undefined = yield call(ruleService.copy, payload);
      return copy && sentOver(copy, { ruleName: payload.ruleName });
    },
    *deleteRule({ payload }: PayloadAction<{ rule: Pick<RuleRecord, 'id' | 'ruleType'> }>, { call }) {
      const ruleId = idText(payload.rule.id);
      const remove = deleteCallOf(payload.rule.ruleType);
      if (!ruleId || !remove) return false;
      const done: Written | undefined = yield call(remove, { ruleId });
      return !!done;
    },
    /** Downloads the rule's .xlsx and offers it to the user. */
    *exportRule({ payload }: PayloadAction<Params<'rule.exportRule'>>, { call }) {
      const file: DownloadedFile | undefined = yield call(ruleService.exportRule, payload);
      if (!file) return false;
      saveFile(file);
      return true;
    },
    *importRule({ payload }: PayloadAction<RuleImport>, { call }) {
      const { onProgress, ...params } = payload;
      const outcome: ImportOutcome<Answer<'rule.importRule'>> = yield call(
        runImport,
        (options: any) => ruleService.importRule(params, options),
        onProgress,
      );
      return outcome;
    },
    *importDealerOrder({ payload }: PayloadAction<ImportFile & { ruleId: string }>, { call, put, select }) {
      const outcome: ImportOutcome<Answer<'rule.importDealerOrder'>> = yield call(
        runImport,
        (options: any) => ruleService.importDealerOrder({ ruleId: payload.ruleId, file: payload.file }, options),
        payload.onProgress,
      );
      if (!outcome.ok) return outcome;
      let orders = outcome.data?.dealerOrders;
      // An import accepted without its orders (`data: null`): the rule's detail has them, and only they are taken.
      if (!orders) {
        const detail: RuleDetail | undefined = yield call(ruleService.detailList, { ruleId: payload.ruleId });
        orders = detail?.dealerOrders;
      }
      const current: RuleState['currentRule'] = yield select((s: { rule: RuleState }) => s.rule.currentRule);
      if (orders && current && idText(current.id) === idText(payload.ruleId)) {
        yield put({
          type: 'save',
          payload: { currentRule: { ...current, dealerOrders: orders, dealerOrderCount: orders.length } },
        });
      }
      return outcome;
    },
    /** A generated rule (not saved): name and rows. */
    *generateSmartRule({ payload }: PayloadAction<SmartRuleParams>, { call }) {
      const smart: SmartRule | undefined = yield call(ruleService.intelligenceData, payload);
      return smart;
    },
    *fetchBaseRules(_: PayloadAction<undefined>, { call, put }) {
      const list: Answer<'rule.basecaseList'> | undefined = yield call(ruleService.basecaseList);
      if (list) yield put({ type: 'save', payload: { baseRuleList: list } });
      return list;
    },
    *fetchModalRules({ payload }: PayloadAction<Params<'case.ruleList'>>, { call, put }) {
      const list: Answer<'case.ruleList'> | undefined = yield call(caseService.ruleList, payload);
      if (list) yield put({ type: 'save', payload: { modalRuleList: list } });
      return list;
    },
  },
  reducers: {
    save(state, { payload }: PayloadAction<Partial<RuleState>>) {
      Object.assign(state!, payload);
    },
    /** Records a changed value; a value back at the saved one is no change. */
    editValue(state, { payload }: PayloadAction<RuleChange>) {
      const s = state!;
      const saved = s.ruleTableList.find((r) => r.code !== undefined && r.code === payload.code);
      s.ruleMaintenanceList = s.ruleMaintenanceList.filter((c) => c.code !== payload.code);
      if (saved && String(saved.value) !== String(payload.value)) s.ruleMaintenanceList.push(payload);
    },
    resetMaintenance(state, _: PayloadAction<undefined>) {
      state!.ruleMaintenanceList = [];
    },
  },
} satisfies ModelShape<RuleState>;

registerModels(model);
export default model;
