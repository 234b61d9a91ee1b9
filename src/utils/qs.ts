/**
 * Query-string helpers: the request layer's parameter encoding and the `qs` page parameter
 * (an object passed between screens as `?qs=<encodeURIComponent(JSON)>`, spec point 2).
 */
import { parseJson } from './json';

type Scalar = string | number | boolean;
export type Params = Record<string, unknown>;

/** Encodes one value as text: objects become JSON, null/undefined are left out by the callers. */
export function stringifyValue(value: unknown): string {
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as Scalar);
}

/** Entries in key order of the object; arrays repeat their key (postList=1&postList=2). */
export function paramEntries(params: Params = {}): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => entries.push([key, stringifyValue(item)]));
    else entries.push([key, stringifyValue(value)]);
  }
  return entries;
}

export function encodeQuery(params: Params = {}): string {
  return new URLSearchParams(paramEntries(params)).toString();
}

export function appendQuery(path: string, params: Params = {}): string {
  const query = encodeQuery(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Encodes an object for the qs page parameter. */
export function encodeQs(value: Params): string {
  return encodeURIComponent(JSON.stringify(value));
}

/**
 * Decodes the qs page parameter from a search string; a long id written as a bare number stays its
 * exact digits. A malformed value is ignored with a console warning, never thrown: a bad link must
 * not break the screen.
 */
export function decodeQs(search: string): Params {
  const raw = new URLSearchParams(search).get('qs');
  if (!raw) return {};
  try {
    const value = parseJson(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Params;
    console.warn('[qs] ignored: not an object', raw);
  } catch {
    console.warn('[qs] ignored: malformed', raw);
  }
  return {};
}
