/**
 * Flags as a backend sends them: `true`/`false`, a Java backend's 1/0, or the same as text
 * ("1"/"0", "true"/"false"). Every flag the app reads goes through `flag()`, so that a backend that
 * stores its flags as numbers reads the same as one that sends booleans.
 */
export type FlagValue = boolean | number | string | null | undefined;

/** True for `true`, 1, "1" and "true"; false for every other value, absent and null included. */
export function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text === '1' || text === 'true';
  }
  return false;
}

/**
 * A flag whose absence means "on" (e.g. a training is open unless it says 0): only `false`, 0, "0"
 * and "false" read as off.
 */
export function flagOr(value: unknown, absent: boolean): boolean {
  if (value === null || value === undefined || value === '') return absent;
  return flag(value);
}
