/** Cases, rules and the case editor: the contract of their calls. */
import { CASE_MODULE_TYPES } from '../../domain/caseEditing';
import { type ContractEntry, FILE, NO_DATA, NO_PARAMS, assumed, bool, id, num, params, promised, str, z } from './kit';
import { CASE_ROW, RULE_ROW } from './rows';

/** One editable number or text of a rule (the engine's RuleDetailRow). */
const RULE_VALUE_ROW = z.object({
  code: assumed(str),
  category: assumed(str),
  name: assumed(str),
  value: assumed(id),
  unit: assumed(str.nullable()),
});

/** An order a dealer places, imported with a rule: the order meeting of `round` offers it. */
const DEALER_ORDER = z.object({
  round: assumed(num),
  market: assumed(str),
  product: assumed(str),
  marketName: assumed(str),
  productName: assumed(str),
  quantity: assumed(num),
  unitPrice: assumed(num),
  deliveryQuarter: assumed(num),
});

/** A rule with its values and dealer orders: the detail, and what saving a rule answers. */
const RULE_DETAIL = RULE_ROW.extend({
  rows: assumed(z.array(RULE_VALUE_ROW)),
  dealerOrders: assumed(z.array(DEALER_ORDER)),
});

/** What an import answers: how many rows it took, and per-row problems (row 0: the whole file). */
const IMPORT_RESULT = z.object({
  imported: assumed(num),
  errors: assumed(z.array(z.object({ row: assumed(num), field: assumed(str), msg: assumed(str) }))),
});

/** A check of a case or of its modules: the problems found. */
const CASE_CHECK = z.object({
  caseId: assumed(id),
  passed: assumed(bool),
  problems: assumed(z.array(str)),
});

const CASE_PICTURE = z.object({
  id: assumed(id),
  caseCode: assumed(str),
  name: assumed(str),
  url: assumed(str),
  size: assumed(num),
  createTime: assumed(str),
});

/** A case module: one step of the case editor. */
const CASE_MODULE = z.object({
  id: assumed(id),
  caseId: assumed(id),
  moduleName: assumed(str),
  moduleType: assumed(z.enum(CASE_MODULE_TYPES)),
  sort: assumed(num),
  /** 1 shown as a step, 0 skipped */
  enabled: assumed(num),
  content: assumed(str),
});

/** A case a teacher develops from a template (state 0 in development, 1 ready). */
const STE_CASE = CASE_ROW.extend({
  caseId: assumed(id),
  templateCaseId: assumed(id),
  userId: assumed(id),
  state: assumed(num),
  templateName: assumed(str),
});

/** The filters and page of a rule list. */
const RULE_LIST_PARAMS = params({
  current: num.optional(),
  size: num.optional(),
  caseId: id.optional(),
  ruleType: num.optional(),
  ruleName: str.optional(),
});

/** A change of a rule: its values as JSON text of [{ code, value }]. */
const RULE_CHANGE = params({
  ruleId: id.optional(),
  ruleName: str.optional(),
  caseId: id.optional(),
  baseRuleId: id.optional(),
  rows: str.optional(),
});

const RULE_ID = params({ ruleId: id });
const CASE_ID = params({ caseId: id });
/** An edit-case family's rows, saved as a whole: JSON text of the rows. */
const STE_ROWS = params({ caseId: id, rows: str });
const FILE_PARAM = z.instanceof(Blob);

/** The edit-case families: each lists its rows of a case and saves them whole, answering them. */
function steFamily<R extends z.ZodType>(row: R) {
  const rows = z.array(row);
  return [
    { params: CASE_ID, sample: { caseId: '$steCaseId' }, answer: rows },
    { params: STE_ROWS, answer: rows },
  ] as const;
}
const [presetDomainList, presetDomainSave] = steFamily(
  z.object({
    id: assumed(id),
    caseId: assumed(id),
    sort: assumed(num),
    domainName: assumed(str),
    description: assumed(str),
  }),
);
const [presetIndustryList, presetIndustrySave] = steFamily(
  z.object({
    id: assumed(id),
    caseId: assumed(id),
    sort: assumed(num),
    industryName: assumed(str),
    industryCode: assumed(str),
    description: assumed(str),
  }),
);
const [organizationList, organizationSave] = steFamily(
  z.object({
    id: assumed(id),
    caseId: assumed(id),
    sort: assumed(num),
    postCode: assumed(str),
    postName: assumed(str),
    duty: assumed(str),
    headcount: assumed(num),
  }),
);
const [scoreList, scoreSave] = steFamily(
  z.object({
    id: assumed(id),
    caseId: assumed(id),
    sort: assumed(num),
    itemName: assumed(str),
    weight: assumed(num),
  }),
);
const [teacherShowFieldList, teacherShowFieldSave] = steFamily(
  z.object({
    id: assumed(id),
    caseId: assumed(id),
    sort: assumed(num),
    fieldKey: assumed(str),
    fieldName: assumed(str),
    visible: assumed(num),
  }),
);
const [developerDataList, developerDataSave] = steFamily(
  z.object({
    id: assumed(id),
    caseId: assumed(id),
    sort: assumed(num),
    dataKey: assumed(str),
    dataValue: assumed(str),
    remark: assumed(str),
  }),
);
const [moduleList, moduleSave] = steFamily(
  z.object({
    id: assumed(id),
    caseId: assumed(id),
    sort: assumed(num),
    moduleCode: assumed(str),
    moduleName: assumed(str),
    enabled: assumed(num),
  }),
);

export const AUTHORING = {
  'case.combobox': {
    params: params({ caseId: id.optional() }),
    provides: { caseId: 'cases.0.id', caseCode: 'cases.0.caseCode' },
    answer: z.object({
      cases: promised(
        z.array(
          z.object({
            id: assumed(id),
            caseCode: assumed(str),
            caseName: assumed(str),
            sandTableId: assumed(id),
            ruleId: assumed(id),
          }),
        ),
      ),
      url: promised(str),
    }),
  },
  'rule.basecaseList': {
    params: NO_PARAMS,
    provides: { ruleId: '0.id' },
    answer: z.array(RULE_ROW),
  },
  'ste.caseList': {
    params: params({ current: num.optional(), size: num.optional(), caseName: str.optional() }),
    provides: { steCaseId: 'records.0.caseId' },
    answer: z.object({
      records: assumed(z.array(STE_CASE)),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'ste.caseSave': {
    params: params({
      id: id.optional(),
      caseName: str,
      caseCode: str.optional(),
      templateCaseId: id.optional(),
      state: num.optional(),
    }),
    answer: STE_CASE,
  },
  'ste.caseRemove': { params: params({ id }), answer: NO_DATA },
  'rule.detailList': {
    params: RULE_ID,
    sample: { ruleId: '$ruleId' },
    answer: RULE_DETAIL,
  },
  'rule.detailCheck': {
    params: RULE_ID,
    sample: { ruleId: '$ruleId' },
    answer: z.object({
      ruleId: assumed(id),
      passed: assumed(bool),
      msg: assumed(str),
    }),
  },
  'rule.customDelete': { params: RULE_ID, answer: NO_DATA },
  'rule.customSave': { params: RULE_CHANGE, answer: RULE_DETAIL },
  'rule.intelligenceData': {
    params: params({ difficulty: num, teamNum: num, baseRuleId: id.optional() }),
    // A generated rule, not saved yet.
    answer: z.object({
      ruleName: assumed(str),
      code: assumed(str),
      difficulty: assumed(num),
      teamNum: assumed(num),
      rows: assumed(z.array(RULE_VALUE_ROW)),
    }),
  },
  'rule.importRule': {
    params: params({
      file: FILE_PARAM,
      caseId: id,
      ruleName: str.optional(),
      ruleType: num.optional(),
      baseRuleId: id.optional(),
    }),
    answer: IMPORT_RESULT.extend({ rule: assumed(RULE_ROW) }),
  },
  'rule.exportRule': {
    params: RULE_ID,
    sample: { ruleId: '$ruleId' },
    answer: FILE,
  },
  'rule.copy': {
    params: params({ ruleId: id, ruleName: str.optional(), caseId: id.optional() }),
    answer: RULE_ROW,
  },
  'rule.remove': { params: RULE_ID, answer: NO_DATA },
  'rule.listForCaseAndTemplate': {
    params: RULE_LIST_PARAMS,
    answer: z.object({
      records: assumed(z.array(RULE_ROW)),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
      templateCaseList: assumed(
        z.array(
          z.object({
            id: assumed(id),
            caseCode: assumed(str),
            caseName: assumed(str),
            ruleId: assumed(id),
          }),
        ),
      ),
    }),
  },
  'rule.updateTemplateRule': { params: RULE_CHANGE, answer: RULE_DETAIL },
  'rule.importDealerOrder': {
    params: params({ ruleId: id, file: FILE_PARAM }),
    answer: IMPORT_RESULT.extend({ dealerOrders: assumed(z.array(DEALER_ORDER)) }),
  },
  'rule.savePreset': { params: RULE_CHANGE, answer: RULE_DETAIL },
  'rule.deleteTemplateRule': { params: RULE_ID, answer: NO_DATA },
  'estimate.ruleList': {
    params: RULE_LIST_PARAMS,
    answer: z.object({
      records: assumed(z.array(RULE_ROW)),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'case.list': {
    params: params({
      current: num.optional(),
      size: num.optional(),
      caseName: str.optional(),
      sandTableId: id.optional(),
      standard: z.union([z.literal(0), z.literal(1)]).optional(),
      caseId: id.optional(),
    }),
    answer: z.object({
      records: assumed(z.array(CASE_ROW)),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'case.add': {
    params: params({
      id: id.optional(),
      caseCode: str,
      caseName: str,
      description: str.optional(),
      ruleId: id.optional(),
      licenseUrl: str.optional(),
    }),
    answer: CASE_ROW,
  },
  'case.remove': { params: params({ id }), answer: NO_DATA },
  'case.check': {
    params: CASE_ID,
    sample: { caseId: '$caseId' },
    answer: CASE_CHECK,
  },
  'case.ruleList': {
    params: params({ caseId: id, withPreset: z.union([z.literal(0), z.literal(1)]).optional() }),
    sample: { caseId: '$caseId' },
    answer: z.array(RULE_ROW),
  },
  'case.timeLine': {
    params: CASE_ID,
    sample: { caseId: '$caseId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        caseId: assumed(id),
        round: assumed(num),
        title: assumed(str),
        content: assumed(str),
      }),
    ),
  },
  'case.getTimeLineList': {
    params: CASE_ID,
    sample: { caseId: '$caseId' },
    answer: z.array(
      z.object({
        round: assumed(num),
        year: assumed(num),
        quarter: assumed(num),
        count: assumed(num),
      }),
    ),
  },
  'case.timeLineUpload': { params: params({ caseId: id, file: FILE_PARAM }), answer: IMPORT_RESULT },
  'case.getBaseTemplate': {
    params: NO_PARAMS,
    answer: z.array(CASE_ROW),
  },
  'case.importCase': { params: params({ file: FILE_PARAM }), answer: IMPORT_RESULT },
  'case.importCaseRelease': { params: params({ file: FILE_PARAM }), answer: IMPORT_RESULT },
  'case.importCaseGz': { params: params({ file: FILE_PARAM }), answer: IMPORT_RESULT },
  'case.pictureImport': { params: params({ caseCode: str, file: FILE_PARAM }), answer: CASE_PICTURE },
  'case.pictureList': {
    params: params({ caseCode: id }),
    sample: { caseCode: '$caseCode' },
    answer: z.array(CASE_PICTURE),
  },
  'caseModule.list': {
    params: CASE_ID,
    sample: { caseId: '$caseId' },
    answer: z.array(CASE_MODULE),
  },
  'caseModule.check': {
    params: CASE_ID,
    sample: { caseId: '$caseId' },
    answer: CASE_CHECK,
  },
  'caseModule.save': {
    // The whole list in its new order, as JSON text.
    params: params({ caseId: id, caseModuleList: str.optional() }),
    answer: z.array(CASE_MODULE),
  },
  'ste.presetDomainList': presetDomainList,
  'ste.presetDomainSave': presetDomainSave,
  'ste.presetIndustryList': presetIndustryList,
  'ste.presetIndustrySave': presetIndustrySave,
  'ste.organizationList': organizationList,
  'ste.organizationSave': organizationSave,
  'ste.scoreList': scoreList,
  'ste.scoreSave': scoreSave,
  'ste.teacherShowFieldList': teacherShowFieldList,
  'ste.teacherShowFieldSave': teacherShowFieldSave,
  'ste.developerDataList': developerDataList,
  'ste.developerDataSave': developerDataSave,
  'ste.moduleList': moduleList,
  'ste.moduleSave': moduleSave,
  'template.download': {
    params: params({ name: z.enum(['student', 'rule', 'case', 'dealerOrder', 'timeline']) }),
    sample: { name: 'student' },
    answer: FILE,
  },
} satisfies Record<string, ContractEntry>;
