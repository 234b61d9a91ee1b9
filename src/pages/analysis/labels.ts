import { BALANCE_KEYS, EXPENSE_KEYS, INCOME_KEYS, POST_CODES } from '@/domain/statements';
import type { TableCode, TableData } from '@/services/analysis';

/** The item keys of each statement table, in display order, and their locale-key prefix. */
export const TABLE_ITEMS: Record<TableCode, { keys: readonly string[]; prefix: string }> = {
  1: { keys: BALANCE_KEYS, prefix: 'analysis.balance.' },
  2: { keys: POST_CODES, prefix: 'analysis.post.' },
  3: { keys: INCOME_KEYS, prefix: 'analysis.income.' },
  4: { keys: EXPENSE_KEYS, prefix: 'analysis.expense.' },
};

export const TABLE_CODES: TableCode[] = [1, 2, 3, 4];

/** Subtotals and totals, shown in bold. */
export const TOTAL_KEYS = new Set([
  'liquidAssetsTotal',
  'fixedAssestsTotal',
  'assetsTotal',
  'liabilitiesTotal',
  'ownerEquityTotal',
  'liabilitiesEquityTotal',
  'grossProfit',
  'ebitda',
  'profitBeforeInterest',
  'profitBeforeTax',
  'netIncome',
]);

/** One line of a statement table: the item, its figures and the student's input. */
export interface StatementRow {
  key: string;
  beginning?: number;
  end: number;
  input?: number;
}

/** The rows of a table answer, in the spec's key order (cash limits by post). */
export function statementRows<C extends TableCode>(code: C, data: TableData[C] | null | undefined): StatementRow[] {
  if (!data) return [];
  if (code === 2) {
    return (data as TableData[2]).map((r) => ({ key: r.posCode, end: r.cashLimit, input: r.input }));
  }
  const table = data as Record<string, { beginning?: number; end: number; input?: number }>;
  return TABLE_ITEMS[code].keys.filter((k) => table[k]).map((k) => ({ key: k, ...table[k] }));
}

export interface InputCheck {
  total: number;
  filled: number;
  /** keys whose entered value is not the computed one */
  mismatched: string[];
}

/** Compares the entered values with the computed ones: only entered items count. */
export function checkInputs(rows: StatementRow[]): InputCheck {
  const filled = rows.filter((r) => r.input !== undefined && r.input !== null);
  return {
    total: rows.length,
    filled: filled.length,
    mismatched: filled.filter((r) => r.input !== r.end).map((r) => r.key),
  };
}
