import type {
  LineTypeRule,
  MarketRule,
  MaterialRule,
  OrderGenRule,
  ProductRule,
  QualificationRule,
  RuleParams,
} from './types';
import { POST_CODES } from './types';

/**
 * The three preset rules. Numbers are in 万元. They are written out in full (no hidden defaults) so
 * that flattenRule shows every number a teacher can change.
 */

// prettier-ignore
const MARKETS: MarketRule[] = [
  { code: 'LOCAL', name: '本地', devCost: 0, devRounds: 0, scorePoint: 0 },
  { code: 'REGION', name: '区域', devCost: 10, devRounds: 1, scorePoint: 10 },
  { code: 'DOMESTIC', name: '国内', devCost: 10, devRounds: 2, scorePoint: 15 },
  { code: 'ASIA', name: '亚洲', devCost: 10, devRounds: 3, scorePoint: 20 },
  { code: 'INTL', name: '国际', devCost: 10, devRounds: 4, scorePoint: 25 },
];

// prettier-ignore
const MATERIALS: MaterialRule[] = [
  { code: 'R1', name: 'R1原料', price: 10, leadRounds: 1, initialStock: 2 },
  { code: 'R2', name: 'R2原料', price: 10, leadRounds: 1, initialStock: 0 },
  { code: 'R3', name: 'R3原料', price: 10, leadRounds: 2, initialStock: 0 },
  { code: 'R4', name: 'R4原料', price: 10, leadRounds: 2, initialStock: 0 },
];

// prettier-ignore
const PRODUCTS: ProductRule[] = [
  {
    code: 'P1',
    name: 'P1产品',
    devCost: 0,
    devRounds: 0,
    processCost: 10,
    bom: { R1: 1, R2: 0, R3: 0, R4: 0 },
    initialStock: 2,
    scorePoint: 0,
  },
  {
    code: 'P2',
    name: 'P2产品',
    devCost: 10,
    devRounds: 2,
    processCost: 10,
    bom: { R1: 0, R2: 1, R3: 1, R4: 0 },
    initialStock: 0,
    scorePoint: 5,
  },
  {
    code: 'P3',
    name: 'P3产品',
    devCost: 10,
    devRounds: 3,
    processCost: 10,
    bom: { R1: 1, R2: 0, R3: 1, R4: 1 },
    initialStock: 0,
    scorePoint: 10,
  },
  {
    code: 'P4',
    name: 'P4产品',
    devCost: 15,
    devRounds: 4,
    processCost: 10,
    bom: { R1: 0, R2: 1, R3: 1, R4: 2 },
    initialStock: 0,
    scorePoint: 15,
  },
];

// prettier-ignore
const QUALIFICATIONS: QualificationRule[] = [
  { code: 'ISO9000', name: 'ISO9000', devCost: 10, devRounds: 2, scorePoint: 8 },
  { code: 'ISO14000', name: 'ISO14000', devCost: 15, devRounds: 3, scorePoint: 10 },
];

// prettier-ignore
const LINE_TYPES: LineTypeRule[] = [
  {
    code: 'MANUAL',
    name: '手工线',
    price: 50,
    buildRounds: 0,
    capacity: 1,
    maintenance: 2,
    depreciation: 10,
    resale: 10,
    conversionCost: 0,
    conversionRounds: 0,
    initialCount: 1,
    initialProduct: 'P1',
    scorePoint: 0,
  },
  {
    code: 'SEMI',
    name: '半自动线',
    price: 100,
    buildRounds: 1,
    capacity: 2,
    maintenance: 3,
    depreciation: 20,
    resale: 20,
    conversionCost: 10,
    conversionRounds: 1,
    initialCount: 0,
    initialProduct: 'P1',
    scorePoint: 3,
  },
  {
    code: 'AUTO',
    name: '全自动线',
    price: 150,
    buildRounds: 2,
    capacity: 3,
    maintenance: 4,
    depreciation: 30,
    resale: 30,
    conversionCost: 20,
    conversionRounds: 1,
    initialCount: 0,
    initialProduct: 'P1',
    scorePoint: 6,
  },
  {
    code: 'FLEX',
    name: '柔性线',
    price: 200,
    buildRounds: 2,
    capacity: 3,
    maintenance: 5,
    depreciation: 40,
    resale: 40,
    conversionCost: 0,
    conversionRounds: 0,
    initialCount: 0,
    initialProduct: 'P1',
    scorePoint: 8,
  },
];

/** Per product: demand per team per year, price range, quantity range, receivable term range, qualification %, first year. */
// prettier-ignore
const PRODUCT_DEMAND: Record<string, Omit<OrderGenRule, 'market' | 'product'>> = {
  P1: {
    fromYear: 1,
    demandPerTeam: 6,
    priceMin: 40,
    priceMax: 55,
    qtyMin: 1,
    qtyMax: 3,
    termMin: 0,
    termMax: 2,
    qualPct: 0,
  },
  P2: {
    fromYear: 1,
    demandPerTeam: 4,
    priceMin: 60,
    priceMax: 80,
    qtyMin: 1,
    qtyMax: 3,
    termMin: 1,
    termMax: 2,
    qualPct: 0,
  },
  P3: {
    fromYear: 2,
    demandPerTeam: 3,
    priceMin: 80,
    priceMax: 100,
    qtyMin: 1,
    qtyMax: 2,
    termMin: 1,
    termMax: 3,
    qualPct: 20,
  },
  P4: {
    fromYear: 2,
    demandPerTeam: 2,
    priceMin: 100,
    priceMax: 130,
    qtyMin: 1,
    qtyMax: 2,
    termMin: 2,
    termMax: 3,
    qualPct: 40,
  },
};

/** Per market: demand factor (percent), price premium, earliest year, extra qualification %. */
// prettier-ignore
const MARKET_SHAPE: Record<string, { demand: number; premium: number; fromYear: number; qual: number }> = {
  LOCAL: { demand: 100, premium: 0, fromYear: 1, qual: 0 },
  REGION: { demand: 80, premium: 5, fromYear: 1, qual: 0 },
  DOMESTIC: { demand: 80, premium: 5, fromYear: 2, qual: 10 },
  ASIA: { demand: 60, premium: 10, fromYear: 2, qual: 20 },
  INTL: { demand: 60, premium: 15, fromYear: 3, qual: 20 },
};

function orderGrid(demandPct: number, pricePct: number): OrderGenRule[] {
  const rows: OrderGenRule[] = [];
  for (const m of MARKETS) {
    const shape = MARKET_SHAPE[m.code];
    for (const p of PRODUCTS) {
      const d = PRODUCT_DEMAND[p.code];
      rows.push({
        market: m.code,
        product: p.code,
        fromYear: Math.max(d.fromYear, shape.fromYear),
        demandPerTeam: Math.round((d.demandPerTeam * shape.demand * demandPct) / 10000),
        priceMin: Math.round(((d.priceMin + shape.premium) * pricePct) / 100),
        priceMax: Math.round(((d.priceMax + shape.premium) * pricePct) / 100),
        qtyMin: d.qtyMin,
        qtyMax: d.qtyMax,
        termMin: d.termMin,
        termMax: d.termMax,
        qualPct: d.qualPct === 0 && shape.qual === 0 ? 0 : Math.min(100, d.qualPct + shape.qual),
      });
    }
  }
  // A market with zero rounded demand would never have orders; keep at least one unit.
  for (const r of rows) if (r.demandPerTeam < 1) r.demandPerTeam = 1;
  return rows;
}

/** Value of what a team owns at the start, so initial cash can be derived and the books balance. */
export function initialAssetsValue(rule: Pick<RuleParams, 'lineTypes' | 'materials' | 'products'>): number {
  let v = 0;
  for (const l of rule.lineTypes) v += l.price * l.initialCount;
  for (const m of rule.materials) v += m.price * m.initialStock;
  const price: Record<string, number> = {};
  for (const m of rule.materials) price[m.code] = m.price;
  for (const p of rule.products) {
    let unit = p.processCost;
    for (const [code, n] of Object.entries(p.bom)) unit += (price[code] ?? 0) * n;
    v += unit * p.initialStock;
  }
  return v;
}

function standard(): RuleParams {
  const r: RuleParams = {
    code: 'STANDARD',
    name: '标准规则',
    description: '按年投放广告、年初订货会；建线与原料有提前期，适合完整教学。',
    initialCapital: 600,
    initialCash: 0,
    managementFee: 10,
    taxRate: 25,
    penaltyRate: 20,
    discountRate: 10,
    maxLines: 8,
    advertisingPerRound: false,
    menu: { pickSeconds: 60, minAd: 10, extraPickAd: 10 },
    loan: {
      longRate: 10,
      longMultiple: 2,
      longTermYears: 2,
      shortRate: 5,
      shortMultiple: 1,
      shortTermRounds: 4,
      loanUnit: 10,
    },
    cashLimitPct: { CEO: 100, CFO: 100, CMO: 30, COO: 50, CPO: 40 },
    markets: structuredClone(MARKETS),
    products: structuredClone(PRODUCTS),
    materials: structuredClone(MATERIALS),
    qualifications: structuredClone(QUALIFICATIONS),
    lineTypes: structuredClone(LINE_TYPES),
    orderGen: orderGrid(100, 100),
  };
  r.initialCash = r.initialCapital - initialAssetsValue(r);
  return r;
}

function quick(): RuleParams {
  const r = standard();
  r.code = 'QUICK';
  r.name = '快速规则';
  r.description = '每季投放广告并召开订货会；建线、研发和原料提前期更短，市场需求更大，适合短课时。';
  r.advertisingPerRound = true;
  r.menu.pickSeconds = 30;
  for (const m of r.markets) m.devRounds = Math.ceil(m.devRounds / 2);
  for (const p of r.products) p.devRounds = Math.ceil(p.devRounds / 2);
  for (const q of r.qualifications) q.devRounds = Math.ceil(q.devRounds / 2);
  for (const m of r.materials) m.leadRounds = Math.max(0, m.leadRounds - 1);
  for (const l of r.lineTypes) {
    l.buildRounds = Math.max(0, l.buildRounds - 1);
    l.conversionRounds = 0;
  }
  r.orderGen = orderGrid(150, 100).map((g) => ({ ...g, fromYear: 1 }));
  r.initialCash = r.initialCapital - initialAssetsValue(r);
  return r;
}

function tight(): RuleParams {
  const r = standard();
  r.code = 'TIGHT';
  r.name = '紧缩规则';
  r.description = '信贷紧缩、利率上升、原料和设备涨价，违约金更高，考验资金计划。';
  r.initialCapital = 500;
  r.managementFee = 15;
  r.penaltyRate = 30;
  r.discountRate = 15;
  r.loan = {
    longRate: 15,
    longMultiple: 1,
    longTermYears: 2,
    shortRate: 8,
    shortMultiple: 0.5,
    shortTermRounds: 2,
    loanUnit: 10,
  };
  for (const m of r.materials) m.price = 15;
  for (const l of r.lineTypes) {
    l.price = Math.round((l.price * 120) / 100);
    l.maintenance += 1;
  }
  r.menu.extraPickAd = 20;
  r.orderGen = orderGrid(90, 105);
  r.initialCash = r.initialCapital - initialAssetsValue(r);
  return r;
}

export const presetRules: RuleParams[] = [standard(), quick(), tight()];

/** A fresh copy of a preset (callers may edit it). */
export function getPresetRule(code: string): RuleParams | undefined {
  const r = presetRules.find((p) => p.code === code);
  return r ? structuredClone(r) : undefined;
}

const CODE_RE = /^[A-Za-z0-9_]+$/;

function nonNegInt(v: unknown): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}
function nonNegNum(v: unknown): boolean {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

/** Checks a rule; returns a Chinese message for the first problem, or null when the rule is usable. */
export function validateRule(r: RuleParams): string | null {
  const ints: [string, unknown][] = [
    ['初始股东资本', r.initialCapital],
    ['初始现金', r.initialCash],
    ['管理费', r.managementFee],
    ['最大生产线数', r.maxLines],
    ['每次选单秒数', r.menu.pickSeconds],
    ['最低广告额', r.menu.minAd],
    ['追加选单广告额', r.menu.extraPickAd],
    ['长贷年限', r.loan.longTermYears],
    ['短贷期限', r.loan.shortTermRounds],
    ['贷款单位', r.loan.loanUnit],
  ];
  for (const [name, v] of ints) if (!nonNegInt(v)) return `规则参数“${name}”必须是非负整数`;
  const nums: [string, unknown][] = [
    ['所得税率', r.taxRate],
    ['违约金比例', r.penaltyRate],
    ['贴现率', r.discountRate],
    ['长贷年利率', r.loan.longRate],
    ['长贷额度倍数', r.loan.longMultiple],
    ['短贷利率', r.loan.shortRate],
    ['短贷额度倍数', r.loan.shortMultiple],
  ];
  for (const [name, v] of nums) if (!nonNegNum(v)) return `规则参数“${name}”必须是非负数`;
  if (r.menu.pickSeconds < 1) return '每次选单秒数至少为 1';
  if (r.loan.loanUnit < 1) return '贷款单位至少为 1';
  if (r.loan.longTermYears < 1 || r.loan.shortTermRounds < 1) return '贷款期限至少为 1';
  for (const p of POST_CODES) if (!nonNegNum(r.cashLimitPct[p])) return `岗位 ${p} 的现金限额比例必须是非负数`;
  const groups: [string, { code: string; name: string }[]][] = [
    ['市场', r.markets],
    ['产品', r.products],
    ['原料', r.materials],
    ['资质', r.qualifications],
    ['生产线', r.lineTypes],
  ];
  for (const [label, list] of groups) {
    if (list.length === 0) return `规则中至少需要一个${label}`;
    const seen = new Set<string>();
    for (const e of list) {
      if (!CODE_RE.test(e.code)) return `${label}编码“${e.code}”只能包含字母、数字和下划线`;
      if (seen.has(e.code)) return `${label}编码“${e.code}”重复`;
      seen.add(e.code);
    }
  }
  const materialCodes = r.materials.map((m) => m.code);
  for (const m of r.markets) {
    if (!nonNegInt(m.devCost) || !nonNegInt(m.devRounds) || !nonNegInt(m.scorePoint))
      return `市场“${m.name}”的参数必须是非负整数`;
  }
  for (const q of r.qualifications) {
    if (!nonNegInt(q.devCost) || !nonNegInt(q.devRounds) || !nonNegInt(q.scorePoint))
      return `资质“${q.name}”的参数必须是非负整数`;
  }
  for (const m of r.materials) {
    if (!nonNegInt(m.price) || !nonNegInt(m.leadRounds) || !nonNegInt(m.initialStock))
      return `原料“${m.name}”的参数必须是非负整数`;
  }
  for (const p of r.products) {
    if (![p.devCost, p.devRounds, p.processCost, p.initialStock, p.scorePoint].every(nonNegInt))
      return `产品“${p.name}”的参数必须是非负整数`;
    const keys = Object.keys(p.bom);
    if (keys.length !== materialCodes.length || !materialCodes.every((c) => keys.includes(c)))
      return `产品“${p.name}”的物料清单必须列出全部原料`;
    if (!Object.values(p.bom).every(nonNegInt)) return `产品“${p.name}”的物料数量必须是非负整数`;
  }
  for (const l of r.lineTypes) {
    const vals = [
      l.price,
      l.buildRounds,
      l.capacity,
      l.maintenance,
      l.depreciation,
      l.resale,
      l.conversionCost,
      l.conversionRounds,
      l.initialCount,
      l.scorePoint,
    ];
    if (!vals.every(nonNegInt)) return `生产线“${l.name}”的参数必须是非负整数`;
    if (l.capacity < 1) return `生产线“${l.name}”的产能至少为 1`;
    if (l.resale > l.price) return `生产线“${l.name}”的残值不能高于价格`;
    if (!r.products.some((p) => p.code === l.initialProduct))
      return `生产线“${l.name}”的初始产品“${l.initialProduct}”不存在`;
  }
  const seenGrid = new Set<string>();
  for (const g of r.orderGen) {
    if (!r.markets.some((m) => m.code === g.market)) return `订单规则中的市场“${g.market}”不存在`;
    if (!r.products.some((p) => p.code === g.product)) return `订单规则中的产品“${g.product}”不存在`;
    const key = `${g.market}.${g.product}`;
    if (seenGrid.has(key)) return `订单规则“${key}”重复`;
    seenGrid.add(key);
    const vals = [g.fromYear, g.demandPerTeam, g.priceMin, g.priceMax, g.qtyMin, g.qtyMax, g.termMin, g.termMax];
    if (!vals.every(nonNegInt)) return `订单规则“${key}”的参数必须是非负整数`;
    if (!nonNegNum(g.qualPct) || g.qualPct > 100) return `订单规则“${key}”的资质要求概率必须在 0 到 100 之间`;
    if (g.priceMin > g.priceMax || g.qtyMin > g.qtyMax || g.termMin > g.termMax)
      return `订单规则“${key}”的下限不能大于上限`;
    if (g.qtyMin < 1) return `订单规则“${key}”的最小数量至少为 1`;
  }
  const initialRetained = r.initialCash + initialAssetsValue(r) - r.initialCapital;
  if (!Number.isInteger(initialRetained)) return '初始资产必须是整数';
  return null;
}
