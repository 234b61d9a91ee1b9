import type { ExpenseKey, Lot, TeamState } from './types';

/**
 * Double-entry discipline in one place: every cash movement that is not an exchange of assets or
 * a loan is booked here into both the round and the year-to-date profit and loss, so the balance
 * sheet always balances (the year's net income is the yearProfits line).
 */

export function bookExpense(team: TeamState, key: ExpenseKey, amount: number): void {
  team.ytd.expenses[key] += amount;
  team.rq.expenses[key] += amount;
}

type PnlField = 'revenue' | 'directCost' | 'depreciation' | 'financeCharge' | 'financeCost' | 'incomeTaxes';

export function bookPnl(team: TeamState, field: PnlField, amount: number): void {
  team.ytd[field] += amount;
  team.rq[field] += amount;
}

/** Pays an expense in cash (the caller has checked the cash). */
export function payExpense(team: TeamState, key: ExpenseKey, amount: number): void {
  team.cash -= amount;
  bookExpense(team, key, amount);
}

// ---------------------------------------------------------------------------------------------
// FIFO lots (materials and finished goods); values stay integers because every lot has an
// integer unit cost.

export function stockOf(lots: readonly Lot[], code: string): number {
  let n = 0;
  for (const l of lots) if (l.code === code) n += l.qty;
  return n;
}

export function lotsValue(lots: readonly Lot[]): number {
  let v = 0;
  for (const l of lots) v += l.qty * l.unitCost;
  return v;
}

export function addLot(lots: Lot[], code: string, qty: number, unitCost: number): void {
  if (qty <= 0) return;
  for (let i = lots.length - 1; i >= 0; i--) {
    if (lots[i].code === code) {
      if (lots[i].unitCost === unitCost) {
        lots[i].qty += qty;
        return;
      }
      break;
    }
  }
  lots.push({ code, qty, unitCost });
}

/** Takes `qty` units of `code` first-in-first-out; returns their cost. Caller checked the stock. */
export function takeFifo(lots: Lot[], code: string, qty: number): number {
  let left = qty;
  let cost = 0;
  for (let i = 0; i < lots.length && left > 0; i++) {
    const l = lots[i];
    if (l.code !== code || l.qty === 0) continue;
    const n = Math.min(l.qty, left);
    l.qty -= n;
    left -= n;
    cost += n * l.unitCost;
  }
  for (let i = lots.length - 1; i >= 0; i--) if (lots[i].qty === 0) lots.splice(i, 1);
  return cost;
}
