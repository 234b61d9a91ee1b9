/**
 * Rules: lists, the detail rows the engine's RuleParams flatten to, edits checked by the engine,
 * copy, delete, import and export (.xlsx round trip), presets, templates, intelligent generation
 * and dealer orders.
 */
import { ruleValueOf, ruleValueProblem } from '../../src/domain/ruleValue';
import { type DbRule, type DealerOrder, RULE_TYPE } from '../db/authoring';
import { flattenRule } from '../engine/ruleRows';
import { getPresetRule, initialAssetsValue, validateRule } from '../engine/rules';
import { isAdRound, quarterOf } from '../engine/time';
import type { RuleParams } from '../engine/types';
import { buildSheet, readSheetOrRefuse, refuseRows, type RowError, SHEET_EXTENSIONS } from '../files';
import {
  canSeeRule,
  changedParams,
  checkRuleName,
  findEditableRule,
  findRule,
  freeRuleName,
  isAdmin,
  ruleCase,
  ruleProblemText,
  ruleRecord,
  refuseIfTrained,
  requirePresetAdmin,
  rowsToParams,
  stamp,
  userName,
} from './authoringShared';
import {
  CODE,
  type Ctx,
  type FamilyResolvers,
  file,
  int,
  oneOf,
  page,
  paging,
  refuse,
  requireTeacher,
  text,
} from './kit';

export const RULE_FILE_COLUMNS = ['参数编码', '分类', '名称', '数值', '单位'];
export const DEALER_ORDER_COLUMNS = ['市场', '产品', '数量', '单价', '交货季度', '回合'];

function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

function newRule(
  ctx: Ctx,
  fields: Pick<DbRule, 'ruleName' | 'ruleType' | 'caseId' | 'params'> & Partial<DbRule>,
): DbRule {
  const now = stamp(ctx);
  const rule: DbRule = {
    id: ctx.store.nextId(),
    dealerOrders: [],
    ownerId: fields.ruleType === RULE_TYPE.custom ? ctx.user!.id : '',
    updatedBy: userName(ctx),
    createTime: now,
    updateTime: now,
    ...fields,
  };
  ctx.db.rules.push(rule);
  return rule;
}

function touch(ctx: Ctx, rule: DbRule) {
  rule.updatedBy = userName(ctx);
  rule.updateTime = stamp(ctx);
}

/** The rule a new one starts from: baseRuleId when given, else the engine's standard preset. */
function baseParams(ctx: Ctx): RuleParams {
  const baseId = (ctx.params.baseRuleId ?? '').trim();
  return baseId ? clone(findRule(ctx, baseId).params) : getPresetRule('STANDARD')!;
}

/** A case's default rule cannot be deleted. */
function refuseIfDefault(ctx: Ctx, rule: DbRule) {
  const owner = ctx.db.cases.find((c) => c.ruleId === rule.id);
  if (owner) refuse(CODE.conflict, `规则“${rule.ruleName}”是案例“${owner.caseName}”的默认规则，不能删除`);
}

function deleteRule(ctx: Ctx, rule: DbRule) {
  refuseIfDefault(ctx, rule);
  refuseIfTrained(ctx, { ruleId: rule.id }, `规则“${rule.ruleName}”`);
  ctx.db.rules = ctx.db.rules.filter((r) => r.id !== rule.id);
  return true;
}

/** Updates name and/or values of an existing rule (rows = [{code, value}] changes). */
function updateRule(ctx: Ctx, rule: DbRule) {
  const ruleName = text(ctx, 'ruleName', '规则名称', { required: false, max: 50 });
  if (ruleName) checkRuleName(ctx, ruleName, rule.caseId, rule.id);
  const hasRows = (ctx.params.rows ?? '') !== '';
  if (!ruleName && !hasRows) refuse(CODE.badInput, '没有要保存的修改');
  const params = hasRows ? changedParams(ctx, rule.params) : rule.params;
  rule.params = params;
  if (ruleName) rule.ruleName = ruleName;
  touch(ctx, rule);
  return detail(ctx, rule);
}

/** Creates a rule of this type from the base rule plus the rows changes. */
function createRule(ctx: Ctx, ruleType: number) {
  requireTeacher(ctx);
  const target = ruleCase(ctx);
  const ruleName = text(ctx, 'ruleName', '规则名称', { max: 50 });
  checkRuleName(ctx, ruleName, target.id);
  if (ruleType === RULE_TYPE.template && target.isTemplate !== 1) refuse(CODE.badInput, '模板规则只能属于模板案例');
  const base = baseParams(ctx);
  const params = (ctx.params.rows ?? '') !== '' ? changedParams(ctx, base) : base;
  return detail(ctx, newRule(ctx, { ruleName, ruleType, caseId: target.id, params }));
}

function detail(ctx: Ctx, rule: DbRule) {
  const rows = flattenRule(rule.params);
  const label = (prefix: string, code: string) =>
    String(rows.find((r) => r.code === `${prefix}.${code}.name`)?.value ?? code);
  return {
    ...ruleRecord(ctx, rule),
    rows,
    dealerOrders: rule.dealerOrders.map((o) => ({
      ...o,
      marketName: label('market', o.market),
      productName: label('product', o.product),
    })),
  };
}

function listRules(ctx: Ctx) {
  const caseId = (ctx.params.caseId ?? '').trim();
  const ruleType = oneOf(ctx, 'ruleType', '规则类型', ['1', '2', '3', ''], '');
  const name = text(ctx, 'ruleName', '规则名称', { required: false });
  const rows = ctx.db.rules
    .filter((r) => canSeeRule(ctx, r))
    .filter(
      (r) =>
        (!caseId || r.caseId === caseId) &&
        (!ruleType || String(r.ruleType) === ruleType) &&
        (!name || r.ruleName.includes(name)),
    )
    .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || a.ruleType - b.ruleType || Number(a.id) - Number(b.id));
  return page(
    rows.map((r) => ruleRecord(ctx, r)),
    paging(ctx),
  );
}

// ---- intelligent generation ---------------------------------------------------------------------

const DIFFICULTY = {
  1: { label: '简单', capital: 800, demand: 130, price: 110, rate: 80, penalty: 10, fee: 8 },
  2: { label: '普通', capital: 600, demand: 100, price: 100, rate: 100, penalty: 20, fee: 10 },
  3: { label: '困难', capital: 450, demand: 80, price: 95, rate: 130, penalty: 30, fee: 15 },
} as const;

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

/**
 * A balanced rule for a difficulty and a number of teams: easier means more capital, more demand,
 * better prices, cheaper loans and smaller penalties; more teams means shorter picks, so an order
 * meeting still fits a lesson. Initial cash keeps the opening books balanced.
 */
export function smartRule(base: RuleParams, difficulty: 1 | 2 | 3, teamNum: number): RuleParams {
  const k = DIFFICULTY[difficulty];
  const p = clone(base);
  p.code = `SMART_${difficulty}_${teamNum}`;
  p.name = `智能规则（${k.label}，${teamNum} 组）`;
  p.description = `按难度“${k.label}”和 ${teamNum} 个小组生成的均衡规则。`;
  p.initialCapital = k.capital;
  p.managementFee = k.fee;
  p.penaltyRate = k.penalty;
  p.loan.longRate = oneDecimal((base.loan.longRate * k.rate) / 100);
  p.loan.shortRate = oneDecimal((base.loan.shortRate * k.rate) / 100);
  p.menu.pickSeconds = Math.min(90, Math.max(20, Math.round(360 / teamNum)));
  for (const g of p.orderGen) {
    g.demandPerTeam = Math.max(1, Math.round((g.demandPerTeam * k.demand) / 100));
    g.priceMin = Math.max(1, Math.round((g.priceMin * k.price) / 100));
    g.priceMax = Math.max(g.priceMin, Math.round((g.priceMax * k.price) / 100));
  }
  p.initialCash = Math.max(0, p.initialCapital - initialAssetsValue(p));
  return p;
}

// ---- files ----------------------------------------------------------------------------------

function safeFileName(name: string) {
  return name.replace(/[\\/:*?"<>|]/g, '_') || '规则';
}

/** Reads a rule file (the export's format) over a base rule; every bad row is reported. */
async function paramsFromFile(ctx: Ctx, base: RuleParams): Promise<RuleParams> {
  const upload = file(ctx, 'file', '规则文件', { extensions: SHEET_EXTENSIONS });
  const sheet = await readSheetOrRefuse(upload, ['参数编码', '数值']);
  const rows = flattenRule(base);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const seen = new Set<string>();
  const errors: RowError[] = [];
  sheet.rows.forEach((line, i) => {
    const row = sheet.rowNumbers[i];
    const code = line.参数编码;
    const target = byCode.get(code);
    if (!code) errors.push({ row, field: '参数编码', msg: '参数编码不能为空' });
    else if (!target) errors.push({ row, field: '参数编码', msg: `规则参数“${code}”不存在` });
    else if (seen.has(code)) errors.push({ row, field: '参数编码', msg: `规则参数“${code}”重复` });
    else {
      const problem = ruleValueProblem(target, line.数值);
      if (problem) errors.push({ row, field: '数值', msg: ruleProblemText(target.name, problem) });
      else target.value = ruleValueOf(target, line.数值);
    }
    seen.add(code);
  });
  if (errors.length) refuseRows(errors);
  const params = rowsToParams(rows);
  if (typeof params === 'string') refuseRows([{ row: 0, field: '规则', msg: params }]);
  return params;
}

async function dealerOrdersFromFile(ctx: Ctx, params: RuleParams): Promise<DealerOrder[]> {
  const upload = file(ctx, 'file', '经销商订单文件', { extensions: SHEET_EXTENSIONS });
  const sheet = await readSheetOrRefuse(upload, DEALER_ORDER_COLUMNS);
  const errors: RowError[] = [];
  const intIn = (row: number, field: string, raw: string, min: number, max: number) => {
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      errors.push({ row, field, msg: `${field}必须是 ${min} 到 ${max} 之间的整数` });
      return NaN;
    }
    return Number(raw);
  };
  const orders = sheet.rows.map((line, i): DealerOrder => {
    const row = sheet.rowNumbers[i];
    const market = params.markets.find(
      (m) => m.code === line.市场 || m.name === line.市场 || `${m.name}市场` === line.市场,
    );
    const product = params.products.find((p) => p.code === line.产品 || p.name === line.产品);
    if (!market) errors.push({ row, field: '市场', msg: line.市场 ? `市场“${line.市场}”不在规则中` : '市场不能为空' });
    if (!product) errors.push({ row, field: '产品', msg: line.产品 ? `产品“${line.产品}”不在规则中` : '产品不能为空' });
    const deliveryQuarter = intIn(row, '交货季度', line.交货季度, 1, 4);
    const round = intIn(row, '回合', line.回合, 1, 99);
    // The order joins the pool of that round's meeting: the round must hold one, and the order may
    // not be due before the meeting's quarter.
    if (Number.isInteger(round) && !isAdRound(params, round)) {
      errors.push({ row, field: '回合', msg: `第 ${round} 回合没有订货会（本规则的订货会在每年第 1 季）` });
    } else if (Number.isInteger(round) && Number.isInteger(deliveryQuarter) && deliveryQuarter < quarterOf(round)) {
      errors.push({
        row,
        field: '交货季度',
        msg: `交货季度不能早于第 ${round} 回合所在的第 ${quarterOf(round)} 季`,
      });
    }
    return {
      round,
      market: market?.code ?? '',
      product: product?.code ?? '',
      quantity: intIn(row, '数量', line.数量, 1, 999),
      unitPrice: intIn(row, '单价', line.单价, 1, 10_000),
      deliveryQuarter,
    };
  });
  if (errors.length) refuseRows(errors);
  return orders;
}

/** Rule type of an import: teachers and administrators choose; default custom (teachers) or preset (administrators). */
function importType(ctx: Ctx): number {
  const fallback = isAdmin(ctx) ? RULE_TYPE.preset : RULE_TYPE.custom;
  const ruleType = Number(oneOf(ctx, 'ruleType', '规则类型', ['1', '2', '3'], String(fallback) as '1' | '2' | '3'));
  if (ruleType === RULE_TYPE.preset) requirePresetAdmin(ctx);
  return ruleType;
}

export const ruleResolvers: FamilyResolvers<'rule'> = {
  detailList(ctx) {
    return detail(ctx, findRule(ctx, ctx.params.ruleId));
  },

  detailCheck(ctx) {
    const rule = findRule(ctx, ctx.params.ruleId);
    const problem = validateRule(rule.params);
    return {
      ruleId: rule.id,
      passed: problem === null,
      msg: problem ?? `规则“${rule.ruleName}”检查通过，可以用于实训`,
    };
  },

  customDelete(ctx) {
    requireTeacher(ctx);
    return deleteRule(ctx, findEditableRule(ctx, ctx.params.ruleId, RULE_TYPE.custom));
  },

  customSave(ctx) {
    const id = (ctx.params.ruleId ?? '').trim();
    if (!id) return createRule(ctx, RULE_TYPE.custom);
    requireTeacher(ctx);
    return updateRule(ctx, findEditableRule(ctx, id, RULE_TYPE.custom));
  },

  intelligenceData(ctx) {
    requireTeacher(ctx);
    const difficulty = int(ctx, 'difficulty', '难度', { min: 1, max: 3 }) as 1 | 2 | 3;
    const teamNum = int(ctx, 'teamNum', '小组数', { min: 2, max: 20 });
    const params = smartRule(baseParams(ctx), difficulty, teamNum);
    const problem = validateRule(params);
    if (problem) refuse(CODE.badInput, `无法从所选规则生成：${problem}`);
    return { ruleName: params.name, code: params.code, difficulty, teamNum, rows: flattenRule(params) };
  },

  async importRule(ctx) {
    requireTeacher(ctx);
    const target = ruleCase(ctx);
    const ruleType = importType(ctx);
    if (ruleType === RULE_TYPE.template && target.isTemplate !== 1) refuse(CODE.badInput, '模板规则只能属于模板案例');
    const wanted = text(ctx, 'ruleName', '规则名称', { required: false, max: 50 });
    if (wanted) checkRuleName(ctx, wanted, target.id);
    const params = await paramsFromFile(ctx, baseParams(ctx));
    const ruleName = wanted || freeRuleName(ctx.db, params.name, target.id);
    const rule = newRule(ctx, { ruleName, ruleType, caseId: target.id, params });
    return { imported: 1, errors: [], rule: ruleRecord(ctx, rule) };
  },

  exportRule(ctx) {
    const rule = findRule(ctx, ctx.params.ruleId);
    const rows = flattenRule(rule.params).map((r) => [r.code, r.category, r.name, r.value, r.unit ?? '']);
    return buildSheet(safeFileName(rule.ruleName), RULE_FILE_COLUMNS, rows, '规则明细');
  },

  copy(ctx) {
    requireTeacher(ctx);
    const source = findRule(ctx, ctx.params.ruleId);
    const target = ctx.params.caseId ? ruleCase(ctx) : ctx.db.cases.find((c) => c.id === source.caseId);
    if (!target) refuse(CODE.notFound, '所属案例不存在');
    const wanted = text(ctx, 'ruleName', '规则名称', { required: false, max: 50 });
    if (wanted) checkRuleName(ctx, wanted, target.id);
    const ruleName = wanted || freeRuleName(ctx.db, `${source.ruleName}（副本）`, target.id);
    const rule = newRule(ctx, {
      ruleName,
      ruleType: RULE_TYPE.custom,
      caseId: target.id,
      params: clone(source.params),
      dealerOrders: clone(source.dealerOrders),
    });
    return ruleRecord(ctx, rule);
  },

  remove(ctx) {
    requireTeacher(ctx);
    const seen = findRule(ctx, ctx.params.ruleId);
    if (seen.ruleType === RULE_TYPE.preset && !isAdmin(ctx)) refuse(CODE.forbidden, '无权限：预设规则只能由管理员删除');
    const rule = findEditableRule(ctx, seen.id);
    if (rule.ruleType === RULE_TYPE.template) refuse(CODE.badInput, '模板规则请通过“删除模板规则”删除');
    return deleteRule(ctx, rule);
  },

  basecaseList(ctx) {
    const standard = new Set(ctx.db.cases.filter((c) => c.standard === 1).map((c) => c.id));
    return ctx.db.rules
      .filter((r) => r.ruleType === RULE_TYPE.preset && standard.has(r.caseId))
      .map((r) => ruleRecord(ctx, r));
  },

  listForCaseAndTemplate(ctx) {
    const templateCaseList = ctx.db.cases
      .filter((c) => c.isTemplate === 1)
      .map((c) => ({ id: c.id, caseCode: c.caseCode, caseName: c.caseName, ruleId: c.ruleId }));
    return { ...listRules(ctx), templateCaseList };
  },

  updateTemplateRule(ctx) {
    requireTeacher(ctx);
    return updateRule(ctx, findEditableRule(ctx, ctx.params.ruleId, RULE_TYPE.template));
  },

  async importDealerOrder(ctx) {
    requireTeacher(ctx);
    const rule = findEditableRule(ctx, ctx.params.ruleId);
    const orders = await dealerOrdersFromFile(ctx, rule.params);
    rule.dealerOrders = orders;
    touch(ctx, rule);
    return { imported: orders.length, errors: [], dealerOrders: detail(ctx, rule).dealerOrders };
  },

  savePreset(ctx) {
    requirePresetAdmin(ctx);
    const id = (ctx.params.ruleId ?? '').trim();
    if (id) return updateRule(ctx, findEditableRule(ctx, id, RULE_TYPE.preset));
    return createRule(ctx, RULE_TYPE.preset);
  },

  deleteTemplateRule(ctx) {
    requireTeacher(ctx);
    return deleteRule(ctx, findEditableRule(ctx, ctx.params.ruleId, RULE_TYPE.template));
  },
};

/** Shared with the estimate service's rule list. */
export { listRules };
