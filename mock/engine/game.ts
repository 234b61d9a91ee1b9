import type { DealerOrderInput, DevProgress, GameState, RuleParams, TeamState } from './types';
import { validateRule } from './rules';
import { addLot } from './ledger';
import { newMenu } from './menu';
import { balanceValues, ownerEquity } from './statements';
import { isAdRound } from './time';
import { emptyPnl, emptyStats } from './util';

export interface TeamInput {
  teamId: string;
  teamName: string;
}

export interface CreateGameInput {
  rule: RuleParams;
  seed: number;
  teams: TeamInput[];
  /** rounds in the game (default 4 = one year) */
  roundNumber?: number;
  /** seconds per pick (default: the rule's menu.pickSeconds) */
  menuDuration?: number;
  /** orders of dealers, each joining the order pool of the meeting of the round it names */
  dealerOrders?: DealerOrderInput[];
}

function progressFor(list: { code: string; devRounds: number }[]): Record<string, DevProgress> {
  const out: Record<string, DevProgress> = {};
  for (const e of list) out[e.code] = { progress: 0, done: e.devRounds === 0, lastRound: 0 };
  return out;
}

function newTeam(rule: RuleParams, input: TeamInput, nextLineId: () => string): TeamState {
  const team: TeamState = {
    teamId: input.teamId,
    teamName: input.teamName,
    cash: rule.initialCash,
    shareholderCapital: rule.initialCapital,
    retainProfits: 0,
    otherPayable: 0,
    taxPayable: 0,
    longLoans: [],
    shortLoans: [],
    receivables: [],
    materialLots: [],
    materialOrders: [],
    goodsLots: [],
    lines: [],
    markets: progressFor(rule.markets),
    products: progressFor(rule.products),
    qualifications: progressFor(rule.qualifications),
    orders: [],
    ytd: emptyPnl(),
    rq: emptyPnl(),
    stats: emptyStats(),
    lossCarry: 0,
    equityBase: 0,
    opening: {} as TeamState['opening'],
    salesByYear: {},
    bankrupt: false,
    bankruptReason: null,
    bankruptRound: null,
    teacherScore: null,
  };
  const price: Record<string, number> = {};
  for (const m of rule.materials) {
    price[m.code] = m.price;
    addLot(team.materialLots, m.code, m.initialStock, m.price);
  }
  for (const p of rule.products) {
    let unit = p.processCost;
    for (const [code, n] of Object.entries(p.bom)) unit += (price[code] ?? 0) * n;
    addLot(team.goodsLots, p.code, p.initialStock, unit);
  }
  for (const lt of rule.lineTypes) {
    for (let i = 0; i < lt.initialCount; i++) {
      team.lines.push({
        id: nextLineId(),
        type: lt.code,
        product: lt.initialProduct,
        status: 'ready',
        readyRound: 1,
        builtRound: 0,
        bookValue: lt.price,
        wip: null,
      });
    }
  }
  // Whatever the rule's initial cash and assets, the books open balanced: the difference to the
  // shareholders' capital is carried as retained profit (0 for the presets).
  const b = balanceValues(team);
  team.retainProfits = b.assetsTotal - b.liabilitiesTotal - team.shareholderCapital;
  team.opening = balanceValues(team);
  team.equityBase = Math.max(0, ownerEquity(team));
  return team;
}

/** A new game at round 1. Throws an Error with a Chinese message for invalid input. */
export function createGame(input: CreateGameInput): GameState {
  const err = validateRule(input.rule);
  if (err) throw new Error(err);
  if (!Number.isInteger(input.seed)) throw new Error('随机种子必须是整数');
  const roundNumber = input.roundNumber ?? 4;
  if (!Number.isInteger(roundNumber) || roundNumber < 1 || roundNumber > 400)
    throw new Error('回合数必须是 1 到 400 之间的整数');
  if (!Array.isArray(input.teams) || input.teams.length === 0) throw new Error('至少需要一个队伍');
  const ids = new Set<string>();
  for (const t of input.teams) {
    if (!t || typeof t.teamId !== 'string' || t.teamId === '') throw new Error('队伍编号不能为空');
    if (ids.has(t.teamId)) throw new Error(`队伍编号“${t.teamId}”重复`);
    ids.add(t.teamId);
  }
  const rule = structuredClone(input.rule);
  const duration = input.menuDuration ?? rule.menu.pickSeconds;
  if (!Number.isInteger(duration) || duration < 1) throw new Error('选单时间必须是正整数（秒）');
  let seq = 0;
  const teams = input.teams.map((t) =>
    newTeam(rule, { teamId: t.teamId, teamName: String(t.teamName ?? t.teamId) }, () => `L${++seq}`),
  );
  const materialPrices: Record<string, number> = {};
  for (const m of rule.materials) materialPrices[m.code] = m.price;
  const dealerOrders = input.dealerOrders?.length ? structuredClone(input.dealerOrders) : undefined;
  return {
    schema: 1,
    seed: input.seed,
    rule,
    roundNumber,
    currentRound: 1,
    settledRound: 0,
    status: 'running',
    teams,
    menu: isAdRound(rule, 1) ? newMenu(1, duration) : null,
    pastMenus: [],
    materialPrices,
    marketModifiers: {},
    events: [],
    ...(dealerOrders ? { dealerOrders } : {}),
    history: [],
    seq,
  };
}
