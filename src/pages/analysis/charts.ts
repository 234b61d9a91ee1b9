/**
 * echarts options of the analysis screens, built from plain rows (pure, so they are tested without
 * a canvas). Money and counts are shown whole with thousands separators, ratios as percentages.
 */
import type { EChartsOption } from 'echarts';
import { display, formatNumber, formatPercent } from '@/utils/format';

export type Kind = 'money' | 'count' | 'ratio';

/**
 * The options' formatters by kind, the same functions each time: two options built from the same
 * rows are then equal in value, and a chart is not drawn again when its screen renders again
 * (src/components/charts/Chart.tsx).
 */
const FORMAT: Record<Kind, (value: unknown) => string> = {
  money: formatNumber,
  count: formatNumber,
  ratio: formatPercent,
};
const pieLabel = (p: { name: string; percent?: number }) => `${p.name}\n${formatPercent((p.percent ?? 0) / 100)}`;

/** Categories (teams) shown at once before a zoom bar lets the user scroll through the rest. */
export const ZOOM_AFTER = 12;
/** Charts with more points than this are down-sampled (largest-triangle-three-buckets). */
export const SAMPLE_AFTER = 1000;

export interface Series {
  name: string;
  /** null or undefined (a value the answer left out): no point, never a 0 */
  data: (number | null | undefined)[];
  kind?: Kind;
  /** bars with the same stack are stacked */
  stack?: string;
}

const zoom = (count: number) =>
  count > ZOOM_AFTER
    ? [
        { type: 'slider' as const, startValue: 0, endValue: ZOOM_AFTER - 1, height: 18, bottom: 4 },
        { type: 'inside' as const },
      ]
    : undefined;

/**
 * Charts are drawn at once and change at once. echarts animates a chart's entry and, even with no
 * entry animation, moves its labels into place on the first draw: either keeps the page repainting
 * after its data came, so the screen is idle later.
 */
const STILL = { animation: false } as const;

/** With many teams only the first ZOOM_AFTER lines start shown (the legend switches the others on). */
function firstLinesShown(names: string[]) {
  return names.length > ZOOM_AFTER ? Object.fromEntries(names.map((n, i) => [n, i < ZOOM_AFTER])) : undefined;
}

/** Money (whole 万元) and counts are integers: no axis ticks between them. */
const moneyAxis = { type: 'value' as const, minInterval: 1, axisLabel: { formatter: FORMAT.money } };
const ratioAxis = { type: 'value' as const, axisLabel: { formatter: FORMAT.ratio }, splitLine: { show: false } };

/** Bars per category (money or counts), ratios as a line on a second axis. */
export function barOption(names: (string | undefined)[], series: Series[]): EChartsOption {
  const categories = names.map(display);
  const hasRatio = series.some((s) => s.kind === 'ratio');
  return {
    ...STILL,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: categories.length > ZOOM_AFTER ? 32 : 8, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true } },
    yAxis: hasRatio ? [moneyAxis, ratioAxis] : [moneyAxis],
    dataZoom: zoom(categories.length),
    series: series.map((s) => ({
      type: s.kind === 'ratio' ? 'line' : 'bar',
      name: s.name,
      data: s.data.map((v) => v ?? null),
      stack: s.stack,
      yAxisIndex: s.kind === 'ratio' ? 1 : 0,
      barMaxWidth: 36,
      tooltip: { valueFormatter: FORMAT[s.kind ?? 'money'] },
    })),
  };
}

/** One line per team across the rounds; sampled when there are many points. */
export function trendOption(rounds: string[], series: Series[], kind: Kind): EChartsOption {
  const points = rounds.length * series.length;
  return {
    ...STILL,
    tooltip: { trigger: 'axis', valueFormatter: FORMAT[kind] },
    legend: { type: 'scroll', top: 0, selected: firstLinesShown(series.map((x) => x.name)) },
    grid: { left: 32, right: 40, top: 40, bottom: rounds.length > ZOOM_AFTER ? 32 : 8, containLabel: true },
    xAxis: { type: 'category', data: rounds, boundaryGap: false },
    yAxis: kind === 'ratio' ? { ...ratioAxis, splitLine: { show: true } } : moneyAxis,
    dataZoom: zoom(rounds.length),
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.data.map((v) => v ?? null),
      showSymbol: rounds.length <= ZOOM_AFTER,
      ...(points > SAMPLE_AFTER ? { sampling: 'lttb' as const } : {}),
    })),
  };
}

export interface ShareMarket {
  name: string;
  /** per team, in team order: the share as a ratio */
  shares: number[];
}

/** A share chart or pie draws this many teams one by one at most; the others are one segment. */
export const TEAMS_DRAWN = ZOOM_AFTER - 1;

/** Names the segment that stands for `count` teams not drawn one by one. */
export type OthersLabel = (count: number) => string;

const OTHERS_COLOR = '#bfbfbf';
const sumOf = (values: number[], indices: number[]) => indices.reduce((s, i) => s + (values[i] ?? 0), 0);

/** A segment of a share chart or pie; the one standing for the teams not drawn one by one is grey. */
type Segment<T> = T & { itemStyle?: { color: string } };

/**
 * The TEAMS_DRAWN items of largest weight in their original order, then a grey `others(rest)` for
 * the indices of the rest; every item when there are no more than ZOOM_AFTER (a single "others"
 * team is drawn as itself).
 */
function largestAndOthers<T>(items: T[], weights: number[], others: (rest: number[]) => T): Segment<T>[] {
  if (items.length <= ZOOM_AFTER) return items as Segment<T>[];
  const all = items.map((_, i) => i);
  const top = new Set([...all].sort((a, b) => weights[b] - weights[a] || a - b).slice(0, TEAMS_DRAWN));
  const rest = all.filter((i) => !top.has(i));
  return [
    ...(items.filter((_, i) => top.has(i)) as Segment<T>[]),
    { ...others(rest), itemStyle: { color: OTHERS_COLOR } },
  ];
}

/**
 * Market share: one 100 % stacked bar per market, a segment per team. With more than ZOOM_AFTER
 * teams, the TEAMS_DRAWN with the largest shares over all markets are drawn one by one and the rest
 * as one grey segment, so each bar still adds up to 100 % (the table beside lists every team).
 */
export function shareOption(markets: ShareMarket[], teams: string[], others: OthersLabel): EChartsOption {
  const perTeam = teams.map((name, i) => ({ name, data: markets.map((m) => m.shares[i] ?? 0) }));
  const series = largestAndOthers(
    perTeam,
    perTeam.map((team) => team.data.reduce((s, x) => s + x, 0)),
    (rest) => ({ name: others(rest.length), data: markets.map((m) => sumOf(m.shares, rest)) }),
  );
  return {
    ...STILL,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: FORMAT.ratio },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: markets.map((m) => m.name) },
    yAxis: { type: 'value', max: 1, axisLabel: { formatter: FORMAT.ratio } },
    series: series.map((s) => ({ type: 'bar', stack: 'share', barMaxWidth: 56, ...s })),
  };
}

/** A pie of the teams' values; beyond ZOOM_AFTER teams the TEAMS_DRAWN largest and one grey "others" slice. */
export function pieOption(
  title: string,
  data: { name: string; value: number }[],
  others: OthersLabel,
  kind: Kind = 'money',
): EChartsOption {
  const values = data.map((d) => d.value);
  const slices = largestAndOthers(data, values, (rest) => ({ name: others(rest.length), value: sumOf(values, rest) }));
  return {
    ...STILL,
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'item', valueFormatter: FORMAT[kind] },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['35%', '62%'],
        top: 24,
        bottom: 24,
        data: slices,
        label: { formatter: pieLabel },
      },
    ],
  };
}
