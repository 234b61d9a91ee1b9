import type { GameState, Result } from './types';
import type { ExpenseKey } from './types';
import { payExpense } from './ledger';
import { mutateTeam } from './util';

/**
 * Markets, products and qualifications are developed in steps: one paid step per round at most;
 * when the steps reach the rule's devRounds, the item becomes usable at the round's settlement.
 */
function develop(
  state: GameState,
  teamId: string,
  kind: 'markets' | 'products' | 'qualifications',
  code: string,
  expense: ExpenseKey,
  what: string,
): Result {
  const list =
    kind === 'markets' ? state.rule.markets : kind === 'products' ? state.rule.products : state.rule.qualifications;
  const item = list.find((x) => x.code === code);
  if (!item) return { ok: false, msg: `${what}“${String(code)}”不存在` };
  const round = state.currentRound;
  return mutateTeam(state, teamId, ['pnl'], (team) => {
    const p = team[kind][code];
    if (p.done) return `${item.name}已完成${what === '资质' ? '认证' : what === '市场' ? '开拓' : '研发'}`;
    if (p.progress >= item.devRounds) return `${item.name}的投资已完成，将在本季结算后生效`;
    if (p.lastRound === round) return `${item.name}本季已投资，每季只能投资一次`;
    if (team.cash < item.devCost) return `现金不足：需要 ${item.devCost} 万元，现有现金 ${team.cash} 万元`;
    payExpense(team, expense, item.devCost);
    team[kind] = { ...team[kind], [code]: { ...p, progress: p.progress + 1, lastRound: round } };
    return undefined;
  });
}

export function developMarket(state: GameState, teamId: string, market: string): Result {
  return develop(state, teamId, 'markets', market, 'marketDevelop', '市场');
}

export function developProduct(state: GameState, teamId: string, product: string): Result {
  return develop(state, teamId, 'products', product, 'productDevelop', '产品');
}

export function applyQualification(state: GameState, teamId: string, qualification: string): Result {
  return develop(state, teamId, 'qualifications', qualification, 'qualificationsApply', '资质');
}
