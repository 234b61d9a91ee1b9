import type { BalanceValues, GameState, RuleParams, TeamRoundRecord } from '../types';
import { getPresetRule } from '../rules';

/**
 * A one-market, one-product rule small enough to compute by hand (docs/GAME_RULES.md §11 walks
 * through the same numbers).
 */
// prettier-ignore
export function miniRule(): RuleParams {
  return {
    code: 'MINI',
    name: '教学小规则',
    description: '一个市场、一个产品，用于手算核对。',
    initialCapital: 100,
    initialCash: 100,
    managementFee: 1,
    taxRate: 25,
    penaltyRate: 20,
    discountRate: 10,
    maxLines: 2,
    advertisingPerRound: false,
    menu: { pickSeconds: 30, minAd: 1, extraPickAd: 0 },
    loan: {
      longRate: 8,
      longMultiple: 2,
      longTermYears: 1,
      shortRate: 5,
      shortMultiple: 1,
      shortTermRounds: 2,
      loanUnit: 10,
    },
    cashLimitPct: { CEO: 100, CFO: 100, CMO: 30, COO: 50, CPO: 40 },
    markets: [{ code: 'LOCAL', name: '本地', devCost: 0, devRounds: 0, scorePoint: 0 }],
    products: [
      {
        code: 'P1',
        name: 'P1产品',
        devCost: 0,
        devRounds: 0,
        processCost: 2,
        bom: { R1: 1 },
        initialStock: 0,
        scorePoint: 0,
      },
    ],
    materials: [{ code: 'R1', name: 'R1原料', price: 3, leadRounds: 1, initialStock: 0 }],
    qualifications: [{ code: 'ISO9000', name: 'ISO9000', devCost: 5, devRounds: 1, scorePoint: 0 }],
    lineTypes: [
      {
        code: 'MANUAL',
        name: '手工线',
        price: 20,
        buildRounds: 0,
        capacity: 2,
        maintenance: 1,
        depreciation: 4,
        resale: 4,
        conversionCost: 0,
        conversionRounds: 0,
        initialCount: 0,
        initialProduct: 'P1',
        scorePoint: 0,
      },
    ],
    orderGen: [
      {
        market: 'LOCAL',
        product: 'P1',
        fromYear: 1,
        demandPerTeam: 2,
        priceMin: 10,
        priceMax: 10,
        qtyMin: 2,
        qtyMax: 2,
        termMin: 1,
        termMax: 1,
        qualPct: 0,
      },
    ],
  };
}

/**
 * The standard rule with everything usable from the start in two markets and two products, and
 * qualifications required by half the REGION × P2 orders, for menu tests.
 */
export function openRule(): RuleParams {
  const r = getPresetRule('STANDARD') as RuleParams;
  r.code = 'OPEN';
  for (const m of r.markets) if (m.code === 'REGION') m.devRounds = 0;
  for (const p of r.products) if (p.code === 'P2') p.devRounds = 0;
  for (const g of r.orderGen) {
    if (g.market === 'REGION' && g.product === 'P2') g.qualPct = 50;
    if (g.product === 'P2') g.fromYear = 1;
  }
  return r;
}

export function teamsOf(n: number): { teamId: string; teamName: string }[] {
  return Array.from({ length: n }, (_, i) => ({ teamId: `T${i + 1}`, teamName: `第${i + 1}组` }));
}

/**
 * Freezes a state. Engine code compiled for jest is not in strict mode, so an in-place edit is
 * silently dropped rather than thrown: tests pair this with a JSON comparison.
 */
export function deepFreeze<T>(x: T): T {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return x;
  Object.freeze(x);
  for (const k of Object.keys(x as object)) deepFreeze((x as Record<string, unknown>)[k]);
  return x;
}

export function unwrap<T>(r: { ok: true; state: GameState; data?: T } | { ok: false; msg: string }): GameState {
  if (!r.ok) throw new Error(`操作被拒绝：${r.msg}`);
  return r.state;
}

/** The accounting identities every balance must satisfy; returns the broken ones. */
export function balanceProblems(b: BalanceValues): string[] {
  const p: string[] = [];
  if (b.liquidAssetsTotal !== b.cash + b.makingProduct + b.receivable + b.finishedProduct + b.material)
    p.push('liquidAssetsTotal');
  if (b.fixedAssestsTotal !== b.realEstate + b.constructProject) p.push('fixedAssestsTotal');
  if (b.assetsTotal !== b.liquidAssetsTotal + b.fixedAssestsTotal) p.push('assetsTotal');
  if (b.liabilitiesTotal !== b.longTermLiabilites + b.shortTermLiabiltes + b.otherPayable + b.tax)
    p.push('liabilitiesTotal');
  if (b.ownerEquityTotal !== b.shareholderCapital + b.retainProfits + b.yearProfits) p.push('ownerEquityTotal');
  if (b.liabilitiesEquityTotal !== b.liabilitiesTotal + b.ownerEquityTotal) p.push('liabilitiesEquityTotal');
  if (b.assetsTotal !== b.liabilitiesEquityTotal) p.push('assets != liabilities + equity');
  if (b.cash < 0) p.push('cash < 0');
  for (const [k, v] of Object.entries(b)) if (!Number.isInteger(v)) p.push(`${k} not integer`);
  return p;
}

export function column(rec: TeamRoundRecord, col: 'beginning' | 'end'): BalanceValues {
  const out = {} as BalanceValues;
  for (const [k, v] of Object.entries(rec.balanceSheet)) out[k as keyof BalanceValues] = v[col];
  return out;
}

/** Problems of one settled record: both columns balance and netIncome flows into yearProfits. */
export function recordProblems(rec: TeamRoundRecord): string[] {
  const p = [
    ...balanceProblems(column(rec, 'beginning')).map((x) => `beginning ${x}`),
    ...balanceProblems(column(rec, 'end')).map((x) => `end ${x}`),
  ];
  if (rec.incomeStatement.netIncome.end !== rec.balanceSheet.yearProfits.end) p.push('netIncome != yearProfits');
  return p;
}
