/**
 * Whether two chart options hold the same values: plain objects and arrays compared member by
 * member, anything else (numbers, strings, functions such as formatters) by identity. A screen
 * builds its options anew on each render; an echarts chart is given one only when it differs.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((x, i) => sameValue(x, other[i]));
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keys = Object.keys(a);
  const rec = b as Record<string, unknown>;
  return (
    keys.length === Object.keys(rec).length &&
    keys.every((k) => k in rec && sameValue((a as Record<string, unknown>)[k], rec[k]))
  );
}
