/** Number, percentage and duration display of spec point 9. */

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
