/**
 * The range of every editable rule value, shared by the rule-detail screens (inline validation)
 * and the mock backend (which refuses the same values). A rule detail row's unit decides its
 * range: percentages and multiples may have decimals, everything else is a whole number.
 */
export interface RuleValueRow {
  code: string;
  name: string;
  value: number | string;
  unit?: string;
}

export type RuleValueProblem =
  | { kind: 'required' }
  | { kind: 'number' }
  | { kind: 'integer' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'bool' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'pattern' };

const MAX_BY_UNIT: Record<string, number> = {
  '%': 100,
  倍: 10,
  秒: 3600,
  年: 10,
  季: 40,
  万元: 100_000,
  个: 10_000,
  条: 100,
  分: 1_000,
};
const DEFAULT_MAX = 100_000;
const DECIMAL_UNITS = ['%', '倍'];
const BOOL_CODES = ['base.advertisingPerRound'];
const CODE_PATTERN = /^[A-Za-z0-9_]+$/;

/** Whether the row (as the server sent it) holds text (names, codes, the description) rather than a number. */
export function isTextRow(row: RuleValueRow): boolean {
  return typeof row.value === 'string' && !BOOL_CODES.includes(row.code);
}

export function rangeOf(row: RuleValueRow): { min: number; max: number; decimals: boolean } {
  if (BOOL_CODES.includes(row.code)) return { min: 0, max: 1, decimals: false };
  return { min: 0, max: MAX_BY_UNIT[row.unit ?? ''] ?? DEFAULT_MAX, decimals: DECIMAL_UNITS.includes(row.unit ?? '') };
}

/** The problem with `raw` as the new value of `row` (the row as the server sent it), or null. */
export function ruleValueProblem(row: RuleValueRow, raw: unknown): RuleValueProblem | null {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (text === '') return { kind: 'required' };
  if (isTextRow(row)) {
    const max = row.code === 'base.description' ? 200 : 50;
    if (text.length > max) return { kind: 'tooLong', max };
    if (row.code === 'base.code' && !CODE_PATTERN.test(text)) return { kind: 'pattern' };
    return null;
  }
  const n = Number(text);
  if (!Number.isFinite(n)) return { kind: 'number' };
  if (BOOL_CODES.includes(row.code)) return n === 0 || n === 1 ? null : { kind: 'bool' };
  const { min, max, decimals } = rangeOf(row);
  if (!decimals && !Number.isInteger(n)) return { kind: 'integer' };
  if (n < min || n > max) return { kind: 'range', min, max };
  return null;
}

/** The value to store: text rows keep trimmed text, the others become numbers. */
export function ruleValueOf(row: RuleValueRow, raw: unknown): number | string {
  const text = String(raw ?? '').trim();
  return isTextRow(row) ? text : Number(text);
}
