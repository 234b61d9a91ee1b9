/**
 * What the debrief screen shows, from the class view (pure): the deep link's state, the figures of
 * a team at a round, the team table of every round, the charts' options.
 */
import type { EChartsOption } from 'echarts';
import type { DebriefGame, TeamAtRound, TrendFigure } from '@/features/analysis/debrief';
import { display, formatNumber, formatPercent } from '@/utils/format';
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

/** One team's line of the team table at a round: its figures formatted, its orders and events. */
export interface TeamLine {
  teamId: string;
  teamName: string;
  figures: string[];
  cell: TeamAtRound;
}

/**
 * The team table of every round, in FIGURES order, formatted once when the class view arrives: a
 * step of the slider only picks the round's lines.
 */
export function roundTables(game: DebriefGame): TeamLine[][] {
  return game.rounds.map((_, i) =>
    game.teams.map((team) => ({
      teamId: team.teamId,
      teamName: display(team.teamName),
      figures: FIGURES.map((figure) => formatFigure(figure, figureValue(game, team.teamId, i, figure))),
      cell: game.cells[team.teamId][i],
    })),
  );
}

/**
 * A figure over every round: the teams shown and the class median (`median`, one value per round).
 * It does not depend on the round shown: the chart's cursor marks that (and a click in a round's
 * column moves to it).
 */
export function trendOption(
  game: DebriefGame,
  figure: TrendFigure,
  labels: string[],
  lines: { teamId: string; name: string }[],
  median: { name: string; values: (number | null)[] },
): EChartsOption {
  const format = figure === 'share' ? FORMAT.ratio : FORMAT.money;
  const series = [
    ...lines.map((line) => ({
      name: line.name,
      data: game.rounds.map((_, i) => game.cells[line.teamId]?.[i]?.[figure] ?? null),
    })),
    { name: median.name, data: median.values, lineStyle: { type: 'dashed' as const } },
  ];
  return {
    animation: false,
    // The formatters are the module's own functions, not made here: an option is compared value by
    // value before echarts is given it, and a new function would make a rebuilt option differ.
    tooltip: { trigger: 'axis', valueFormatter: format },
    legend: { top: 0 },
    // The plot placed in pixels: the chart's cursor spans it (labels fit in the margins).
    grid: { left: 64, right: 40, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: labels, boundaryGap: false },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: format },
      ...(figure === 'share' ? {} : { minInterval: 1 }),
    },
    series: series.map((s) => ({ type: 'line', symbolSize: 10, ...s })),
  };
}
