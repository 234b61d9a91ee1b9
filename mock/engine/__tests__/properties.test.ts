import fc from 'fast-check';
import { applyAction, balanceValues, botOperate, createGame, presetRules, runMenuWithBots } from '../index';
import type { GameAction, TeamAction } from '../index';
import { type GameState, POST_CODES } from '../types';
import { balanceProblems, recordProblems, teamsOf } from './helpers';

/**
 * Property tests over random action sequences (1000 sequences in total):
 * - after every action and settlement, every team balances (assets = liabilities + equity, the
 *   totals are the sums of their parts, netIncome = yearProfits) and has cash ≥ 0;
 * - a refused action comes with a Chinese message and leaves the state exactly as it was, and an
 *   accepted one never edits the previous state in place (states share unchanged parts);
 * - replaying the same actions on the same new game gives the identical state;
 * - a third of the team actions carry a post, so refusals over a cash limit are among them.
 *
 * Random "intents" are turned into concrete actions against the current state, so most of them
 * are plausible (an existing line, the team whose turn it is, an order still open) while amounts
 * and choices still often make them unaffordable or not allowed.
 */

type Step = GameAction | { type: 'botMenu'; now: number } | { type: 'botOperate'; teamId: string };

interface Intent {
  kind: number;
  team: number;
  a: number;
  b: number;
  c: number;
  dt: number;
}

const intentArb: fc.Arbitrary<Intent> = fc.record({
  kind: fc.nat({ max: 29 }),
  team: fc.nat({ max: 3 }),
  a: fc.nat({ max: 40 }),
  b: fc.nat({ max: 9 }),
  c: fc.nat({ max: 9 }),
  dt: fc.nat({ max: 90 }),
});

const gameArb = fc.record({
  rule: fc.nat({ max: presetRules.length - 1 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  teams: fc.integer({ min: 1, max: 3 }),
  rounds: fc.integer({ min: 2, max: 8 }),
});

const pick = <T>(xs: readonly T[], i: number): T | undefined => (xs.length === 0 ? undefined : xs[i % xs.length]);

/** Ads on markets and products the team has developed, with modest amounts. */
function plausibleAds(s: GameState, team: GameState['teams'][number], it: Intent) {
  const pairs: { market: string; product: string }[] = [];
  for (const m of s.rule.markets)
    if (team.markets[m.code]?.done)
      for (const p of s.rule.products) if (team.products[p.code]?.done) pairs.push({ market: m.code, product: p.code });
  const n = 1 + (it.b % 3);
  return pairs.slice(0, n).map((x, i) => ({ ...x, amount: 10 + ((it.a + i) % 4) * 10 }));
}

function toStep(s: GameState, it: Intent, now: number): Step {
  const r = s.rule;
  const team = s.teams[it.team % s.teams.length];
  const teamId = it.team === 3 && it.a % 5 === 0 ? 'NOPE' : team.teamId;
  const menu = s.menu;
  const version = menu ? menu.version - (it.c === 0 ? 1 : 0) : undefined;
  const market = pick(r.markets, it.b)!.code;
  const product = pick(r.products, it.c)!.code;
  const line = pick(team.lines, it.b);
  switch (it.kind) {
    case 0: {
      if (it.c % 4 === 0) {
        // anything, often not allowed or not affordable
        const items = r.markets
          .slice(0, 1 + (it.b % 3))
          .map((m, i) => ({ market: m.code, product: pick(r.products, it.c + i)!.code, amount: it.a * 7 }));
        return { type: 'advertise', teamId, items, now };
      }
      return { type: 'advertise', teamId, items: plausibleAds(s, team, it), now };
    }
    case 1:
      return { type: 'developMarket', teamId, market };
    case 2:
      return { type: 'developProduct', teamId, product };
    case 3:
      return { type: 'applyQualification', teamId, qualification: pick(r.qualifications, it.b)!.code };
    case 4:
      return { type: 'buildLine', teamId, lineType: pick(r.lineTypes, it.b)!.code, product };
    case 5:
      return { type: 'convertLine', teamId, lineId: line?.id ?? 'L0', product };
    case 6:
      return { type: 'sellLine', teamId, lineId: line?.id ?? 'L0' };
    case 7:
    case 8:
      return {
        type: 'startProduction',
        teamId,
        lineId: line?.id ?? 'L0',
        quantity: it.a % 7 === 0 ? it.a % 6 : 1 + (it.a % 3),
      };
    case 9:
    case 10:
      return { type: 'orderMaterial', teamId, material: pick(r.materials, it.b)!.code, quantity: it.a % 13 };
    case 11:
      return { type: 'cancelMaterialOrder', teamId, orderId: pick(team.materialOrders, it.b)?.id ?? 'M0' };
    case 12:
      return { type: 'takeLoan', teamId, kind: it.c % 2 ? 'long' : 'short', amount: it.a * (it.b % 3 === 0 ? 7 : 10) };
    case 13: {
      const loans = it.c % 2 ? team.longLoans : team.shortLoans;
      return { type: 'repayLoan', teamId, kind: it.c % 2 ? 'long' : 'short', loanId: pick(loans, it.b)?.id ?? 'x' };
    }
    case 14:
    case 15:
      return { type: 'deliverOrder', teamId, orderId: pick(team.orders, it.b)?.id ?? 'O0' };
    case 16:
      return { type: 'discountReceivables', teamId, amount: it.a };
    case 17:
    case 18: {
      const turn = menu?.turn?.teamId;
      const session = menu && menu.sessionIndex >= 0 ? menu.sessions[menu.sessionIndex] : undefined;
      const idx = session ? pick(session.remaining, it.b) : undefined;
      const orderId = idx !== undefined && menu ? menu.orders[idx].id : 'O0';
      return {
        type: 'pickOrder',
        teamId: it.team !== 3 && it.a % 5 !== 0 && turn ? turn : teamId,
        orderId,
        now,
        version,
      };
    }
    case 19:
      return { type: 'passPick', teamId: menu?.turn?.teamId ?? teamId, now, version };
    case 20:
      return it.b % 2 ? { type: 'closeAdvertising', now, version } : { type: 'startMenu', now, version };
    case 21:
      return { type: 'autoCancel', now: now + it.a * 10_000, version: it.c === 1 ? version : undefined };
    case 22: {
      const types = ['suspendMenu', 'restoreMenu', 'reMenu', 'endMenu'] as const;
      return { type: types[it.b % 4], now, version };
    }
    case 23: {
      if (it.b % 3 === 0)
        return {
          type: 'specialEvent',
          event: { type: 'marketShock', market, demandPct: 50 + it.a * 5, pricePct: 80 + it.a },
          now,
        };
      if (it.b % 3 === 1)
        return {
          type: 'specialEvent',
          event: { type: 'costChange', material: pick(r.materials, it.c)!.code, newPrice: it.a },
          now,
        };
      return { type: 'specialEvent', event: { type: 'grant', amount: it.a, teamId: it.c % 2 ? null : teamId }, now };
    }
    case 24:
      if (it.b % 3 === 0) return { type: 'injectCapital', teamId, amount: it.a * 5 };
      if (it.b % 3 === 1) return { type: 'markBankruptcy', teamId, bankrupt: it.c % 2 === 0 };
      return { type: 'inputScore', teamId, score: it.a * 3 };
    case 25:
      return { type: 'botMenu', now };
    case 26:
      return { type: 'botOperate', teamId: team.teamId };
    case 27:
      return { type: 'changeRound', round: s.currentRound + 1 + (it.b % 2), now };
    default:
      return { type: 'settleRound', round: it.c === 0 ? s.currentRound - 1 : s.currentRound };
  }
}

function apply(s: GameState, step: Step): { ok: true; state: GameState } | { ok: false; msg: string } {
  if (step.type === 'botMenu') return { ok: true, state: runMenuWithBots(s, step.now) };
  if (step.type === 'botOperate') return { ok: true, state: botOperate(s, step.teamId) };
  return applyAction(s, step);
}

/**
 * A settlement intent ends a running meeting first, so sequences do reach later rounds; a
 * "meeting" intent has every team advertise and starts the selection, so picks get exercised.
 */
function stepsFor(s: GameState, it: Intent, now: number): Step[] {
  const meeting = (it.kind === 25 && it.b % 2 === 0) || (it.kind >= 17 && it.kind <= 19 && it.c % 3 !== 0);
  if (meeting && s.menu && s.menu.phase === 1) {
    const steps: Step[] = s.teams.map((t, i) => ({
      type: 'advertise',
      teamId: t.teamId,
      items: plausibleAds(s, t, { ...it, a: it.a + i }),
      now: now + i,
    }));
    steps.push({ type: 'startMenu', now: now + s.teams.length });
    return steps;
  }
  let step = toStep(s, it, now);
  // A third of the team actions come from a student's post, so the cash-limit list is exercised too.
  if (it.kind <= 16 && it.dt % 3 === 0) step = { ...(step as TeamAction), post: POST_CODES[it.c % POST_CODES.length] };
  if ((step.type === 'settleRound' || step.type === 'changeRound') && s.menu && s.menu.phase !== 4 && it.a % 4 !== 0) {
    return [{ type: 'endMenu', now }, step];
  }
  return [step];
}

/** Pick and pass intents repeat a few times (each against the state the previous one left). */
function repeats(it: Intent): number {
  return it.kind >= 17 && it.kind <= 19 ? 1 + (it.a % 6) : 1;
}

function newGame(g: { rule: number; seed: number; teams: number; rounds: number }): GameState {
  return createGame({ rule: presetRules[g.rule], seed: g.seed, teams: teamsOf(g.teams), roundNumber: g.rounds });
}

const HAN = /[\u4e00-\u9fa5]/;

function run(
  g: { rule: number; seed: number; teams: number; rounds: number },
  intents: Intent[],
  check: boolean,
): { state: GameState; steps: Step[] } {
  let s = newGame(g);
  let now = 1_700_000_000_000;
  const steps: Step[] = [];
  for (const it0 of intents) {
    now += it0.dt * 1000;
    for (let k = 0; k < repeats(it0); k++) {
      const it = { ...it0, b: it0.b + k, kind: k > 0 && it0.kind === 19 && k % 2 ? 17 : it0.kind };
      for (const step of stepsFor(s, it, now + k * 500)) {
        steps.push(step);
        const before = check ? JSON.stringify(s) : '';
        const settledBefore = s.history.length;
        const r = apply(s, step);
        if (!r.ok) {
          if (check) {
            expect(HAN.test(r.msg)).toBe(true);
            expect(JSON.stringify(s)).toBe(before);
          }
          continue;
        }
        // the previous state must be untouched: states share their unchanged parts
        if (check) expect(JSON.stringify(s)).toBe(before);
        s = r.state;
        if (!check) continue;
        for (const t of s.teams) {
          const problems = balanceProblems(balanceValues(t));
          if (problems.length) throw new Error(`${step.type} 后 ${t.teamId} 不平衡: ${problems.join(', ')}`);
        }
        for (const rec of s.history.slice(settledBefore)) {
          for (const t of rec.teams) {
            const problems = recordProblems(t);
            if (problems.length) throw new Error(`第 ${rec.round} 回合 ${t.teamId}: ${problems.join(', ')}`);
          }
        }
      }
    }
  }
  return { state: s, steps };
}

describe('engine properties (fast-check)', () => {
  it('every action keeps the books balanced and cash non-negative; refusals change nothing', () => {
    fc.assert(
      fc.property(gameArb, fc.array(intentArb, { minLength: 5, maxLength: 40 }), (g, intents) => {
        run(g, intents, true);
      }),
      { numRuns: 600, seed: 20240601 },
    );
  });

  it('the same seed and the same actions give the same state (replay)', () => {
    fc.assert(
      fc.property(gameArb, fc.array(intentArb, { minLength: 5, maxLength: 40 }), (g, intents) => {
        const first = run(g, intents, false);
        let s = newGame(g);
        for (const step of first.steps) {
          const r = apply(s, step);
          if (r.ok) s = r.state;
        }
        expect(JSON.stringify(s)).toBe(JSON.stringify(first.state));
      }),
      { numRuns: 400, seed: 20240602 },
    );
  });
});
