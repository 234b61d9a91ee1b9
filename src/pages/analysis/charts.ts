/**
 * echarts options of the analysis screens, built from plain rows (pure, so they are tested without
 * a canvas). Money and counts are shown whole with thousands separators, ratios as percentages.
 */
import type { EChartsOption } from 'echarts';
import { formatNumber, formatPercent } from '@/utils/format';

export type Kind = 'money' | 'count' | 'ratio';

export function formatValue(kind: Kind, value: unknown): string {
  return kind === 'ratio' ? formatPercent(value) : formatNumber(value);
}

/** Categories (teams) shown at once before a zoom bar lets the user scroll through the rest. */
export const ZOOM_AFTER = 12;
/** Charts with more points than this are down-sampled (largest-triangle-three-buckets). */
export const SAMPLE_AFTER = 1000;

export interface Series {
  name: string;
  data: (number | null)[];
  kind?: Kind;
  /** bars with the same stack are stacked */
  stack?: string;
}

const zoom = (count: number) =>
  count > ZOOM_AFTER ? [{ type: 'slider' as const, startValue: 0, endValue: ZOOM_AFTER - 1, height: 18, bottom: 4 }, { type: 'inside' as const }] : undefined;

/** Charts drawing more elements than this appear at once, without the entry animation. */
export const ANIMATE_UP_TO = 200;

/** A short entry animation for small charts, none for big ones (it would keep a slow machine busy). */
function motion(elements: number) {
  return elements > ANIMATE_UP_TO ? { animation: false } : { animationDuration: 300, animationDurationUpdate: 300 };
}

/** With many teams only the first ZOOM_AFTER lines start shown (the legend switches the others on). */
function firstLinesShown(names: string[]) {
  return names.length > ZOOM_AFTER ? Object.fromEntries(names.map((n, i) => [n, i < ZOOM_AFTER])) : undefined;
}

/** Money (whole 万元) and counts are integers: no axis ticks between them. */
const moneyAxis = { type: 'value' as const, minInterval: 1, axisLabel: { formatter: (v: number) => formatNumber(v) } };
const ratioAxis = { type: 'value' as const, axisLabel: { formatter: (v: number) => formatPercent(v) }, splitLine: { show: false } };

/** Bars per category (money or counts), ratios as a line on a second axis. */
export function barOption(categories: string[], series: Series[]): EChartsOption {
  const hasRatio = series.some((s) => s.kind === 'ratio');
  return {
    ...motion(categories.length * series.length),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: categories.length > ZOOM_AFTER ? 32 : 8, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true } },
    yAxis: hasRatio ? [moneyAxis, ratioAxis] : [moneyAxis],
    dataZoom: zoom(categories.length),
    series: series.map((s) => ({
      type: s.kind === 'ratio' ? 'line' : 'bar',
      name: s.name,
      data: s.data,
      stack: s.stack,
      yAxisIndex: s.kind === 'ratio' ? 1 : 0,
      barMaxWidth: 36,
      tooltip: { valueFormatter: (v: unknown) => formatValue(s.kind ?? 'money', v) },
    })),
  };
}

/** One line per team across the rounds; sampled when there are many points. */
export function trendOption(rounds: string[], series: Series[], kind: Kind): EChartsOption {
  const points = rounds.length * series.length;
  return {
    ...motion(points),
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => formatValue(kind, v) },
    legend: { type: 'scroll', top: 0, selected: firstLinesShown(series.map((x) => x.name)) },
    grid: { left: 32, right: 40, top: 40, bottom: rounds.length > ZOOM_AFTER ? 32 : 8, containLabel: true },
    xAxis: { type: 'category', data: rounds, boundaryGap: false },
    yAxis: kind === 'ratio' ? { ...ratioAxis, splitLine: { show: true } } : moneyAxis,
    dataZoom: zoom(rounds.length),
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.data,
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

/** Market share: one 100 % stacked bar per market, a segment per team. */
export function shareOption(markets: ShareMarket[], teams: string[]): EChartsOption {
  return {
    ...motion(markets.length * teams.length),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: unknown) => formatPercent(v) },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: markets.map((m) => m.name) },
    yAxis: { type: 'value', max: 1, axisLabel: { formatter: (v: number) => formatPercent(v) } },
    series: teams.map((team, i) => ({ type: 'bar', name: team, stack: 'share', barMaxWidth: 56, data: markets.map((m) => m.shares[i] ?? 0) })),
  };
}

export function pieOption(title: string, data: { name: string; value: number }[], kind: Kind = 'money'): EChartsOption {
  return {
    ...motion(data.length),
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => formatValue(kind, v) },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['35%', '62%'],
        top: 24,
        bottom: 24,
        data,
        // Labels for a handful of slices; with many teams they would only collide (the tooltip tells).
        label: { show: data.length <= ZOOM_AFTER, formatter: (p: { name: string; percent?: number }) => `${p.name}\n${formatPercent((p.percent ?? 0) / 100)}` },
      },
    ],
  };
}
