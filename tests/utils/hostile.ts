/**
 * Hostile backend answers, made from the mock's real answers: every leaf null;
 * or strings of LONG characters, lists of ROWS rows, numbers sent as strings and unknown extra fields.
 */
export const LONG = 400;
export const ROWS = 300;
/** What lengthens a string: a screen showing it shows a run of these. */
export const FILL = '长';

export type HostileMode = 'null' | 'big';

/** Every leaf null: objects and lists keep their shape. */
export function nullLeaves(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullLeaves);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nullLeaves(v)]));
  return null;
}

/**
 * Strings of LONG characters, lists of ROWS rows (copies with their own ids), numbers as strings,
 * extra fields. Only the outermost lists grow: lists inside their rows keep their length (300 × 300
 * rows would measure the machine, not the screen).
 */
export function enlarge(value: unknown, key = '', nested = false): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0) return value;
    const length = nested ? value.length : Math.max(ROWS, value.length);
    return Array.from({ length }, (_, i) => {
      const row = enlarge(value[i % value.length], key, true);
      if (i < value.length || !row || typeof row !== 'object') return row;
      const copy = row as Record<string, unknown>;
      return copy.id === undefined ? copy : { ...copy, id: `${String(copy.id)}-${i}` };
    });
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, enlarge(v, k, nested)]);
    return Object.fromEntries([...entries, ['unknownExtra', { nested: [1, 'x'] }], ['zzExtraText', 'extra']]);
  }
  // Ids stay as they are: the screens ask the backend with them.
  if (typeof value === 'string')
    return /id$/i.test(key) ? value : value + FILL.repeat(Math.max(0, LONG - value.length));
  if (typeof value === 'number') return String(value);
  return value;
}

/** An envelope's data made hostile; failures and empty answers pass as they are. */
export function hostileEnvelope(body: any, mode: HostileMode): any {
  if (body?.code !== 200 || body.data === null || body.data === undefined) return body;
  return { ...body, data: mode === 'null' ? nullLeaves(body.data) : enlarge(body.data) };
}
