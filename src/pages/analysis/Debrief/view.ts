/**
 * What the debrief screen shows, from the class view (pure): the deep link's state, the figures of
 * a team at a round, the chart options with the round's cursor.
 */
import type { EChartsOption } from 'echarts';
import { classMedian, type DebriefGame, type TrendFigure } from '@/features/analysis/debrief';
import { formatNumber, formatPercent } from '@/utils/format';
import type { Params } from '@/utils/qs';

/** What a copied link keeps: the training, the round and the teams (the first is the team shown, the second the one compared). */
export interface DebriefLink {
  trainId: string;
  round?: number;
  teams: string[];
}

export function linkFromQs(qs: Params): Omit<DebriefLink, 'trainId'> {
  const round = Number(qs.round);
  const teams = Array.isArray(qs.teams) ? qs.teams.filter((x): x is string => typeof x === 'string').slice(0, 2) : [];
  return { round: Number.isInteger(round) && round > 0 ? round : undefined, teams };
}

/** The figures of the team table, in column order, and how each is shown. */
export const FIGURES = ['equity', 'cash', 'revenue', 'netIncome', 'share', 'advertising', 'rank', 'orders'] as const;
export type Figure = (typeof FIGURES)[number];

export function figureValue(game: DebriefGame, teamId: string, index: number, figure: Figure): number | null {
  const cell = game.cells[teamId]?.[index];
  if (!cell) return null;
  if (figure === 'orders') return cell.ordersWon;
  return cell[figure];
}

export function formatFigure(figure: Figure | TrendFigure, value: number | null): string {
  if (value === null) return '–';
  return figure === 'share' ? formatPercent(value) : formatNumber(value);
}

/** For two teams, which is ahead on a figure: a lower rank is ahead, otherwise the higher value. */
export function ahead(figure: Figure, a: number | null, b: number | null): 0 | 1 | null {
  if (a === null || b === null || a === b) return null;
  if (figure === 'rank') return a < b ? 0 : 1;
  return a > b ? 0 : 1;
}

const FORMAT = { money: formatNumber, ratio: formatPercent };

/**
 * A figure over every round: the teams shown and the class median, with a cursor at the current
 * round. Each point is large enough to click (a click moves to its round).
 */
export function cursorOption(
  game: DebriefGame,
  figure: TrendFigure,
  labels: string[],
  lines: { teamId: string; name: string }[],
  medianName: string,
  index: number,
): EChartsOption {
  const format = figure === 'share' ? FORMAT.ratio : FORMAT.money;
  const series = [
    ...lines.map((line) => ({
      name: line.name,
      data: game.rounds.map((_, i) => game.cells[line.teamId]?.[i]?.[figure] ?? null),
    })),
    { name: medianName, data: classMedian(game, figure), lineStyle: { type: 'dashed' as const } },
  ];
  return {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: (v) => format(v) },
    legend: { top: 0 },
    grid: { left: 8, right: 40, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: labels, boundaryGap: false },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: (v: number) => format(v) },
      ...(figure === 'share' ? {} : { minInterval: 1 }),
    },
    series: series.map((s, i) => ({
      type: 'line',
      symbolSize: 10,
      ...s,
      ...(i === 0
        ? {
            markLine: {
              silent: true,
              symbol: 'none',
              label: { show: false },
              lineStyle: { color: '#fa541c', width: 2, type: 'solid' },
              data: [{ xAxis: labels[index] }],
            },
          }
        : {}),
    })),
  };
}
