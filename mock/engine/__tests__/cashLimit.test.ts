import {
  applyAction,
  balanceValues,
  buildLine,
  createGame,
  endMenu,
  getPresetRule,
  postCashLimits,
  replay,
  settleRound,
  teamStatements,
} from '../index';
import type { GameAction, GameState } from '../index';
import { balanceProblems, deepFreeze, teamsOf, unwrap } from './helpers';

const NOW = 1_700_000_000_000;

/** The standard rule, one team, round 1 with its meeting over: 490 cash, CMO 30 %, COO 50 %. */
function game(): GameState {
  return unwrap(
    endMenu(createGame({ rule: getPresetRule('STANDARD')!, seed: 7, teams: teamsOf(1), roundNumber: 8 }), { now: NOW }),
  );
}

const limitOf = (s: GameState, post: string) => postCashLimits(s, 'T1').find((r) => r.posCode === post)!;

describe('cash-limit list', () => {
  it('lists ⌊opening cash × the post percentage⌋ per post, nothing spent yet', () => {
    expect(postCashLimits(game(), 'T1')).toEqual([
      { posCode: 'CEO', cashLimit: 490, spent: 0, remaining: 490 },
      { posCode: 'CFO', cashLimit: 490, spent: 0, remaining: 490 },
      { posCode: 'CMO', cashLimit: 147, spent: 0, remaining: 147 },
      { posCode: 'COO', cashLimit: 245, spent: 0, remaining: 245 },
      { posCode: 'CPO', cashLimit: 196, spent: 0, remaining: 196 },
    ]);
  });

  it("counts a post's payments and refuses one over its limit, with a message naming it, changing nothing", () => {
    const s0 = game();
    const s1 = unwrap(
      applyAction(s0, { type: 'buildLine', teamId: 'T1', lineType: 'AUTO', product: 'P1', post: 'COO' }),
    );
    expect(s1.teams[0].cash).toBe(490 - 150);
    expect(limitOf(s1, 'COO')).toEqual({ posCode: 'COO', cashLimit: 245, spent: 150, remaining: 95 });
    expect(limitOf(s1, 'CEO').spent).toBe(0);

    deepFreeze(s1);
    const before = JSON.stringify(s1);
    const refused = applyAction(s1, { type: 'buildLine', teamId: 'T1', lineType: 'SEMI', product: 'P1', post: 'COO' });
    expect(refused).toEqual({
      ok: false,
      msg: '超出生产总监（COO）本回合现金限额 245 万元：已支出 150 万元，本次需支出 100 万元，还可支出 95 万元',
    });
    expect(JSON.stringify(s1)).toBe(before);

    // Another post has its own limit; an action without a post (the teacher, a bot) has none.
    const byCeo = unwrap(
      applyAction(s1, { type: 'buildLine', teamId: 'T1', lineType: 'SEMI', product: 'P1', post: 'CEO' }),
    );
    expect(limitOf(byCeo, 'CEO').spent).toBe(100);
    expect(buildLine(s1, 'T1', 'SEMI', 'P1').ok).toBe(true);
    expect(balanceProblems(balanceValues(byCeo.teams[0]))).toEqual([]);
  });

  it('does not count cash coming in, and refuses a small post at once', () => {
    const s0 = game();
    const loan = unwrap(applyAction(s0, { type: 'takeLoan', teamId: 'T1', kind: 'long', amount: 100, post: 'CFO' }));
    expect(limitOf(loan, 'CFO')).toMatchObject({ spent: 0, remaining: 490 });
    const cmo = applyAction(loan, { type: 'buildLine', teamId: 'T1', lineType: 'FLEX', product: 'P1', post: 'CMO' });
    expect(cmo.ok).toBe(false);
    expect(!cmo.ok && cmo.msg).toMatch(/^超出营销总监（CMO）本回合现金限额 147 万元/);
  });

  it("starts every round afresh from the settled cash: the last settlement's cash-limit rows", () => {
    const s1 = unwrap(
      applyAction(game(), { type: 'buildLine', teamId: 'T1', lineType: 'AUTO', product: 'P1', post: 'COO' }),
    );
    const s2 = unwrap(settleRound(s1));
    const rows = teamStatements(s2, 'T1', 1)!.cashLimits;
    expect(postCashLimits(s2, 'T1').map(({ posCode, cashLimit, spent }) => ({ posCode, cashLimit, spent }))).toEqual(
      rows.map((r) => ({ ...r, spent: 0 })),
    );
  });

  it('replays the same log to the same state, refusals included', () => {
    const log: GameAction[] = [
      { type: 'buildLine', teamId: 'T1', lineType: 'AUTO', product: 'P1', post: 'COO' },
      { type: 'buildLine', teamId: 'T1', lineType: 'SEMI', product: 'P1', post: 'COO' },
      { type: 'developMarket', teamId: 'T1', market: 'REGION', post: 'CMO' },
      { type: 'settleRound' },
      { type: 'buildLine', teamId: 'T1', lineType: 'MANUAL', product: 'P1', post: 'COO' },
    ];
    const first = replay(game(), log);
    const second = replay(game(), log);
    expect(first.refused.map((r) => r.index)).toEqual([1]);
    expect(JSON.stringify(second.state)).toBe(JSON.stringify(first.state));
    expect(limitOf(first.state, 'COO').spent).toBe(50);
  });
});
