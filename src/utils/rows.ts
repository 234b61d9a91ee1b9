/** Row helpers of the list models. */
import { idText } from './format';

/** Gives each row a generated key (`<prefix>-<index>`), as the lists the tables and charts render need. */
export function withKeys<T extends object>(rows: T[] | undefined, prefix: string): (T & { key: string })[] {
  return (rows ?? []).map((row, index) => ({ ...row, key: `${prefix}-${index}` }));
}

/** Replaces the row that `same` matches, or puts the row first when none does. */
export function upsertRow<T>(rows: T[], row: T, same: (a: T, b: T) => boolean): T[] {
  const index = rows.findIndex((r) => same(r, row));
  if (index < 0) return [row, ...rows];
  const next = [...rows];
  next[index] = row;
  return next;
}

/** Select options of rows by id: a row whose answer gave no id cannot be chosen, so it is left out. */
export function idOptions<T extends { id?: unknown }>(
  rows: readonly T[],
  label: (row: T) => string,
): { value: string; label: string }[] {
  return rows.flatMap((row) => {
    const value = idText(row.id);
    return value ? [{ value, label: label(row) }] : [];
  });
}
