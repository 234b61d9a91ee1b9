/**
 * Edit-case (ste) families: the cases teachers develop from templates (steCase), and the rows each
 * step of the case editor edits (domains, industries, organization, modules, scores, fields the
 * teacher sees, developer data). A save replaces the case's rows of that family as a whole.
 */
import { STE_FAMILIES, STE_FIELDS, type SteFamily, type SteField } from '../../src/domain/caseEditing';
import {
  type DbCase,
  type DbRule,
  type DbSteCase,
  type DbSteRow,
  LICENSE_HOST,
  RULE_TYPE,
  STE_COLLECTION,
} from '../db/authoring';
import { caseProblems } from './case';
import {
  caseRecord,
  checkCaseCode,
  findCase,
  findEditableCase,
  isAdmin,
  refuseIfTrained,
  removeCases,
  stamp,
  userName,
} from './authoringShared';
import {
  CODE,
  type Ctx,
  type FamilyResolvers,
  find,
  json,
  oneOf,
  page,
  paging,
  refuse,
  requireTeacher,
  text,
} from './kit';

const FAMILY_NAME: Record<SteFamily, string> = {
  presetDomain: '业务领域',
  presetIndustry: '所属行业',
  organization: '组织架构',
  module: '经营模块',
  score: '评分设置',
  teacherShowField: '教师可见字段',
  developerData: '开发者数据',
};

function rowsOf(ctx: Ctx, family: SteFamily, caseId: string): DbSteRow[] {
  return ctx.db[STE_COLLECTION[family]].filter((r) => r.caseId === caseId).sort((a, b) => a.sort - b.sort);
}

/** One field of one input row, checked against its definition; the message names row and field. */
function fieldValue(field: SteField, raw: unknown, line: number): string | number {
  const where = `第 ${line} 行的${field.label}`;
  if (field.kind === 'switch') {
    const on = raw === true || raw === 1 || raw === '1' || raw === 'true';
    const off =
      raw === false || raw === 0 || raw === '0' || raw === 'false' || raw === undefined || raw === null || raw === '';
    if (!on && !off) refuse(CODE.badInput, `${where}只能是开或关`);
    return on ? 1 : 0;
  }
  const value = raw === undefined || raw === null ? '' : String(raw).trim();
  if (!value) {
    if (field.required) refuse(CODE.badInput, `${where}不能为空`);
    return field.kind === 'int' ? 0 : '';
  }
  if (field.kind === 'int') {
    const n = Number(value);
    const min = field.min ?? 0;
    const max = field.max ?? Number.MAX_SAFE_INTEGER;
    if (!/^-?\d+$/.test(value) || n < min || n > max)
      refuse(CODE.badInput, `${where}必须是 ${min} 到 ${max} 之间的整数`);
    return n;
  }
  if (field.kind === 'select' && !field.options?.includes(value)) refuse(CODE.badInput, `${where}的取值不正确`);
  if (field.max && value.length > field.max) refuse(CODE.badInput, `${where}不能超过 ${field.max} 个字符`);
  if (field.pattern && !field.pattern.test(value)) refuse(CODE.badInput, `${where}格式不正确`);
  return value;
}

/** Checks the whole input list of a family, then returns the rows to store (nothing stored yet). */
function validRows(ctx: Ctx, family: SteFamily, caseId: string): DbSteRow[] {
  const def = STE_FIELDS[family];
  const name = FAMILY_NAME[family];
  const input = json<Record<string, unknown>[]>(ctx, 'rows', name);
  if (!Array.isArray(input) || input.some((r) => !r || typeof r !== 'object'))
    refuse(CODE.badInput, `${name}的格式不正确`);
  if (input.length > def.maxRows) refuse(CODE.badInput, `${name}最多 ${def.maxRows} 行`);
  const current = rowsOf(ctx, family, caseId);
  if (def.fixedRows && input.length !== current.length)
    refuse(CODE.badInput, `${name}必须包含全部 ${current.length} 行`);
  const used = new Set<string>();
  const rows = input.map((item, i) => {
    const id = item.id === undefined || item.id === null || item.id === '' ? '' : String(item.id);
    const existing = id ? current.find((r) => r.id === id) : undefined;
    if (id && !existing) refuse(CODE.notFound, `${name}第 ${i + 1} 行不存在`);
    if (def.fixedRows && !existing) refuse(CODE.badInput, `${name}不能新增行`);
    if (id && used.has(id)) refuse(CODE.badInput, `${name}第 ${i + 1} 行重复出现`);
    used.add(id);
    const row: DbSteRow = { id, caseId, sort: i + 1 };
    for (const field of def.fields) {
      row[field.key] = field.readOnly && existing ? existing[field.key] : fieldValue(field, item[field.key], i + 1);
    }
    return row;
  });
  for (const field of def.fields.filter((f) => f.unique)) {
    const values = rows.map((r) => String(r[field.key]));
    const duplicate = values.find((v, i) => v !== '' && values.indexOf(v) !== i);
    if (duplicate !== undefined) refuse(CODE.conflict, `${field.label}“${duplicate}”重复`);
  }
  if (def.sumTo100) {
    const field = def.fields.find((f) => f.key === def.sumTo100)!;
    const total = rows.reduce((sum, r) => sum + Number(r[field.key]), 0);
    if (rows.length && total !== 100) refuse(CODE.badInput, `${field.label}合计必须为 100（当前为 ${total}）`);
  }
  return rows;
}

function familyResolvers(family: SteFamily) {
  return {
    list: (ctx: Ctx) => rowsOf(ctx, family, findCase(ctx, ctx.params.caseId).id),
    save: (ctx: Ctx) => {
      requireTeacher(ctx);
      const target = findEditableCase(ctx, ctx.params.caseId);
      const rows = validRows(ctx, family, target.id);
      rows.forEach((r) => {
        if (!r.id) r.id = ctx.store.nextId();
      });
      const key = STE_COLLECTION[family];
      ctx.db[key] = [...ctx.db[key].filter((r) => r.caseId !== target.id), ...rows];
      target.updateTime = stamp(ctx);
      return rows;
    },
  };
}

// ---- cases under development ---------------------------------------------------------------

function steRecord(ctx: Ctx, s: DbSteCase) {
  const c = ctx.db.cases.find((x) => x.id === s.caseId);
  const template = ctx.db.cases.find((x) => x.id === s.templateCaseId);
  return {
    ...s,
    ...(c ? caseRecord(ctx, c) : {}),
    id: s.id,
    caseId: s.caseId,
    templateName: template?.caseName ?? '',
    updateTime: s.updateTime,
  };
}

function findSteCase(ctx: Ctx, id: string | undefined): DbSteCase {
  const row = find(ctx.db.steCase, id, '开发中的案例');
  if (!isAdmin(ctx) && row.userId !== ctx.user?.id) refuse(CODE.notFound, '开发中的案例不存在');
  return row;
}

/** A copy of a template: its modules, edit-case rows, timeline and pictures, and a custom copy of its rule. */
function caseFromTemplate(ctx: Ctx, template: DbCase, caseCode: string, caseName: string): DbCase {
  const now = stamp(ctx);
  const next = () => ctx.store.nextId();
  const copy: DbCase = {
    ...template,
    id: next(),
    caseCode,
    caseName,
    isTemplate: 0,
    standard: 0,
    ownerId: ctx.user!.id,
    ruleId: '',
    licenseUrl: `${LICENSE_HOST}/case/${caseCode}`,
    createTime: now,
    updateTime: now,
  };
  ctx.db.cases.push(copy);
  ctx.db.caseModules.push(
    ...ctx.db.caseModules.filter((m) => m.caseId === template.id).map((m) => ({ ...m, id: next(), caseId: copy.id })),
  );
  for (const family of STE_FAMILIES) {
    const key = STE_COLLECTION[family];
    ctx.db[key].push(...rowsOf(ctx, family, template.id).map((r) => ({ ...r, id: next(), caseId: copy.id })));
  }
  ctx.db.caseTimelines.push(
    ...ctx.db.caseTimelines.filter((t) => t.caseId === template.id).map((t) => ({ ...t, id: next(), caseId: copy.id })),
  );
  ctx.db.casePictures.push(
    ...ctx.db.casePictures.filter((p) => p.caseCode === template.caseCode).map((p) => ({ ...p, id: next(), caseCode })),
  );
  const source = ctx.db.rules.find((r) => r.id === template.ruleId);
  if (source) {
    const rule: DbRule = {
      ...JSON.parse(JSON.stringify(source)),
      id: next(),
      ruleName: `${caseName}规则`.slice(0, 50),
      ruleType: RULE_TYPE.custom,
      caseId: copy.id,
      ownerId: ctx.user!.id,
      updatedBy: userName(ctx),
      createTime: now,
      updateTime: now,
    };
    ctx.db.rules.push(rule);
    copy.ruleId = rule.id;
  }
  return copy;
}

function saveSteCase(ctx: Ctx) {
  requireTeacher(ctx);
  const id = (ctx.params.id ?? '').trim();
  const caseName = text(ctx, 'caseName', '案例名称', { max: 50 });
  if (id) {
    const row = findSteCase(ctx, id);
    const target = find(ctx.db.cases, row.caseId, '案例');
    const state = Number(oneOf(ctx, 'state', '开发状态', ['0', '1'], String(row.state) as '0' | '1'));
    if (state === 1) {
      const problems = caseProblems(ctx, target);
      if (problems.length) refuse(CODE.badInput, `案例还不能完成开发：${problems[0]}`);
    }
    target.caseName = caseName;
    target.updateTime = stamp(ctx);
    Object.assign(row, { state, updateTime: stamp(ctx) });
    return steRecord(ctx, row);
  }
  const template = findCase(ctx, ctx.params.templateCaseId, '案例模板');
  if (template.isTemplate !== 1) refuse(CODE.badInput, `“${template.caseName}”不是案例模板`);
  const caseCode = text(ctx, 'caseCode', '案例编码', { required: false, max: 32 }) || `DEV-${ctx.db.seq + 1}`;
  checkCaseCode(ctx.db, caseCode);
  const created = caseFromTemplate(ctx, template, caseCode, caseName);
  const now = stamp(ctx);
  const row: DbSteCase = {
    id: ctx.store.nextId(),
    caseId: created.id,
    templateCaseId: template.id,
    userId: ctx.user!.id,
    state: 0,
    createTime: now,
    updateTime: now,
  };
  ctx.db.steCase.push(row);
  return steRecord(ctx, row);
}

const domain = familyResolvers('presetDomain');
const industry = familyResolvers('presetIndustry');
const organization = familyResolvers('organization');
const score = familyResolvers('score');
const teacherShowField = familyResolvers('teacherShowField');
const developerData = familyResolvers('developerData');
const moduleRows = familyResolvers('module');

export const steResolvers: FamilyResolvers<'ste'> = {
  caseList(ctx) {
    const name = text(ctx, 'caseName', '案例名称', { required: false });
    const rows = ctx.db.steCase
      .filter((s) => isAdmin(ctx) || s.userId === ctx.user?.id)
      .map((s) => steRecord(ctx, s))
      .filter((r) => !name || String(r.caseName ?? '').includes(name))
      .sort((a, b) => Number(b.id) - Number(a.id));
    return page(rows, paging(ctx));
  },
  caseSave: saveSteCase,
  caseRemove(ctx) {
    requireTeacher(ctx);
    const row = findSteCase(ctx, ctx.params.id);
    refuseIfTrained(ctx, { caseId: row.caseId }, '该案例');
    removeCases(ctx.db, [row.caseId]);
    ctx.db.steCase = ctx.db.steCase.filter((s) => s.id !== row.id);
    return true;
  },
  presetDomainList: domain.list,
  presetDomainSave: domain.save,
  presetIndustryList: industry.list,
  presetIndustrySave: industry.save,
  organizationList: organization.list,
  organizationSave: organization.save,
  scoreList: score.list,
  scoreSave: score.save,
  teacherShowFieldList: teacherShowField.list,
  teacherShowFieldSave: teacherShowField.save,
  developerDataList: developerData.list,
  developerDataSave: developerData.save,
  moduleList: moduleRows.list,
  moduleSave: moduleRows.save,
};
