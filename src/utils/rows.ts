/** Row helpers of the list models. */

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

/**
 * The total a pager is given: the answer's, or, when the answer does not say, the rows of the pages
 * so far plus one while this page came full, so the next page can still be asked for.
 */
export function pagerTotal(total: number | null | undefined, current: number, pageSize: number, count: number): number {
  if (typeof total === 'number') return total;
  return (current - 1) * pageSize + count + (count >= pageSize ? 1 : 0);
}
