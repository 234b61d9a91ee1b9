import type { EvaluateEntry } from '@/services/evaluate';
import type { ScoreRow } from '@/services/learning';

/**
 * The gradebook's figures, computed once for the screen and the file alike: the students in
 * student-number order, what each one's total lacks, and the statistics of the totals. The final
 * score is the server's `total`; nothing here recomputes it.
 */

/** Grades are shown, written and compared with one decimal. */
export const GRADE_FORMAT = '0.0';

/** A grade rounded half away from zero to one decimal, as the screen shows it and the file holds it. */
export function roundGrade(n: number): number {
  // The small nudge keeps 84.35, stored as 84.34999…, rounding up as a reader expects.
  const r = Math.round(Math.abs(n) * 10 + 1e-9) / 10;
  return (n < 0 ? -r : r) || 0;
}

/** A grade as text with one decimal (84.3, 90.0); '-' when there is none. */
export const gradeText = (n: number | null | undefined): string =>
  n == null || !Number.isFinite(n) ? '-' : roundGrade(n).toFixed(1);

/** The parts of a composite score, by their evaluation item code. */
export const COMPONENTS = ['attendance', 'performance', 'training', 'summary'] as const;
export type Component = (typeof COMPONENTS)[number];

/** Each part's field in a score row. */
export const COMPONENT_FIELD: Record<Component, 'attendanceRate' | 'performance' | 'trainScore' | 'summaryScore'> = {
  attendance: 'attendanceRate',
  performance: 'performance',
  training: 'trainScore',
  summary: 'summaryScore',
};

/** The grade bands, best first: a grade belongs to the first whose floor it reaches. */
export const BANDS = [
  { band: 'excellent', floor: 90 },
  { band: 'good', floor: 80 },
  { band: 'medium', floor: 70 },
  { band: 'pass', floor: 60 },
  { band: 'fail', floor: Number.NEGATIVE_INFINITY },
] as const;
export type Band = (typeof BANDS)[number]['band'];

/** The band of a grade as shown: 89.96 shows as 90.0 and is 优秀. */
export const bandOf = (grade: number): Band => {
  const shown = roundGrade(grade);
  return BANDS.find((b) => shown >= b.floor)!.band;
};

/** One student of the gradebook. */
export interface GradeRow {
  score: ScoreRow;
  /** The student number, or the login name where the backend gave none. */
  number: string;
  /** True when `number` is the login name. */
  byLogin: boolean;
  /** The server's total; undefined when it sent none. */
  total?: number;
  /** The weighted parts the server left empty: the total was made without them. */
  missing: Component[];
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const byNumber = new Intl.Collator('zh-CN', { numeric: true });

/**
 * The parts that make up a total: those the class's weights give a share, or all four while the
 * weights are unknown (a failed call, or item codes the app does not know).
 */
export function weightedComponents(weights?: EvaluateEntry[]): Component[] {
  const known = (weights ?? []).filter((w) => (COMPONENTS as readonly unknown[]).includes(w.itemCode));
  if (!known.length) return [...COMPONENTS];
  return COMPONENTS.filter((c) => known.some((w) => w.itemCode === c && (num(w.weight) ?? 0) > 0));
}

/** The students by student number (the login name where none was sent), each with what its total lacks. */
export function gradeRows(scores: ScoreRow[], weights?: EvaluateEntry[]): GradeRow[] {
  const parts = weightedComponents(weights);
  return scores
    .map((score) => {
      const studentNo = score.studentNo == null ? '' : String(score.studentNo).trim();
      return {
        score,
        number: studentNo || String(score.userCode ?? ''),
        byLogin: !studentNo,
        total: num(score.total),
        missing: parts.filter((c) => num(score[COMPONENT_FIELD[c]]) === undefined),
      };
    })
    .sort(
      (a, b) =>
        byNumber.compare(a.number, b.number) || byNumber.compare(a.score.studentName ?? '', b.score.studentName ?? ''),
    );
}

/** The statistics of the totals, each rounded as shown; undefined figures when no student has a total. */
export interface GradeStats {
  /** Students with a total, over which every figure is computed. */
  count: number;
  /** Students in the gradebook. */
  of: number;
  mean?: number;
  median?: number;
  highest?: number;
  lowest?: number;
  bands: Record<Band, number>;
}

export function gradeStats(rows: Pick<GradeRow, 'total'>[]): GradeStats {
  const totals = rows.map((r) => r.total).filter((t): t is number => t !== undefined);
  const bands = Object.fromEntries(BANDS.map((b) => [b.band, 0])) as Record<Band, number>;
  for (const t of totals) bands[bandOf(t)] += 1;
  if (!totals.length) return { count: 0, of: rows.length, bands };
  const sorted = [...totals].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return {
    count: totals.length,
    of: rows.length,
    mean: roundGrade(totals.reduce((a, b) => a + b, 0) / totals.length),
    median: roundGrade(median),
    highest: roundGrade(sorted[sorted.length - 1]),
    lowest: roundGrade(sorted[0]),
    bands,
  };
}

/** The students and their statistics: what the screen shows and the file holds. */
export function gradebookFigures(scores: ScoreRow[], weights?: EvaluateEntry[]) {
  const rows = gradeRows(scores, weights);
  return { rows, stats: gradeStats(rows), byLogin: rows.some((r) => r.byLogin) };
}
export type GradebookFigures = ReturnType<typeof gradebookFigures>;
