/**
 * What the debrief screen shows, from the class view (pure): the deep link's state, the figures of
 * a team at a round, the team table of every round, the charts' options.
 */
import type { EChartsOption } from 'echarts';
import {
  type DebriefGame,
  RATIO_FIGURES,
  type TeamAtRound,
  type TrendFigure,
  trendValue,
} from '@/features/analysis/debrief';
import { formatPoints, formatShare } from '@/features/analysis/findingText';
import { display, formatNumber } from '@/utils/format';
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
  return figure === 'share' || figure === 'utilisation' ? formatShare(value) : formatNumber(value);
}

export { formatPoints, formatShare };

/** The unit a figure's column heading adds where the cells do not carry one (money, orders); '' for the others. */
export function figureUnit(t: (id: string) => string, figure: Figure): string {
  if (figure === 'orders') return t('analysis.debrief.unitSuffix.orders');
  return figure === 'share' || figure === 'rank' ? '' : t('analysis.debrief.unitSuffix.money');
}

/** A figure's column heading with its unit (see figureUnit). */
export const figureHeading = (t: (id: string) => string, figure: Figure): string =>
  `${t(`analysis.debrief.figure.${figure}`)}${figureUnit(t, figure)}`;

/** For each figure, which way is better: a higher value, a lower one (a place in a queue), or neither (money spent). */
export const BETTER: Record<Figure, 'higher' | 'lower' | null> = {
  equity: 'higher',
  cash: 'higher',
  revenue: 'higher',
  netIncome: 'higher',
  share: 'higher',
  advertising: null,
  rank: 'lower',
  orders: 'higher',
};

/** For two teams, which is ahead on a figure (the better value, see BETTER); null when equal, unknown or neither is better. */
export function ahead(figure: Figure, a: number | null, b: number | null): 0 | 1 | null {
  const better = BETTER[figure];
  if (a === null || b === null || a === b || better === null) return null;
  if (better === 'lower') return a < b ? 0 : 1;
  return a > b ? 0 : 1;
}

const FORMAT = {
  money: formatNumber,
  ratio: (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatShare(value) : '–'),
};

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
  unit: string,
): EChartsOption {
  const ratio = RATIO_FIGURES.has(figure);
  const format = ratio ? FORMAT.ratio : FORMAT.money;
  const series = [
    ...lines.map((line) => ({
      name: line.name,
      data: game.rounds.map((_, i) => trendValue(game.cells[line.teamId]?.[i], figure)),
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
    grid: { left: 64, right: 56, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: labels, boundaryGap: false },
    // The axis names its unit (a ratio's labels carry their %).
    yAxis: {
      type: 'value',
      name: unit,
      nameTextStyle: { align: 'right' },
      axisLabel: { formatter: format },
      ...(ratio ? {} : { minInterval: 1 }),
    },
    series: series.map((s) => ({ type: 'line', symbolSize: 10, ...s })),
  };
}
