import type { GameState, Result, TeamState } from './types';
import { bookPnl } from './ledger';
import { mulFloor, pctCeil } from './money';
import { mutateTeam, nextId } from './util';

export type LoanKind = 'long' | 'short';

export interface LoanLimit {
  limit: number;
  used: number;
  available: number;
}

/**
 * Loan limits: outstanding long loans ≤ equity × longMultiple, short loans ≤ equity ×
 * shortMultiple, where equity is the owner equity at the last settlement (never below 0),
 * rounded down to the loan unit.
 */
export function loanLimits(state: GameState, team: TeamState): Record<LoanKind, LoanLimit> {
  const r = state.rule.loan;
  const unit = r.loanUnit;
  const calc = (multiple: number, loans: { amount: number }[]): LoanLimit => {
    const limit = Math.floor(mulFloor(team.equityBase, multiple) / unit) * unit;
    const used = loans.reduce((s, l) => s + l.amount, 0);
    return { limit, used, available: Math.max(0, limit - used) };
  };
  return { long: calc(r.longMultiple, team.longLoans), short: calc(r.shortMultiple, team.shortLoans) };
}

export function takeLoan(state: GameState, teamId: string, kind: LoanKind, amount: number): Result<{ loanId: string }> {
  if (kind !== 'long' && kind !== 'short') return { ok: false, msg: '贷款类型错误' };
  const r = state.rule.loan;
  if (!Number.isInteger(amount) || amount <= 0 || amount % r.loanUnit !== 0)
    return { ok: false, msg: `贷款金额必须是 ${r.loanUnit} 万元的正整数倍` };
  const round = state.currentRound;
  return mutateTeam(state, teamId, ['loans'], (team, next) => {
    const lim = loanLimits(state, team)[kind];
    const label = kind === 'long' ? '长期贷款' : '短期贷款';
    if (amount > lim.available) return `超出${label}额度：可贷 ${lim.available} 万元`;
    const term = kind === 'long' ? r.longTermYears * 4 : r.shortTermRounds;
    const loan = {
      id: nextId(next, kind === 'long' ? 'LL' : 'SL'),
      amount,
      takenRound: round,
      dueRound: round + term - 1,
    };
    (kind === 'long' ? team.longLoans : team.shortLoans).push(loan);
    team.cash += amount;
    return { data: { loanId: loan.id } };
  });
}

/** Early repayment of a whole loan; no interest is charged for a loan repaid before settlement. */
export function repayLoan(state: GameState, teamId: string, kind: LoanKind, loanId: string): Result {
  return mutateTeam(state, teamId, ['loans'], (team) => {
    const list = kind === 'long' ? team.longLoans : kind === 'short' ? team.shortLoans : null;
    if (!list) return '贷款类型错误';
    const i = list.findIndex((l) => l.id === loanId);
    if (i < 0) return '贷款不存在';
    if (team.cash < list[i].amount) return `现金不足：需要 ${list[i].amount} 万元，现有现金 ${team.cash} 万元`;
    team.cash -= list[i].amount;
    list.splice(i, 1);
    return undefined;
  });
}

/**
 * Discounts `amount` of receivables, earliest due first: cash now, minus a fee of
 * discountRate % rounded up, booked as financeCost.
 */
export function discountReceivables(state: GameState, teamId: string, amount: number): Result<{ fee: number }> {
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, msg: '贴现金额必须是正整数' };
  return mutateTeam(state, teamId, ['receivables', 'pnl'], (team) => {
    const total = team.receivables.reduce((s, r) => s + r.amount, 0);
    if (amount > total) return `应收款不足：可贴现 ${total} 万元`;
    const fee = pctCeil(amount, state.rule.discountRate);
    if (fee > amount) return '贴现费用超过贴现金额';
    team.receivables.sort((a, b) => a.dueRound - b.dueRound);
    let left = amount;
    for (const r of team.receivables) {
      const n = Math.min(r.amount, left);
      r.amount -= n;
      left -= n;
      if (left === 0) break;
    }
    team.receivables = team.receivables.filter((r) => r.amount > 0);
    team.cash += amount - fee;
    bookPnl(team, 'financeCost', fee);
    return { data: { fee } };
  });
}
