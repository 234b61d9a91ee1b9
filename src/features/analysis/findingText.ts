/**
 * A finding in words, as the debrief and the coach both write it: the same message per kind, its
 * numbers formatted the same way (pure: the caller passes its translation function).
 */
import { formatNumber, formatPercent } from '@/utils/format';
import type { Finding } from './findings';

const shareFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A share as a percentage to a tenth (19.4%): shares are compared with each other, and whole
 * percentages made 19% and 28% differ by 8 points.
 */
export function formatShare(ratio: number): string {
  return `${shareFormat.format(Math.round(ratio * 1000) / 10 || 0)}%`;
}

/** A difference of two shares in percentage points, from the values as they are, rounded once (to a tenth). */
export function formatPoints(difference: number): string {
  return shareFormat.format(Math.round(Math.abs(difference) * 1000) / 10);
}

/**
 * The numbers of a finding as its sentence shows them (the sentence names their units): shares to a
 * tenth of a percent and their move in points, thresholds and use as whole percentages, money and
 * counts whole.
 */
const SHARES = new Set(['from', 'to']);
const PERCENTS = new Set(['limit', 'used']);
function shown(values: Finding['values']) {
  const text = (k: string, v: number) => {
    if (SHARES.has(k)) return formatShare(v);
    if (k === 'points') return formatPoints(v);
    if (PERCENTS.has(k)) return formatPercent(v);
    if (k === 'times') return v.toFixed(1);
    return formatNumber(v);
  };
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? text(k, v) : v]));
}

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A finding's sentence. */
export const findingSentence = (t: Translate, finding: Finding) =>
  t(`analysis.debrief.finding.${finding.kind}`, shown(finding.values));
