import type {
  LineTypeRule,
  MarketRule,
  MaterialRule,
  OrderGenRule,
  PostCode,
  ProductRule,
  QualificationRule,
  RuleDetailRow,
  RuleParams,
} from './types';
import { POST_CODES } from './types';

/**
 * Rules as editable rows for the rule-maintenance screens. Row codes are dotted paths
 * ("market.REGION.devCost"); every number of RuleParams has exactly one row, so editing a row and
 * unflattening gives a rule that plays differently, and flatten → unflatten is the identity.
 */

type Kind = 'int' | 'num' | 'str' | 'bool';
interface Field {
  key: string;
  label: string;
  kind: Kind;
  unit?: string;
}

const W = '万元';

const BASE_FIELDS: Field[] = [
  { key: 'code', label: '规则编码', kind: 'str' },
  { key: 'name', label: '规则名称', kind: 'str' },
  { key: 'description', label: '规则说明', kind: 'str' },
  { key: 'initialCapital', label: '初始股东资本', kind: 'int', unit: W },
  { key: 'initialCash', label: '初始现金', kind: 'int', unit: W },
  { key: 'managementFee', label: '管理费（每季）', kind: 'int', unit: W },
  { key: 'taxRate', label: '所得税率', kind: 'num', unit: '%' },
  { key: 'penaltyRate', label: '违约金比例', kind: 'num', unit: '%' },
  { key: 'discountRate', label: '应收款贴现率', kind: 'num', unit: '%' },
  { key: 'maxLines', label: '最大生产线数', kind: 'int', unit: '条' },
  { key: 'advertisingPerRound', label: '每季投放广告（1 是，0 否）', kind: 'bool' },
];

const MENU_FIELDS: Field[] = [
  { key: 'pickSeconds', label: '每次选单时间', kind: 'int', unit: '秒' },
  { key: 'minAd', label: '参与选单最低广告额', kind: 'int', unit: W },
  { key: 'extraPickAd', label: '追加一次选单所需广告额', kind: 'int', unit: W },
];

const LOAN_FIELDS: Field[] = [
  { key: 'longRate', label: '长期贷款年利率', kind: 'num', unit: '%' },
  { key: 'longMultiple', label: '长期贷款额度（所有者权益倍数）', kind: 'num', unit: '倍' },
  { key: 'longTermYears', label: '长期贷款期限', kind: 'int', unit: '年' },
  { key: 'shortRate', label: '短期贷款季利率', kind: 'num', unit: '%' },
  { key: 'shortMultiple', label: '短期贷款额度（所有者权益倍数）', kind: 'num', unit: '倍' },
  { key: 'shortTermRounds', label: '短期贷款期限', kind: 'int', unit: '季' },
  { key: 'loanUnit', label: '贷款金额单位', kind: 'int', unit: W },
];

const MARKET_FIELDS: Field[] = [
  { key: 'name', label: '名称', kind: 'str' },
  { key: 'devCost', label: '开拓费用（每季）', kind: 'int', unit: W },
  { key: 'devRounds', label: '开拓周期', kind: 'int', unit: '季' },
  { key: 'scorePoint', label: '发展潜力分', kind: 'int', unit: '分' },
];

const PRODUCT_FIELDS: Field[] = [
  { key: 'name', label: '名称', kind: 'str' },
  { key: 'devCost', label: '研发费用（每季）', kind: 'int', unit: W },
  { key: 'devRounds', label: '研发周期', kind: 'int', unit: '季' },
  { key: 'processCost', label: '单位加工费', kind: 'int', unit: W },
  { key: 'initialStock', label: '初始库存', kind: 'int', unit: '个' },
  { key: 'scorePoint', label: '发展潜力分', kind: 'int', unit: '分' },
];

const MATERIAL_FIELDS: Field[] = [
  { key: 'name', label: '名称', kind: 'str' },
  { key: 'price', label: '单价', kind: 'int', unit: W },
  { key: 'leadRounds', label: '采购提前期', kind: 'int', unit: '季' },
  { key: 'initialStock', label: '初始库存', kind: 'int', unit: '个' },
];

const QUALIFICATION_FIELDS: Field[] = [
  { key: 'name', label: '名称', kind: 'str' },
  { key: 'devCost', label: '认证费用（每季）', kind: 'int', unit: W },
  { key: 'devRounds', label: '认证周期', kind: 'int', unit: '季' },
  { key: 'scorePoint', label: '发展潜力分', kind: 'int', unit: '分' },
];

const LINE_FIELDS: Field[] = [
  { key: 'name', label: '名称', kind: 'str' },
  { key: 'price', label: '购置价格', kind: 'int', unit: W },
  { key: 'buildRounds', label: '安装周期', kind: 'int', unit: '季' },
  { key: 'capacity', label: '每季产能', kind: 'int', unit: '个' },
  { key: 'maintenance', label: '维护费（每季）', kind: 'int', unit: W },
  { key: 'depreciation', label: '折旧（每年）', kind: 'int', unit: W },
  { key: 'resale', label: '残值', kind: 'int', unit: W },
  { key: 'conversionCost', label: '转产费用', kind: 'int', unit: W },
  { key: 'conversionRounds', label: '转产周期', kind: 'int', unit: '季' },
  { key: 'initialCount', label: '初始数量', kind: 'int', unit: '条' },
  { key: 'initialProduct', label: '初始生产产品', kind: 'str' },
  { key: 'scorePoint', label: '发展潜力分', kind: 'int', unit: '分' },
];

const ORDER_FIELDS: Field[] = [
  { key: 'fromYear', label: '开始有订单的年份', kind: 'int', unit: '年' },
  { key: 'demandPerTeam', label: '每组每年需求量', kind: 'int', unit: '个' },
  { key: 'priceMin', label: '最低单价', kind: 'int', unit: W },
  { key: 'priceMax', label: '最高单价', kind: 'int', unit: W },
  { key: 'qtyMin', label: '每单最小数量', kind: 'int', unit: '个' },
  { key: 'qtyMax', label: '每单最大数量', kind: 'int', unit: '个' },
  { key: 'termMin', label: '最短账期', kind: 'int', unit: '季' },
  { key: 'termMax', label: '最长账期', kind: 'int', unit: '季' },
  { key: 'qualPct', label: '要求资质的概率', kind: 'num', unit: '%' },
];

function row(code: string, category: string, name: string, value: number | string, unit?: string): RuleDetailRow {
  return unit ? { code, category, name, value, unit } : { code, category, name, value };
}

function out(f: Field, v: unknown): number | string {
  if (f.kind === 'bool') return v ? 1 : 0;
  return v as number | string;
}

function pushFields(
  rows: RuleDetailRow[],
  prefix: string,
  category: string,
  namePrefix: string,
  fields: Field[],
  obj: Record<string, unknown>,
): void {
  for (const f of fields)
    rows.push(row(`${prefix}.${f.key}`, category, `${namePrefix}${f.label}`, out(f, obj[f.key]), f.unit));
}

export function flattenRule(p: RuleParams): RuleDetailRow[] {
  const rows: RuleDetailRow[] = [];
  pushFields(rows, 'base', '基本参数', '', BASE_FIELDS, p as unknown as Record<string, unknown>);
  pushFields(rows, 'menu', '选单', '', MENU_FIELDS, p.menu as unknown as Record<string, unknown>);
  pushFields(rows, 'loan', '贷款', '', LOAN_FIELDS, p.loan as unknown as Record<string, unknown>);
  for (const post of POST_CODES)
    rows.push(row(`cashLimit.${post}`, '现金限额', `${post}岗位可支配现金比例`, p.cashLimitPct[post], '%'));
  for (const m of p.markets)
    pushFields(
      rows,
      `market.${m.code}`,
      '市场',
      `${m.name}市场`,
      MARKET_FIELDS,
      m as unknown as Record<string, unknown>,
    );
  for (const pr of p.products) {
    pushFields(rows, `product.${pr.code}`, '产品', pr.name, PRODUCT_FIELDS, pr as unknown as Record<string, unknown>);
    for (const [mat, n] of Object.entries(pr.bom))
      rows.push(row(`product.${pr.code}.bom.${mat}`, '产品', `${pr.name}所需${mat}数量`, n, '个'));
  }
  for (const m of p.materials)
    pushFields(rows, `material.${m.code}`, '原料', m.name, MATERIAL_FIELDS, m as unknown as Record<string, unknown>);
  for (const q of p.qualifications)
    pushFields(
      rows,
      `qualification.${q.code}`,
      '资质',
      q.name,
      QUALIFICATION_FIELDS,
      q as unknown as Record<string, unknown>,
    );
  for (const l of p.lineTypes)
    pushFields(rows, `lineType.${l.code}`, '生产线', l.name, LINE_FIELDS, l as unknown as Record<string, unknown>);
  const mName: Record<string, string> = Object.fromEntries(p.markets.map((m) => [m.code, m.name]));
  const pName: Record<string, string> = Object.fromEntries(p.products.map((x) => [x.code, x.name]));
  for (const g of p.orderGen) {
    pushFields(
      rows,
      `order.${g.market}.${g.product}`,
      '订单',
      `${mName[g.market] ?? g.market}${pName[g.product] ?? g.product}`,
      ORDER_FIELDS,
      g as unknown as Record<string, unknown>,
    );
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------

class RuleRowError extends Error {}

function coerce(code: string, f: Field, v: unknown): number | string | boolean {
  if (f.kind === 'str') {
    if (typeof v !== 'string' && typeof v !== 'number') throw new RuleRowError(`规则参数 ${code} 必须是文本`);
    return String(v);
  }
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n)) throw new RuleRowError(`规则参数 ${code} 必须是数字`);
  if (f.kind === 'bool') {
    if (n !== 0 && n !== 1) throw new RuleRowError(`规则参数 ${code} 只能是 0 或 1`);
    return n === 1;
  }
  if (f.kind === 'int' && !Number.isInteger(n)) throw new RuleRowError(`规则参数 ${code} 必须是整数`);
  return n;
}

/** Reads the fields of one object; every field must be present. */
function readFields(
  values: Map<string, unknown>,
  prefix: string,
  fields: Field[],
  into: Record<string, unknown>,
): void {
  for (const f of fields) {
    const code = `${prefix}.${f.key}`;
    if (!values.has(code)) throw new RuleRowError(`缺少规则参数 ${code}`);
    into[f.key] = coerce(code, f, values.get(code));
  }
}

/** Distinct ids in order of first appearance for rows "<kind>.<id>.…". */
function idsOf(rows: RuleDetailRow[], kind: string): string[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    const parts = r.code.split('.');
    if (parts[0] === kind && parts.length >= 3 && !seen.has(parts[1])) {
      seen.add(parts[1]);
      ids.push(parts[1]);
    }
  }
  return ids;
}

/**
 * Rebuilds RuleParams from rows (values may arrive as strings from a form). Throws an Error with
 * a Chinese message for a missing or malformed row; run validateRule on the result before use.
 */
export function unflattenRule(rows: RuleDetailRow[]): RuleParams {
  const values = new Map<string, unknown>();
  for (const r of rows) {
    if (values.has(r.code)) throw new RuleRowError(`规则参数 ${r.code} 重复`);
    values.set(r.code, r.value);
  }
  const base: Record<string, unknown> = {};
  readFields(values, 'base', BASE_FIELDS, base);
  const menu: Record<string, unknown> = {};
  readFields(values, 'menu', MENU_FIELDS, menu);
  const loan: Record<string, unknown> = {};
  readFields(values, 'loan', LOAN_FIELDS, loan);
  const cashLimitPct = {} as Record<PostCode, number>;
  for (const post of POST_CODES) {
    const code = `cashLimit.${post}`;
    if (!values.has(code)) throw new RuleRowError(`缺少规则参数 ${code}`);
    cashLimitPct[post] = coerce(code, { key: post, label: '', kind: 'num' }, values.get(code)) as number;
  }
  const materials: MaterialRule[] = idsOf(rows, 'material').map((code) => {
    const o: Record<string, unknown> = { code };
    readFields(values, `material.${code}`, MATERIAL_FIELDS, o);
    return {
      code,
      name: o.name,
      price: o.price,
      leadRounds: o.leadRounds,
      initialStock: o.initialStock,
    } as MaterialRule;
  });
  const markets: MarketRule[] = idsOf(rows, 'market').map((code) => {
    const o: Record<string, unknown> = {};
    readFields(values, `market.${code}`, MARKET_FIELDS, o);
    return { code, name: o.name, devCost: o.devCost, devRounds: o.devRounds, scorePoint: o.scorePoint } as MarketRule;
  });
  const products: ProductRule[] = idsOf(rows, 'product').map((code) => {
    const o: Record<string, unknown> = {};
    readFields(values, `product.${code}`, PRODUCT_FIELDS, o);
    const bom: Record<string, number> = {};
    const bomPrefix = `product.${code}.bom.`;
    for (const r of rows) {
      if (r.code.startsWith(bomPrefix))
        bom[r.code.slice(bomPrefix.length)] = coerce(r.code, { key: '', label: '', kind: 'int' }, r.value) as number;
    }
    return {
      code,
      name: o.name,
      devCost: o.devCost,
      devRounds: o.devRounds,
      processCost: o.processCost,
      bom,
      initialStock: o.initialStock,
      scorePoint: o.scorePoint,
    } as ProductRule;
  });
  const qualifications: QualificationRule[] = idsOf(rows, 'qualification').map((code) => {
    const o: Record<string, unknown> = {};
    readFields(values, `qualification.${code}`, QUALIFICATION_FIELDS, o);
    return {
      code,
      name: o.name,
      devCost: o.devCost,
      devRounds: o.devRounds,
      scorePoint: o.scorePoint,
    } as QualificationRule;
  });
  const lineTypes: LineTypeRule[] = idsOf(rows, 'lineType').map((code) => {
    const o: Record<string, unknown> = { code };
    readFields(values, `lineType.${code}`, LINE_FIELDS, o);
    return o as unknown as LineTypeRule;
  });
  const orderGen: OrderGenRule[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    const parts = r.code.split('.');
    if (parts[0] !== 'order' || parts.length !== 4) continue;
    const key = `${parts[1]}.${parts[2]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const o: Record<string, unknown> = { market: parts[1], product: parts[2] };
    readFields(values, `order.${key}`, ORDER_FIELDS, o);
    orderGen.push(o as unknown as OrderGenRule);
  }
  return {
    code: base.code as string,
    name: base.name as string,
    description: base.description as string,
    initialCapital: base.initialCapital as number,
    initialCash: base.initialCash as number,
    managementFee: base.managementFee as number,
    taxRate: base.taxRate as number,
    penaltyRate: base.penaltyRate as number,
    discountRate: base.discountRate as number,
    maxLines: base.maxLines as number,
    advertisingPerRound: base.advertisingPerRound as boolean,
    menu: menu as unknown as RuleParams['menu'],
    loan: loan as unknown as RuleParams['loan'],
    cashLimitPct,
    markets,
    products,
    materials,
    qualifications,
    lineTypes,
    orderGen,
  };
}
