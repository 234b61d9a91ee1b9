import type { GameState, MenuState, Result, RoundRecord, RuleParams, TeamRoundRecord, TeamState } from './types';
import { addLot, bookExpense, bookPnl } from './ledger';
import { endMenu, newMenu } from './menu';
import { pctRound } from './money';
import { balanceValues, ownerEquity, teamRecord } from './statements';
import { isAdRound, roundToYearQuarter } from './time';
import { cloneTeam, emptyPnl, emptyStats, fail, ok, pnlNet } from './util';

/**
 * Round settlement, per team, in this order (docs/GAME_RULES.md §7):
 *  1 receivables due are collected
 *  2 payments: last year's income tax (Q1), short-loan interest, long-loan interest (a quarter of
 *    the yearly rate), loan principal due, management fee, line maintenance, arriving material,
 *    and at year end the penalties for undelivered orders. What cash cannot cover is booked as
 *    otherPayable and the team goes bankrupt — cash never becomes negative.
 *  3 year end (Q4): depreciation of lines built before this settlement
 *  4 production started this round becomes finished goods
 *  5 lines finish building / converting; developments whose steps are complete become usable
 *  6 year end: income tax on the year's profit after offsetting earlier losses
 *  7 leftover cash pays old otherPayable; bankruptcy check (unpaid bills or equity < 0)
 *  8 statements and metrics are recorded
 */
function settleTeam(rule: RuleParams, src: TeamState, round: number): { team: TeamState; record: TeamRoundRecord } {
  const team = cloneTeam(src);
  const { quarter } = roundToYearQuarter(round);
  const yearEnd = quarter === 4;
  const lineType = new Map(rule.lineTypes.map((l) => [l.code, l]));
  const capacity = {
    lines: team.lines.length,
    capacity: team.lines.reduce((s, l) => s + (l.status === 'ready' ? (lineType.get(l.type)?.capacity ?? 0) : 0), 0),
  };

  // 1 receivables
  team.receivables = team.receivables.filter((r) => {
    if (r.dueRound > round) return true;
    team.cash += r.amount;
    return false;
  });

  // 2 payments
  let shortfall = 0;
  const pay = (amount: number): void => {
    if (amount <= 0) return;
    if (team.cash >= amount) team.cash -= amount;
    else {
      shortfall += amount - team.cash;
      team.otherPayable += amount - team.cash;
      team.cash = 0;
    }
  };
  if (quarter === 1 && team.taxPayable > 0) {
    const t = team.taxPayable;
    team.taxPayable = 0;
    pay(t);
  }
  let interest = 0;
  for (const l of team.shortLoans) interest += pctRound(l.amount, rule.loan.shortRate);
  for (const l of team.longLoans) interest += pctRound(l.amount, rule.loan.longRate / 4);
  bookPnl(team, 'financeCharge', interest);
  pay(interest);
  let principal = 0;
  const keep = (l: { amount: number; dueRound: number }): boolean => {
    if (l.dueRound > round) return true;
    principal += l.amount;
    return false;
  };
  team.shortLoans = team.shortLoans.filter(keep);
  team.longLoans = team.longLoans.filter(keep);
  pay(principal);
  bookExpense(team, 'administrative', rule.managementFee);
  pay(rule.managementFee);
  let maintenance = 0;
  for (const l of team.lines) if (l.status !== 'building') maintenance += lineType.get(l.type)?.maintenance ?? 0;
  bookExpense(team, 'productLineMaintenance', maintenance);
  pay(maintenance);
  let arrivals = 0;
  team.materialOrders = team.materialOrders.filter((o) => {
    if (o.arriveRound > round) return true;
    arrivals += o.qty * o.unitPrice;
    addLot(team.materialLots, o.code, o.qty, o.unitPrice);
    return false;
  });
  pay(arrivals);
  if (yearEnd) {
    let penalties = 0;
    team.orders = team.orders.map((o) => {
      if (o.status !== 'open') return o;
      const penalty = pctRound(o.totalPrice, rule.penaltyRate);
      penalties += penalty;
      return { ...o, status: 'cancelled', penalty };
    });
    team.stats.penalties += penalties;
    bookPnl(team, 'financeCost', penalties);
    pay(penalties);
  }

  // 3 depreciation (before construction completes, so lines finished now are not depreciated)
  if (yearEnd) {
    let dep = 0;
    for (const l of team.lines) {
      if (l.status === 'building') continue;
      const lt = lineType.get(l.type);
      if (!lt) continue;
      const d = Math.max(0, Math.min(lt.depreciation, l.bookValue - Math.min(lt.resale, l.bookValue)));
      l.bookValue -= d;
      dep += d;
    }
    bookPnl(team, 'depreciation', dep);
  }

  // 4 production
  for (const l of team.lines) {
    if (!l.wip) continue;
    for (const lot of l.wip.lots) addLot(team.goodsLots, lot.code, lot.qty, lot.unitCost);
    l.wip = null;
  }

  // 5 construction, conversion, development
  for (const l of team.lines) {
    if (l.status !== 'ready' && l.readyRound <= round + 1) l.status = 'ready';
  }
  const finish = (
    rec: Record<string, { progress: number; done: boolean }>,
    list: { code: string; devRounds: number }[],
  ): void => {
    for (const e of list) {
      const p = rec[e.code];
      if (p && !p.done && p.progress >= e.devRounds) p.done = true;
    }
  };
  finish(team.markets, rule.markets);
  finish(team.products, rule.products);
  finish(team.qualifications, rule.qualifications);

  // 6 income tax
  if (yearEnd) {
    const pbt = pnlNet(team.ytd);
    if (pbt <= 0) team.lossCarry += -pbt;
    else {
      const offset = Math.min(team.lossCarry, pbt);
      team.lossCarry -= offset;
      const tax = pctRound(pbt - offset, rule.taxRate);
      team.taxPayable += tax;
      bookPnl(team, 'incomeTaxes', tax);
    }
  }

  // 7 old bills, bankruptcy
  if (shortfall === 0 && team.otherPayable > 0 && team.cash > 0) {
    const p = Math.min(team.cash, team.otherPayable);
    team.cash -= p;
    team.otherPayable -= p;
  }
  if (!team.bankrupt) {
    if (shortfall > 0) {
      team.bankrupt = true;
      team.bankruptReason = 'cash';
      team.bankruptRound = round;
    } else if (ownerEquity(team) < 0) {
      team.bankrupt = true;
      team.bankruptReason = 'equity';
      team.bankruptRound = round;
    }
  }
  team.equityBase = Math.max(0, ownerEquity(team));

  // 8 statements
  const record = teamRecord(rule, team, capacity);
  return { team, record };
}

/** Opens round `round` for a team: year-end roll-over in Q1, fresh round counters, opening balance. */
function openRound(team: TeamState, round: number): void {
  if (roundToYearQuarter(round).quarter === 1) {
    team.retainProfits += pnlNet(team.ytd);
    team.ytd = emptyPnl();
  }
  team.rq = emptyPnl();
  team.stats = emptyStats();
  team.opening = balanceValues(team);
}

export interface SettleOptions {
  /** the round the caller means to settle; refused when it is not the current one */
  round?: number;
}

/**
 * Settles the current round for every team, records the statements and opens the next round
 * (or finishes the game after the last one). A round is settled once: passing `round` makes a
 * repeated request fail instead of settling the following round.
 */
export function settleRound(state: GameState, opts: SettleOptions = {}): Result<{ record: RoundRecord }> {
  if (state.status !== 'running') return fail('训练已结束');
  const r = state.currentRound;
  if (opts.round !== undefined && opts.round !== r)
    return fail(opts.round < r ? `第 ${opts.round} 回合已结算` : `只能结算当前回合（第 ${r} 回合）`);
  if (state.menu && state.menu.round === r && state.menu.phase !== 4) return fail('本回合订货会尚未结束，不能结算');
  const { year, quarter } = roundToYearQuarter(r);
  const teams: TeamState[] = new Array(state.teams.length);
  const records: TeamRoundRecord[] = new Array(state.teams.length);
  for (let i = 0; i < state.teams.length; i++) {
    const res = settleTeam(state.rule, state.teams[i], r);
    teams[i] = res.team;
    records[i] = res.record;
  }
  const record: RoundRecord = { round: r, year, quarter, teams: records };
  const pastMenus: MenuState[] = state.menu ? state.pastMenus.concat([state.menu]) : state.pastMenus;
  const next: GameState = {
    ...state,
    teams,
    history: state.history.concat([record]),
    settledRound: r,
    pastMenus,
    menu: null,
  };
  if (r >= state.roundNumber) {
    next.status = 'finished';
    return ok(next, { record });
  }
  const nr = r + 1;
  next.currentRound = nr;
  for (const t of teams) openRound(t, nr);
  const duration = state.menu ? state.menu.duration : state.rule.menu.pickSeconds;
  next.menu = isAdRound(state.rule, nr) ? newMenu(nr, duration) : null;
  return ok(next, { record });
}

/**
 * Moves forward to round `target` by settling every round before it. Rounds only go forward.
 * Order meetings of rounds skipped over are closed without orders.
 */
export function changeRound(state: GameState, target: number, now: number): Result {
  if (state.status !== 'running') return fail('训练已结束');
  if (!Number.isInteger(target) || target <= state.currentRound) return fail('回合只能向后切换');
  if (target > state.roundNumber) return fail(`超出训练总回合数（${state.roundNumber}）`);
  let s = state;
  while (s.currentRound < target) {
    if (s.currentRound !== state.currentRound && s.menu && s.menu.phase !== 4) {
      const e = endMenu(s, { now });
      if (!e.ok) return e;
      s = e.state;
    }
    const res = settleRound(s);
    if (!res.ok) return res;
    s = res.state;
  }
  return ok(s);
}
