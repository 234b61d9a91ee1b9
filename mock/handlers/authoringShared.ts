/**
 * What the authoring families (case, caseModule, rule, estimate, ste, template) share: who may see
 * and change a case or a rule, the records they answer with, rule edits checked by the engine,
 * and removing a case with everything that belongs to it.
 */
import { ROLE } from '../../src/constants';
import { ruleValueOf, ruleValueProblem, type RuleValueProblem } from '../../src/domain/ruleValue';
import { STE_FAMILIES } from '../../src/domain/caseEditing';
import {
  type CaseVariant,
  type DbCase,
  type DbRule,
  RULE_TYPE,
  SAND_TABLE_OF_VARIANT,
  STE_COLLECTION,
} from '../db/authoring';
import type { Db } from '../db/types';
import { flattenRule, unflattenRule } from '../engine/ruleRows';
import { validateRule } from '../engine/rules';
import type { RuleDetailRow, RuleParams } from '../engine/types';
import { CODE, type Ctx, find, formatTime, json, refuse } from './kit';

export const isAdmin = (ctx: Ctx) => ctx.user?.userType === ROLE.admin;
export const isStudent = (ctx: Ctx) => ctx.user?.userType === ROLE.student;
export const stamp = (ctx: Ctx) => formatTime(ctx.now);
export const userName = (ctx: Ctx) => ctx.user?.userName ?? '';

export function variantOf(ctx: Ctx): CaseVariant {
  return (['', 'gz', 'release'] as const).find((v) => v === ctx.variant) ?? '';
}
export const sandTableOf = (ctx: Ctx) => SAND_TABLE_OF_VARIANT[variantOf(ctx)];

// ---- cases --------------------------------------------------------------------------------

/** Platform cases (standard and template) for everyone; a teacher's own cases for their owner; all for administrators. */
export function canSeeCase(ctx: Ctx, c: DbCase): boolean {
  return isAdmin(ctx) || c.standard === 1 || c.isTemplate === 1 || c.ownerId === ctx.user?.id;
}

/** Administrators change platform cases; a teacher changes their own. */
export function canEditCase(ctx: Ctx, c: DbCase): boolean {
  if (isStudent(ctx)) return false;
  return isAdmin(ctx) || (c.ownerId !== '' && c.ownerId === ctx.user?.id);
}

export function findCase(ctx: Ctx, id: string | undefined, label = '案例'): DbCase {
  const c = find(ctx.db.cases, id, label);
  if (!canSeeCase(ctx, c)) refuse(CODE.notFound, `${label}不存在`);
  return c;
}

export function findEditableCase(ctx: Ctx, id: string | undefined): DbCase {
  const c = findCase(ctx, id);
  if (!canEditCase(ctx, c)) refuse(CODE.forbidden, `无权限：不能修改案例“${c.caseName}”`);
  return c;
}

export function caseRecord(ctx: Ctx, c: DbCase) {
  const rule = ctx.db.rules.find((r) => r.id === c.ruleId);
  const owner = c.ownerId ? ctx.db.users.find((u) => u.id === c.ownerId) : undefined;
  return {
    ...c,
    ruleName: rule?.ruleName ?? '',
    ownerName: owner?.userName ?? '',
    editable: canEditCase(ctx, c),
  };
}

/** caseCode: 2–32 letters, digits, '-' or '_', unique (ignoring the case being updated). */
export function checkCaseCode(db: Db, caseCode: string, exceptId = ''): void {
  if (!/^[A-Za-z0-9_-]{2,32}$/.test(caseCode)) refuse(CODE.badInput, '案例编码只能包含 2 到 32 位字母、数字、“-”或“_”');
  const other = db.cases.find((c) => c.caseCode.toLowerCase() === caseCode.toLowerCase() && c.id !== exceptId);
  if (other) refuse(CODE.conflict, `案例编码“${caseCode}”已存在`);
}

/** A case or rule a training plays cannot be deleted (the training would lose it). */
export function refuseIfTrained(ctx: Ctx, what: { caseId?: string; ruleId?: string }, label: string): void {
  const training = ctx.db.trainings.find(
    (t) => (what.caseId && t.caseId === what.caseId) || (what.ruleId && t.ruleId === what.ruleId),
  );
  if (training) refuse(CODE.conflict, `${label}正在被实训“${training.trainName}”使用，不能删除`);
}

/** Everything that belongs to the cases: modules, timelines, rules, edit-case rows, pictures, development records. */
export function removeCases(db: Db, ids: string[]): void {
  const gone = new Set(ids);
  const codes = new Set(db.cases.filter((c) => gone.has(c.id)).map((c) => c.caseCode));
  db.cases = db.cases.filter((c) => !gone.has(c.id));
  db.caseModules = db.caseModules.filter((m) => !gone.has(m.caseId));
  db.caseTimelines = db.caseTimelines.filter((t) => !gone.has(t.caseId));
  db.rules = db.rules.filter((r) => !gone.has(r.caseId));
  db.casePictures = db.casePictures.filter((p) => !codes.has(p.caseCode));
  db.steCase = db.steCase.filter((s) => !gone.has(s.caseId));
  for (const family of STE_FAMILIES) {
    const key = STE_COLLECTION[family];
    db[key] = db[key].filter((r) => !gone.has(r.caseId));
  }
}

// ---- rules --------------------------------------------------------------------------------

/** Students read every rule (read-only); teachers see platform rules and their own custom rules. */
export function canSeeRule(ctx: Ctx, r: DbRule): boolean {
  return isAdmin(ctx) || isStudent(ctx) || r.ruleType !== RULE_TYPE.custom || r.ownerId === ctx.user?.id;
}

/**
 * Custom rules by their owner; template rules by teachers and administrators; preset rules, which
 * every training on the platform may play, by administrators only (a teacher copies one instead).
 */
export function canEditRule(ctx: Ctx, r: DbRule): boolean {
  if (isStudent(ctx) || !ctx.user) return false;
  if (isAdmin(ctx)) return true;
  if (r.ruleType === RULE_TYPE.preset) return false;
  return r.ruleType === RULE_TYPE.custom ? r.ownerId === ctx.user.id : true;
}

export const PRESET_ADMIN_ONLY = '无权限：预设规则只能由管理员修改，可以复制为自己的规则后修改';

/** Creating or changing a preset rule is the administrators'. */
export function requirePresetAdmin(ctx: Ctx): void {
  if (!isAdmin(ctx)) refuse(CODE.forbidden, PRESET_ADMIN_ONLY);
}

export function findRule(ctx: Ctx, id: string | undefined): DbRule {
  const r = find(ctx.db.rules, id, '规则');
  if (!canSeeRule(ctx, r)) refuse(CODE.notFound, '规则不存在');
  return r;
}

export function findEditableRule(ctx: Ctx, id: string | undefined, type?: number): DbRule {
  const r = findRule(ctx, id);
  if (type !== undefined && r.ruleType !== type)
    refuse(CODE.badInput, `规则“${r.ruleName}”不是${RULE_TYPE_NAME[type]}`);
  if (r.ruleType === RULE_TYPE.preset) requirePresetAdmin(ctx);
  if (!canEditRule(ctx, r)) refuse(CODE.forbidden, `无权限：不能修改规则“${r.ruleName}”`);
  return r;
}

export const RULE_TYPE_NAME: Record<number, string> = {
  [RULE_TYPE.preset]: '预设规则',
  [RULE_TYPE.custom]: '自定义规则',
  [RULE_TYPE.template]: '模板规则',
};

export function ruleRecord(ctx: Ctx, r: DbRule) {
  const c = ctx.db.cases.find((x) => x.id === r.caseId);
  return {
    id: r.id,
    ruleName: r.ruleName,
    ruleType: r.ruleType,
    code: r.params.code,
    caseId: r.caseId,
    caseName: c?.caseName ?? '',
    isDefault: c?.ruleId === r.id,
    ownerId: r.ownerId,
    updatedBy: r.updatedBy,
    createTime: r.createTime,
    updateTime: r.updateTime,
    dealerOrderCount: r.dealerOrders.length,
    editable: canEditRule(ctx, r),
  };
}

/** A rule name: required, at most 50 characters, unique among the rules of its case. */
export function checkRuleName(ctx: Ctx, ruleName: string, caseId: string, exceptId = ''): void {
  if (!ruleName) refuse(CODE.badInput, '规则名称不能为空');
  if (ruleName.length > 50) refuse(CODE.badInput, '规则名称长度不能超过 50 个字符');
  if (ctx.db.rules.some((r) => r.caseId === caseId && r.ruleName === ruleName && r.id !== exceptId)) {
    refuse(CODE.conflict, `该案例下已有名为“${ruleName}”的规则`);
  }
}

/** A name not yet used in the case: "名称（副本）", "名称（副本2）"… */
export function freeRuleName(db: Db, base: string, caseId: string): string {
  const taken = new Set(db.rules.filter((r) => r.caseId === caseId).map((r) => r.ruleName));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i += 1) if (!taken.has(`${base}${i}`)) return `${base}${i}`;
}

export function ruleProblemText(name: string, problem: RuleValueProblem): string {
  switch (problem.kind) {
    case 'required':
      return `“${name}”不能为空`;
    case 'number':
      return `“${name}”必须是数字`;
    case 'integer':
      return `“${name}”必须是整数`;
    case 'range':
      return `“${name}”必须在 ${problem.min} 到 ${problem.max} 之间`;
    case 'bool':
      return `“${name}”只能是 0 或 1`;
    case 'tooLong':
      return `“${name}”不能超过 ${problem.max} 个字符`;
    default:
      return `“${name}”只能包含字母、数字和下划线`;
  }
}

/** Rows → RuleParams, refused with the engine's message when the rule would not play. */
export function rowsToParams(rows: RuleDetailRow[]): RuleParams | string {
  let params: RuleParams;
  try {
    params = unflattenRule(rows);
  } catch (error) {
    return (error as Error).message;
  }
  return validateRule(params) ?? params;
}

/**
 * Applies `[{code, value}]` changes (the `rows` parameter, JSON text) to a rule: unknown codes,
 * values out of range and rules the engine refuses are refused, naming the parameter.
 */
export function changedParams(ctx: Ctx, params: RuleParams, field = 'rows'): RuleParams {
  const changes = json<unknown>(ctx, field, '规则明细');
  if (!Array.isArray(changes)) refuse(CODE.badInput, '规则明细格式不正确');
  const rows = flattenRule(params);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  for (const change of changes as { code?: unknown; value?: unknown }[]) {
    const row = byCode.get(String(change?.code ?? ''));
    if (!row) refuse(CODE.badInput, `规则参数“${String(change?.code ?? '')}”不存在`);
    const problem = ruleValueProblem(row, change.value);
    if (problem) refuse(CODE.badInput, ruleProblemText(row.name, problem));
    row.value = ruleValueOf(row, change.value);
  }
  const next = rowsToParams(rows);
  if (typeof next === 'string') refuse(CODE.badInput, next);
  return next;
}

/** A caseId parameter naming a case the caller may attach rules to. */
export function ruleCase(ctx: Ctx, field = 'caseId'): DbCase {
  const id = (ctx.params[field] ?? '').trim();
  if (!id) refuse(CODE.badInput, '所属案例不能为空');
  return findCase(ctx, id, '所属案例');
}
