import type { GameState, PostCode, Result, TeamState } from './types';
import { POST_CODES } from './types';
import { cashLimits } from './statements';
import { findTeamIndex } from './util';

/** The posts as the refusal names them. */
export const POST_LABELS: Readonly<Record<PostCode, string>> = {
  CEO: '总经理',
  CFO: '财务总监',
  CMO: '营销总监',
  COO: '生产总监',
  CPO: '采购总监',
};

export interface PostCashLimit {
  posCode: PostCode;
  /** ⌊cash at the start of the round × the post's percentage⌋ */
  cashLimit: number;
  /** cash the post's actions paid out this round */
  spent: number;
  remaining: number;
}

/** Cash a post's actions have paid out in the current round (a record of an older round counts 0). */
function spentOf(state: GameState, team: TeamState, post: PostCode): number {
  const record = team.postSpent;
  return record && record.round === state.currentRound ? (record.byPost[post] ?? 0) : 0;
}

/**
 * The cash-limit list of the current round: each post may pay out ⌊opening cash × its rule
 * percentage⌋, the same figure the last settlement's cash-limit rows show.
 */
export function postCashLimits(state: GameState, teamId: string): PostCashLimit[] {
  const team = state.teams[findTeamIndex(state, teamId)];
  if (!team) return [];
  return cashLimits(state.rule, team.opening.cash).map((row) => {
    const posCode = row.posCode as PostCode;
    const spent = spentOf(state, team, posCode);
    return { posCode, cashLimit: row.cashLimit, spent, remaining: Math.max(0, row.cashLimit - spent) };
  });
}

/**
 * Holds an accepted action of a post to the post's cash limit: the cash it paid out (cash before
 * minus cash after, when positive) joins what the post spent this round; over the limit the action
 * is refused and the state before stays. Cash coming in (a loan, a refund) does not raise a limit.
 */
export function withinCashLimit<T>(before: GameState, result: Result<T>, teamId: string, post: PostCode): Result<T> {
  if (!result.ok || !POST_CODES.includes(post)) return result;
  const i = findTeamIndex(before, teamId);
  if (i < 0) return result;
  const paid = before.teams[i].cash - result.state.teams[i].cash;
  if (paid <= 0) return result;
  const limit = postCashLimits(before, teamId).find((row) => row.posCode === post)!;
  if (limit.spent + paid > limit.cashLimit) {
    return {
      ok: false,
      msg:
        `超出${POST_LABELS[post]}（${post}）本回合现金限额 ${limit.cashLimit} 万元：` +
        `已支出 ${limit.spent} 万元，本次需支出 ${paid} 万元，还可支出 ${limit.remaining} 万元`,
    };
  }
  const teams = result.state.teams.slice();
  teams[i] = {
    ...teams[i],
    postSpent: {
      round: before.currentRound,
      byPost: {
        ...(teams[i].postSpent?.round === before.currentRound ? teams[i].postSpent!.byPost : {}),
        [post]: limit.spent + paid,
      },
    },
  };
  return { ...result, state: { ...result.state, teams } };
}
