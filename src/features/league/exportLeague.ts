import { type Cell, type SheetData, exportWorkbook } from '@/features/files/exportFile';
import { formatInSchoolZone } from '@/utils/time';
import { roundText } from '@/utils/roundText';
import { type LeagueRow, movement } from './league';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A team's change since the page opened, as the table and the file write it. */
export function changeText(t: Translate, change: number | undefined): string {
  if (change === undefined) return t('league.change.new');
  if (change > 0) return t('league.change.up', { n: change });
  if (change < 0) return t('league.change.down', { n: -change });
  return t('league.change.same');
}

/** The league's sheet: one row per team shown, in rank order; a figure the answer lacks is an empty cell. */
export function leagueSheet(t: Translate, rows: LeagueRow[], opening?: ReadonlyMap<string, number>): SheetData {
  const header = [
    t('league.col.rank'),
    t('league.col.team'),
    t('league.col.training'),
    t('league.col.class'),
    t('league.col.score'),
    t('league.col.equity'),
    t('league.col.round'),
    t('league.col.change'),
  ];
  const body: Cell[][] = rows.map((r) => [
    r.rank,
    r.teamName,
    r.trainName,
    r.className ?? '-',
    r.score,
    r.equity,
    r.currRound === undefined ? undefined : roundText(t, r.currRound, r.roundNumber),
    opening ? changeText(t, movement(r, opening)) : undefined,
  ]);
  return { name: t('league.sheet'), header, rows: body };
}

/** Saves the league's rows as .xlsx, with the app's workbook code (ExcelJS, loaded on export). */
export function exportLeague(t: Translate, rows: LeagueRow[], opening?: ReadonlyMap<string, number>) {
  const date = formatInSchoolZone(Date.now(), 'YYYY-MM-DD');
  return exportWorkbook(t('league.file', { date }), [leagueSheet(t, rows, opening)]);
}
