/** Cases, rules and the case editor: the contract of their read calls. */
import { type ContractEntry, FILE, NO_PARAMS, assumed, bool, id, num, params, promised, str, z } from './kit';
import { CASE_ROW, RULE_ROW } from './rows';

export const AUTHORING = {
  'case.combobox': {
    params: NO_PARAMS,
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
    params: NO_PARAMS,
    provides: { steCaseId: 'records.0.caseId' },
    answer: z.object({
      records: assumed(
        z.array(
          z.object({
            id: assumed(id),
            caseId: assumed(id),
            templateCaseId: assumed(id),
            userId: assumed(id),
            state: assumed(num),
            createTime: assumed(str),
            updateTime: assumed(str),
            caseCode: assumed(str),
            caseName: assumed(str),
            description: assumed(str),
            isTemplate: assumed(num),
            standard: assumed(num),
            variant: assumed(str),
            sandTableId: assumed(id),
            ruleId: assumed(id),
            licenseUrl: assumed(str),
            ownerId: assumed(id),
            ruleName: assumed(str),
            ownerName: assumed(str),
            editable: assumed(bool),
            templateName: assumed(str),
          }),
        ),
      ),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'rule.detailList': {
    params: params({ ruleId: id }),
    sample: { ruleId: '$ruleId' },
    answer: z.object({
      id: assumed(id),
      ruleName: assumed(str),
      ruleType: assumed(num),
      code: assumed(str),
      caseId: assumed(id),
      caseName: assumed(str),
      isDefault: assumed(bool),
      ownerId: assumed(id),
      updatedBy: assumed(str),
      createTime: assumed(str),
      updateTime: assumed(str),
      dealerOrderCount: assumed(num),
      editable: assumed(bool),
      rows: assumed(
        z.array(
          z.object({
            code: assumed(str),
            category: assumed(str),
            name: assumed(str),
            value: assumed(id),
            unit: assumed(str.nullable()),
          }),
        ),
      ),
      dealerOrders: assumed(z.array(z.unknown())),
    }),
  },
  'rule.detailCheck': {
    params: params({ ruleId: id }),
    sample: { ruleId: '$ruleId' },
    answer: z.object({
      ruleId: assumed(id),
      passed: assumed(bool),
      msg: assumed(str),
    }),
  },
  'rule.exportRule': {
    params: params({ ruleId: id }),
    sample: { ruleId: '$ruleId' },
    answer: FILE,
  },
  'rule.listForCaseAndTemplate': {
    params: NO_PARAMS,
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
  'estimate.ruleList': {
    params: NO_PARAMS,
    answer: z.object({
      records: assumed(z.array(RULE_ROW)),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'case.list': {
    params: NO_PARAMS,
    answer: z.object({
      records: assumed(z.array(CASE_ROW)),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'case.check': {
    params: params({ caseId: id }),
    sample: { caseId: '$caseId' },
    answer: z.object({
      caseId: assumed(id),
      passed: assumed(bool),
      problems: assumed(z.array(z.unknown())),
    }),
  },
  'case.ruleList': {
    params: params({ caseId: id }),
    sample: { caseId: '$caseId' },
    answer: z.array(RULE_ROW),
  },
  'case.timeLine': {
    params: params({ caseId: id }),
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
    params: params({ caseId: id }),
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
  'case.getBaseTemplate': {
    params: NO_PARAMS,
    answer: z.array(CASE_ROW),
  },
  'case.pictureList': {
    params: params({ caseCode: id }),
    sample: { caseCode: '$caseCode' },
    answer: z.array(
      z.object({
        id: assumed(id),
        caseCode: assumed(str),
        name: assumed(str),
        url: assumed(str),
        size: assumed(num),
        createTime: assumed(str),
      }),
    ),
  },
  'caseModule.list': {
    params: params({ caseId: id }),
    sample: { caseId: '$caseId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        caseId: assumed(id),
        moduleName: assumed(str),
        moduleType: assumed(str),
        sort: assumed(num),
        enabled: assumed(num),
        content: assumed(str),
      }),
    ),
  },
  'caseModule.check': {
    params: params({ caseId: id }),
    sample: { caseId: '$caseId' },
    answer: z.object({
      caseId: assumed(id),
      passed: assumed(bool),
      problems: assumed(z.array(z.unknown())),
    }),
  },
  'ste.presetDomainList': {
    params: params({ caseId: id }),
    sample: { caseId: '$steCaseId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        caseId: assumed(id),
        sort: assumed(num),
        domainName: assumed(str),
        description: assumed(str),
      }),
    ),
  },
  'ste.presetIndustryList': {
    params: params({ caseId: id }),
    sample: { caseId: '$steCaseId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        caseId: assumed(id),
        sort: assumed(num),
        industryName: assumed(str),
        industryCode: assumed(str),
        description: assumed(str),
      }),
    ),
  },
  'ste.organizationList': {
    params: params({ caseId: id }),
    sample: { caseId: '$steCaseId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        caseId: assumed(id),
        sort: assumed(num),
        postCode: assumed(str),
        postName: assumed(str),
        duty: assumed(str),
        headcount: assumed(num),
      }),
    ),
  },
  'ste.scoreList': {
    params: params({ caseId: id }),
    sample: { caseId: '$steCaseId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        caseId: assumed(id),
        sort: assumed(num),
        itemName: assumed(str),
        weight: assumed(num),
      }),
    ),
  },
  'ste.teacherShowFieldList': {
    params: params({ caseId: id }),
    sample: { caseId: '$steCaseId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        caseId: assumed(id),
        sort: assumed(num),
        fieldKey: assumed(str),
        fieldName: assumed(str),
        visible: assumed(num),
      }),
    ),
  },
  'ste.developerDataList': {
    params: params({ caseId: id }),
    sample: { caseId: '$steCaseId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        caseId: assumed(id),
        sort: assumed(num),
        dataKey: assumed(str),
        dataValue: assumed(str),
        remark: assumed(str),
      }),
    ),
  },
  'ste.moduleList': {
    params: params({ caseId: id }),
    sample: { caseId: '$steCaseId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        caseId: assumed(id),
        sort: assumed(num),
        moduleCode: assumed(str),
        moduleName: assumed(str),
        enabled: assumed(num),
      }),
    ),
  },
  'template.download': {
    params: params({ name: str }),
    sample: { name: 'student' },
    answer: FILE,
  },
} satisfies Record<string, ContractEntry>;
