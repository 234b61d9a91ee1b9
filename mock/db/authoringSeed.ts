import { CASE_MODULE_TYPES, type CaseModuleType, type SteFamily } from '../../src/domain/caseEditing';
import { ROLE } from '../../src/constants';
import { getPresetRule, presetRules } from '../engine/rules';
import type { RuleParams } from '../engine/types';
import {
  type AuthoringCollections,
  type CaseVariant,
  type DbCase,
  type DbCaseModule,
  type DbRule,
  type DbSteRow,
  LICENSE_HOST,
  RULE_TYPE,
  SAND_TABLE_OF_VARIANT,
} from './authoring';
import type { SeedBase } from './core';

/**
 * Case and rule authoring, the data: what a new case starts with (its editor steps and fixed
 * edit-case rows) and the seeded cases, rules, pictures and timelines. The shapes are in authoring.ts.
 */

// ---- what a new case starts with -------------------------------------------------------------

const MODULE_TEXT: Record<CaseModuleType, [string, string]> = {
  basic: ['基本信息', '填写案例名称、案例说明，并选择案例使用的默认规则。'],
  presetDomain: ['业务领域', '列出企业所在的业务领域，学生据此理解市场环境。'],
  presetIndustry: ['所属行业', '设置企业所属行业及行业代码。'],
  organization: ['组织架构', '设置每组的岗位、岗位职责和人数。'],
  module: ['经营模块', '选择案例启用的经营模块。'],
  score: ['评分设置', '设置评分项及权重，权重合计必须为 100。'],
  teacherShowField: ['教师可见字段', '选择教师控制台中显示的报表字段。'],
  developerData: ['开发者数据', '为案例补充自定义的键值数据。'],
};

/** The editor's steps of a new case, in order, all enabled. */
export function defaultCaseModules(caseId: string, id: () => string): DbCaseModule[] {
  return CASE_MODULE_TYPES.map((type, i) => ({
    id: id(),
    caseId,
    moduleName: MODULE_TEXT[type][0],
    moduleType: type,
    sort: i + 1,
    enabled: 1,
    content: MODULE_TEXT[type][1],
  }));
}

/** The game modules a case may switch on (steModule rows). */
const GAME_MODULES: [string, string][] = [
  ['market', '市场开拓'],
  ['product', '产品研发'],
  ['production', '生产制造'],
  ['purchase', '原料采购'],
  ['finance', '财务融资'],
  ['qualification', '资质认证'],
];

/** Statement fields a teacher may see in the console (steTeacherShowField rows). */
const SHOW_FIELDS: [string, string][] = [
  ['cash', '现金'],
  ['receivable', '应收款'],
  ['finishedProduct', '产成品'],
  ['material', '原材料'],
  ['assetsTotal', '资产总计'],
  ['longTermLiabilites', '长期负债'],
  ['shortTermLiabiltes', '短期负债'],
  ['ownerEquityTotal', '所有者权益合计'],
  ['netRevenues', '销售收入'],
  ['netIncome', '净利润'],
];

/** The fixed rows of a new case (modules and visible fields); the open families start empty. */
export function defaultSteRows(caseId: string, id: () => string): Partial<Record<SteFamily, DbSteRow[]>> {
  return {
    module: GAME_MODULES.map(([moduleCode, moduleName], i) => ({
      id: id(),
      caseId,
      sort: i + 1,
      moduleCode,
      moduleName,
      enabled: 1,
    })),
    teacherShowField: SHOW_FIELDS.map(([fieldKey, fieldName], i) => ({
      id: id(),
      caseId,
      sort: i + 1,
      fieldKey,
      fieldName,
      visible: i < 6 ? 1 : 0,
    })),
  };
}

// ---- seed ---------------------------------------------------------------------------------

/** A small SVG picture as a data: URL (deterministic: colours and text only). */
export function svgPicture(title: string, subtitle: string, hue: number): { url: string; size: number } {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">` +
    `<rect width="320" height="200" fill="hsl(${hue},55%,88%)"/>` +
    `<rect x="20" y="120" width="60" height="60" fill="hsl(${hue},45%,55%)"/>` +
    `<rect x="100" y="90" width="80" height="90" fill="hsl(${hue},45%,45%)"/>` +
    `<rect x="200" y="60" width="100" height="120" fill="hsl(${hue},45%,35%)"/>` +
    `<text x="20" y="40" font-size="22" font-family="sans-serif" fill="#1f1f1f">${title}</text>` +
    `<text x="20" y="70" font-size="14" font-family="sans-serif" fill="#434343">${subtitle}</text></svg>`;
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  bytes.forEach((b) => {
    binary += String.fromCharCode(b);
  });
  return { url: `data:image/svg+xml;base64,${btoa(binary)}`, size: bytes.length };
}

interface CaseSeed {
  caseCode: string;
  caseName: string;
  description: string;
  variant: CaseVariant;
  isTemplate: number;
  standard: number;
  preset: string;
}

const CASE_SEEDS: CaseSeed[] = [
  {
    caseCode: 'STD-MFG',
    caseName: '智能制造企业经营',
    description: '一家生产智能家电零部件的制造企业，从本地市场起步，逐步开拓区域、国内和海外市场。',
    variant: '',
    isTemplate: 0,
    standard: 1,
    preset: 'STANDARD',
  },
  {
    caseCode: 'STD-FMCG-GZ',
    caseName: '快消品企业经营（gz 版）',
    description: '快消品企业每季召开订货会，节奏快、需求大，适合短课时的实训。',
    variant: 'gz',
    isTemplate: 0,
    standard: 1,
    preset: 'QUICK',
  },
  {
    caseCode: 'STD-EQUIP-REL',
    caseName: '装备制造企业经营（正式版）',
    description: '信贷紧缩环境下的装备制造企业，原料和设备价格上涨，考验资金计划。',
    variant: 'release',
    isTemplate: 0,
    standard: 1,
    preset: 'TIGHT',
  },
  {
    caseCode: 'TPL-MFG',
    caseName: '制造企业案例模板',
    description: '制造企业的案例模板：四个岗位、六个经营模块，可在此基础上开发新案例。',
    variant: '',
    isTemplate: 1,
    standard: 0,
    preset: 'STANDARD',
  },
  {
    caseCode: 'TPL-RETAIL',
    caseName: '零售企业案例模板',
    description: '零售企业的案例模板：每季订货，市场需求变化快。',
    variant: '',
    isTemplate: 1,
    standard: 0,
    preset: 'QUICK',
  },
];

const TIMELINE_SEED: [number, string, string][] = [
  [1, '公司成立', '股东注资到位，公司接手一条手工生产线和少量库存，管理层开始组建团队。'],
  [1, '年度订货会', '各组投放广告，按广告排名依次选取订单。'],
  [2, '区域市场开放', '完成开拓的企业可以在区域市场接单。'],
  [3, '新产品研发', '行业协会发布新产品标准，研发完成后可参加新产品订单的选单。'],
  [4, '年终结算', '编制第一年的资产负债表和利润表，缴纳所得税。'],
  [5, '第二年订货会', '国内和亚洲市场开始出现订单，部分订单要求 ISO 资质。'],
  [7, '原料价格波动', '上游原料供应紧张，注意提前下达采购订单。'],
  [8, '第二年年终结算', '比较各组的所有者权益和发展潜力分，总结两年的经营。'],
];

const DOMAINS: [string, string][] = [
  ['智能制造', '以自动化产线提升产能和质量。'],
  ['渠道营销', '通过广告和订货会争取订单。'],
];
const INDUSTRIES: [string, string, string][] = [
  ['家电零部件制造', 'C38', '电气机械和器材制造业。'],
  ['批发零售', 'F51', '面向经销商的批发业务。'],
];
const POSTS: [string, string, string, number][] = [
  ['CEO', '总经理', '制定战略，协调各岗位，对经营结果负责。', 1],
  ['CFO', '财务总监', '筹措资金，编制报表，控制现金流。', 1],
  ['CMO', '营销总监', '投放广告，参加订货会选单，开拓市场。', 1],
  ['COO', '生产总监', '安排生产，建设和转产生产线。', 1],
  ['CPO', '采购总监', '按生产计划下达原料采购订单。', 1],
];
const SCORES: [string, number][] = [
  ['所有者权益', 50],
  ['发展潜力', 20],
  ['课堂表现', 20],
  ['实训总结', 10],
];
const DEVELOPER_DATA: [string, string, string][] = [
  ['courseHours', '16', '建议课时'],
  ['teamSize', '4', '每组人数'],
  ['difficulty', 'normal', '难度'],
];

export function seedAuthoring(base: SeedBase, before: object): AuthoringCollections {
  void before;
  const { id, time } = base;
  const out: AuthoringCollections = {
    cases: [],
    caseModules: [],
    casePictures: [],
    caseTimelines: [],
    rules: [],
    steCase: [],
    stePresetDomain: [],
    stePresetIndustry: [],
    steOrganization: [],
    steModule: [],
    steScore: [],
    steTeacherShowField: [],
    steDeveloperData: [],
  };
  const teacher = base.users.find((u) => u.userType === ROLE.teacher);
  const admin = base.users.find((u) => u.userType === ROLE.admin);

  const addRule = (
    ruleName: string,
    ruleType: number,
    caseId: string,
    params: RuleParams,
    ownerId = '',
    updatedBy = admin?.userName ?? '',
  ): DbRule => {
    const rule: DbRule = {
      id: id(),
      ruleName,
      ruleType,
      caseId,
      params,
      dealerOrders: [],
      ownerId,
      updatedBy,
      createTime: time,
      updateTime: time,
    };
    out.rules.push(rule);
    return rule;
  };

  const addCase = (seed: Omit<CaseSeed, 'preset'>, ownerId: string): DbCase => {
    const row: DbCase = {
      id: id(),
      caseCode: seed.caseCode,
      caseName: seed.caseName,
      description: seed.description,
      isTemplate: seed.isTemplate,
      standard: seed.standard,
      variant: seed.variant,
      sandTableId: SAND_TABLE_OF_VARIANT[seed.variant],
      ruleId: '',
      licenseUrl: `${LICENSE_HOST}/case/${seed.caseCode}`,
      ownerId,
      createTime: time,
      updateTime: time,
    };
    out.cases.push(row);
    out.caseModules.push(...defaultCaseModules(row.id, id));
    const fixed = defaultSteRows(row.id, id);
    out.steModule.push(...(fixed.module ?? []));
    out.steTeacherShowField.push(...(fixed.teacherShowField ?? []));
    DOMAINS.forEach(([domainName, description], i) =>
      out.stePresetDomain.push({ id: id(), caseId: row.id, sort: i + 1, domainName, description }),
    );
    INDUSTRIES.slice(0, 1).forEach(([industryName, industryCode, description], i) =>
      out.stePresetIndustry.push({ id: id(), caseId: row.id, sort: i + 1, industryName, industryCode, description }),
    );
    const posts = seed.variant === 'gz' ? POSTS.slice(0, 4) : POSTS;
    posts.forEach(([postCode, postName, duty, headcount], i) =>
      out.steOrganization.push({ id: id(), caseId: row.id, sort: i + 1, postCode, postName, duty, headcount }),
    );
    SCORES.forEach(([itemName, weight], i) =>
      out.steScore.push({ id: id(), caseId: row.id, sort: i + 1, itemName, weight }),
    );
    DEVELOPER_DATA.forEach(([dataKey, dataValue, remark], i) =>
      out.steDeveloperData.push({ id: id(), caseId: row.id, sort: i + 1, dataKey, dataValue, remark }),
    );
    return row;
  };

  // Standard cases (one per sandbox version) with the engine's presets; template cases with template rules.
  CASE_SEEDS.forEach((seed, index) => {
    const row = addCase(seed, '');
    const params = getPresetRule(seed.preset)!;
    const rule = seed.isTemplate
      ? addRule(`${seed.caseName}规则`, RULE_TYPE.template, row.id, params)
      : addRule(params.name, RULE_TYPE.preset, row.id, params);
    row.ruleId = rule.id;
    if (seed.standard) {
      const pictures: [string, string][] = [
        ['厂区平面图', seed.caseName],
        ['产品示意图', `${seed.caseCode} 主打产品`],
      ];
      pictures.forEach(([name, subtitle], i) => {
        const picture = svgPicture(name, subtitle, (index * 70 + i * 30) % 360);
        out.casePictures.push({
          id: id(),
          caseCode: seed.caseCode,
          name: `${name}.svg`,
          url: picture.url,
          size: picture.size,
          createTime: time,
        });
      });
      TIMELINE_SEED.forEach(([round, title, content]) =>
        out.caseTimelines.push({ id: id(), caseId: row.id, round, title, content }),
      );
    }
  });
  // Every preset of the engine is linked to a case (today there are exactly as many as standard cases).
  presetRules
    .slice(CASE_SEEDS.filter((c) => c.standard).length)
    .forEach((p) => addRule(p.name, RULE_TYPE.preset, out.cases[0].id, getPresetRule(p.code)!));

  // The teacher's own work: a case in development from the manufacturing template, and two custom rules.
  if (teacher) {
    const template = out.cases.find((c) => c.caseCode === 'TPL-MFG')!;
    const dev = addCase(
      {
        caseCode: 'DEV-SMART-HOME',
        caseName: '智能家居创业公司',
        description: '王老师正在开发的案例：一家刚起步的智能家居企业。',
        variant: '',
        isTemplate: 0,
        standard: 0,
      },
      teacher.id,
    );
    out.steCase.push({
      id: id(),
      caseId: dev.id,
      templateCaseId: template.id,
      userId: teacher.id,
      state: 0,
      createTime: time,
      updateTime: time,
    });

    const demand = getPresetRule('STANDARD')!;
    demand.code = 'HIGH_DEMAND';
    demand.name = '高需求规则';
    demand.orderGen.forEach((g) => {
      g.demandPerTeam = Math.round(g.demandPerTeam * 1.5) || 1;
    });
    addRule('高需求练习规则', RULE_TYPE.custom, out.cases[0].id, demand, teacher.id, teacher.userName);

    const cheap = getPresetRule('STANDARD')!;
    cheap.code = 'LOW_RATE';
    cheap.name = '低利率规则';
    cheap.loan.longRate = 6;
    cheap.loan.shortRate = 3;
    const devRule = addRule('智能家居低利率规则', RULE_TYPE.custom, dev.id, cheap, teacher.id, teacher.userName);
    dev.ruleId = devRule.id;
  }
  return out;
}
