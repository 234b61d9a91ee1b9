/** Number, percentage and duration display of spec point 9, and times as the school's clock. */
import { formatInSchoolZone, parseTime } from './time';

const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole number with comma thousands separators; empty or non-numeric input shows '-'. */
export function formatNumber(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '-';
  // Intl rounds half away from zero; -0 is shown as 0.
  const text = integerFormat.format(Math.round(n) || 0);
  return text;
}

/** A ratio (0.256) as a percentage rounded from 100 times (26%). */
export function formatPercent(ratio: unknown): string {
  const n = typeof ratio === 'string' && ratio.trim() !== '' ? Number(ratio) : ratio;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '-';
  return `${Math.round(n * 100) || 0}%`;
}

/** Seconds as hours, minutes and seconds: 3725 → { hours: 1, minutes: 2, seconds: 5 }. */
export function splitDuration(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as HH:MM:SS (countdowns). */
export function formatDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitDuration(totalSeconds);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * A time from the backend (any form parseTime reads) as the school's wall clock,
 * yyyy-MM-dd HH:mm:ss; '-' when there is none. Text that is no time the app reads is shown as
 * sent, so the screen never shows a made-up date.
 */
export function formatTime(value: unknown): string {
  const ms = parseTime(value);
  if (ms !== undefined) return formatInSchoolZone(ms);
  return typeof value === 'string' ? display(value) : '-';
}

/** A value from the backend as text to show: '-' for null, undefined, blank text and anything not text or a finite number. */
export function display(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '-';
  if (typeof value === 'string') return value.trim() === '' ? '-' : value;
  return '-';
}

/**
 * The sum of a figure over rows; undefined when the rows or a row's figure are absent, since a
 * total that skipped one would be a made-up number ("-" on screen). No rows sum to 0.
 */
export function total<R>(rows: readonly R[] | undefined, figure: (row: R) => number | undefined): number | undefined {
  if (!rows) return undefined;
  let sum = 0;
  for (const row of rows) {
    const value = figure(row);
    if (value === undefined || !Number.isFinite(value)) return undefined;
    sum += value;
  }
  return sum;
}

/** A value from the backend as a string to work with: '' unless it is text or a finite number. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A number from the backend, also when sent as a string ("12"); undefined when it is none. */
export function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** A list from the backend; [] when it sent null or something else. */
export function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/**
 * A URL from the backend that may become a link: the address when it is http(s) (absolute, or
 * relative to the page), else undefined — javascript:, data: and the like are shown as text only.
 */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim(), window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A code from the backend (a state, a type; also sent as a string) when `table` knows it, else undefined. */
export function knownCode(table: object, value: unknown): number | undefined {
  const n = toNumber(value);
  return n !== undefined && Object.hasOwn(table, n) ? n : undefined;
}

/**
 * An id from the backend as the text the app sends back: a Java Long arrives as a number, or as
 * its digits beyond 2^53; undefined when the answer carried none.
 */
export function idText(value: unknown): string | undefined {
  const id = text(value);
  return id === '' ? undefined : id;
}

/** Whether two ids name the same record, whichever of a number or text each arrived as. */
export function sameId(a: unknown, b: unknown): boolean {
  const id = idText(a);
  return id !== undefined && id === idText(b);
}
