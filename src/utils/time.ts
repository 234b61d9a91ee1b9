/**
 * The one way the app reads a time the backend sent. The spec does not say how times are written:
 * this project's backend sends epoch milliseconds, a Spring backend usually `yyyy-MM-dd HH:mm:ss`
 * (Jackson), some epoch seconds or ISO 8601. A time without a zone is the school's wall clock, in
 * the zone sworld.config.json's `timeZone` sets (UTC+8 by default).
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

/** UTC+8, in minutes east of UTC: the zone of a time written without one, unless the deployment sets another. */
export const DEFAULT_TIME_ZONE = '+08:00';
const DEFAULT_OFFSET_MINUTES = 8 * 60;

/** Below this an epoch number counts seconds (10^11 s is the year 5138; 10^11 ms is March 1973). */
const SECONDS_BELOW = 1e11;

/** The wall-clock layouts read strictly (a date that does not exist, such as 02-30, is refused). */
const LAYOUTS = [
  'YYYY-MM-DD HH:mm:ss.SSS',
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DDTHH:mm:ss.SSS',
  'YYYY-MM-DDTHH:mm:ss',
  'YYYY-MM-DDTHH:mm',
  'YYYY-MM-DD',
];

/** A trailing zone of ISO 8601: Z, or ±HH:MM / ±HHMM / ±HH. */
const ZONE = /(Z|[+-]\d{2}(?::?\d{2})?)$/i;
/** Fractions beyond milliseconds (Java's LocalDateTime writes up to nine digits). */
const LONG_FRACTION = /(\.\d{3})\d+$/;

let schoolOffset = DEFAULT_OFFSET_MINUTES;

/**
 * An offset such as "+08:00" or "-05:30" in minutes east of UTC, or undefined when it is not one
 * (between -12:00 and +14:00, minutes 00 to 59).
 */
export function parseOffset(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [, sign, hours, minutes] = match;
  if (Number(minutes) > 59) return undefined;
  const total = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return total >= -12 * 60 && total <= 14 * 60 ? total : undefined;
}

/** The school's zone for times written without one (set once at start from the deployment's config). */
export function setSchoolTimeZone(offset: string) {
  schoolOffset = parseOffset(offset) ?? DEFAULT_OFFSET_MINUTES;
}

/** The school's zone in minutes east of UTC. */
export function schoolOffsetMinutes(): number {
  return schoolOffset;
}

function fromEpoch(n: number): number | undefined {
  // 0 and below are Java's "unset" as often as they are 1970: no time.
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return Math.round(Math.abs(n) < SECONDS_BELOW ? n * 1000 : n);
}

/** Minutes east of UTC of an ISO zone suffix. */
function zoneMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return zone.startsWith('-') ? -minutes : minutes;
}

/**
 * A time from the backend as epoch milliseconds, or undefined when it is absent or not a time.
 * Accepts epoch ms or s (a number or its digits; below 10^11 counts seconds), `yyyy-MM-dd HH:mm:ss`,
 * `yyyy-MM-dd` and ISO 8601; a time without a zone is read in the school's zone.
 */
export function parseTime(value: unknown): number | undefined {
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return fromEpoch(Number(text));
  const zone = ZONE.exec(text);
  // A zone suffix needs a clock before it: "2024-03-01" ends in "-01", which is a day, not a zone.
  const hasZone = !!zone && /[T ]\d/.test(text);
  const local = (hasZone ? text.slice(0, zone.index) : text).replace(LONG_FRACTION, '$1');
  const offset = hasZone ? zoneMinutes(zone[1]) : schoolOffset;
  for (const layout of LAYOUTS) {
    const read = dayjs.utc(local, layout, true);
    if (read.isValid()) return read.valueOf() - offset * 60_000;
  }
  return undefined;
}

/** Epoch milliseconds as the school's wall clock, in `layout` (dayjs tokens). */
export function formatInSchoolZone(ms: number, layout = 'YYYY-MM-DD HH:mm:ss'): string {
  return dayjs.utc(ms).utcOffset(schoolOffset).format(layout);
}
