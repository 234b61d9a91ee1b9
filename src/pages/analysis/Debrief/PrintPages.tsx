import { memo, useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { COST_PROFIT_KEYS } from '@/features/analysis/constants';
import { classMedian, type DebriefGame, turningRounds } from '@/features/analysis/debrief';
import { type Finding, findingsAt } from '@/features/analysis/findings';
import type { LiabilitiesRow } from '@/services/analysis';
import { display, formatNumber } from '@/utils/format';
import { useT } from '@/utils/hooks';
import { quarterText, roundText } from '@/utils/roundText';
import { formatInSchoolZone } from '@/utils/time';
import styles from './index.less';
import { FIGURES, figureHeading, figureValue, formatFigure } from './view';

/** What a printed page's header names besides the team: the training, its class and the teacher (each may be unknown). */
export interface PrintHeader {
  training?: string;
  className?: string;
  teacher?: string;
}

/** A header field the app does not know: a line the teacher fills in by hand. */
const BLANK = '_'.repeat(16);

const FINAL_BALANCE = ['cash', 'assetsTotal', 'liabilitiesTotal', 'ownerEquityTotal'] as const;

/**
 * The balance figures of the last round the class view holds; assets are liabilities plus equity,
 * so they are unknown when the liabilities' total was not sent.
 */
function finalBalance(
  row: LiabilitiesRow | undefined,
): Record<(typeof FINAL_BALANCE)[number], number | undefined> | undefined {
  if (!row || typeof row.cash !== 'number' || typeof row.ownerEquityTotal !== 'number') return undefined;
  return {
    cash: row.cash,
    assetsTotal: row.total === undefined ? undefined : row.total + row.ownerEquityTotal,
    liabilitiesTotal: row.total,
    ownerEquityTotal: row.ownerEquityTotal,
  };
}

/** Equity over the rounds beside the class median, drawn as SVG: it prints sharp and needs no chart code. */
function Trajectory({ values, median }: { values: (number | null)[]; median: (number | null)[] }) {
  const all = [...values, ...median].filter((v): v is number => v !== null);
  if (all.length < 2) return null;
  const [low, high] = [Math.min(...all), Math.max(...all)];
  const w = 180;
  const h = 40;
  const x = (i: number) => (values.length > 1 ? (i / (values.length - 1)) * w : 0);
  const y = (v: number) => (high === low ? h / 2 : h - ((v - low) / (high - low)) * h);
  const path = (list: (number | null)[]) =>
    list
      .map((v, i) => (v === null ? '' : `${x(i).toFixed(1)},${y(v).toFixed(1)}`))
      .filter(Boolean)
      .join(' ');
  return (
    <svg viewBox={`-2 -2 ${w + 4} ${h + 4}`} width="100%" height="32mm" aria-hidden="true">
      <polyline points={path(median)} fill="none" stroke="#999" strokeDasharray="3 2" strokeWidth="0.8" />
      <polyline points={path(values)} fill="none" stroke="#1677ff" strokeWidth="1.4" />
    </svg>
  );
}

/**
 * The most rounds a printed page lists one by one: with the trajectory, the turning rounds and the
 * final statements, more rows would run past one A4 page. A longer game lists the rounds that matter:
 * the first, those where the team's place moved most, and the last.
 */
export const PRINT_ROUNDS_IN_FULL = 12;

/** The indexes of the rounds a team's page lists. */
export function printedRounds(count: number, turning: number[]): number[] {
  if (count <= PRINT_ROUNDS_IN_FULL) return Array.from({ length: count }, (_, i) => i);
  return [...new Set([0, ...turning, count - 1])].sort((a, b) => a - b);
}

/**
 * One A4 page per team (or just `only`): its trajectory round by round, the rounds where its place
 * by equity moved most with what was found there, and its statements at the last round. Rendered
 * outside the frame; only the print stylesheet shows it. Drawn only when the browser is about to
 * print (its print command, or a print button): fifty pages are work the screen never shows.
 */
function PrintPages({
  game,
  only,
  title,
  header = {},
}: {
  game: DebriefGame;
  only?: string;
  title: string;
  header?: PrintHeader;
}) {
  const t = useT();
  /**
   * What else was found at a turning round: said as happening in the same round, since a finding
   * is not known to be why the place moved.
   */
  const also = (findings: Finding[]) =>
    findings.length
      ? t('analysis.debrief.print.also', {
          findings: findings
            .map((f) => t(`analysis.debrief.finding.short.${f.kind}`))
            .join(t('analysis.debrief.print.alsoSep')),
        })
      : '';
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    document.body.classList.add('debrief-printable');
    // The pages must be in the document before the browser lays it out for print.
    const before = () => flushSync(() => setAsked(true));
    window.addEventListener('beforeprint', before);
    return () => {
      window.removeEventListener('beforeprint', before);
      document.body.classList.remove('debrief-printable');
    };
  }, []);
  if (!asked) return null;
  const median = classMedian(game, 'equity');
  const teams = game.teams.filter((team) => !only || team.teamId === only);
  const last = game.rounds.length - 1;
  // The date the pages were printed, in the school's time zone; a header field without its value is a line to write on.
  const date = formatInSchoolZone(Date.now(), 'YYYY-MM-DD');
  const fields: [string, string | undefined][] = [
    ['analysis.debrief.print.training', header.training],
    ['analysis.debrief.print.class', header.className],
    ['analysis.debrief.print.teacher', header.teacher],
    ['analysis.debrief.print.date', date],
  ];
  return createPortal(
    <div className={styles.print} data-testid="debrief-print">
      {teams.map((team) => {
        const turning = turningRounds(game, team.teamId);
        const marked = new Set(turning.map((m) => m.index));
        const listed = printedRounds(game.rounds.length, [...marked]);
        const final = game.final[team.teamId] ?? {};
        const balance = finalBalance(final.liabilities);
        return (
          <section key={team.teamId} className={styles.page}>
            <header className={styles.printHeader}>
              {fields.map(([key, value]) => (
                <span key={key}>{t(key, { value: value?.trim() ? value : BLANK })}</span>
              ))}
            </header>
            <h2>{t('analysis.debrief.print.title', { team: display(team.teamName), title })}</h2>
            <Trajectory
              values={game.rounds.map((_, i) => game.cells[team.teamId]?.[i]?.equity ?? null)}
              median={median}
            />
            <h3>{t('analysis.debrief.print.trajectory')}</h3>
            {listed.length < game.rounds.length && (
              <p style={{ margin: 0 }}>
                {t('analysis.debrief.print.condensed', { shown: listed.length, count: game.rounds.length })}
              </p>
            )}
            <table>
              <thead>
                <tr>
                  <th>{t('analysis.round')}</th>
                  {FIGURES.map((f) => (
                    <th key={f}>{figureHeading(t, f)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {listed.map((i) => (
                  <tr key={game.rounds[i].round} className={marked.has(i) ? styles.turning : undefined}>
                    <td>{quarterText(t, game.rounds[i].round)}</td>
                    {FIGURES.map((f) => (
                      <td key={f}>{formatFigure(f, figureValue(game, team.teamId, i, f))}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <h3>{t('analysis.debrief.print.turning')}</h3>
            {turning.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {turning.map((m) => (
                  <li key={m.index}>
                    {t('analysis.debrief.print.move', {
                      round: roundText(t, game.rounds[m.index].round),
                      from: m.from,
                      to: m.to,
                    })}
                    {also(findingsAt(game, team.teamId, m.index).slice(0, 2))}
                  </li>
                ))}
              </ul>
            ) : (
              <p style={{ margin: 0 }}>{t('analysis.debrief.print.steady')}</p>
            )}
            <h3>
              {t('analysis.debrief.print.final', { round: last < 0 ? '' : quarterText(t, game.rounds[last].round) })}
            </h3>
            <div className={styles.columns}>
              <table>
                <tbody>
                  {FINAL_BALANCE.map((k) => (
                    <tr key={k}>
                      <td>{t(`analysis.balance.${k}`)}</td>
                      <td>{balance ? formatNumber(balance[k]) : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <table>
                <tbody>
                  {COST_PROFIT_KEYS.map((k) => (
                    <tr key={k}>
                      <td>{t(`analysis.m.${k}`)}</td>
                      <td>{final.costProfit ? formatNumber(final.costProfit[k]) : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <section className={styles.comment} aria-label={t('analysis.debrief.print.comment')}>
              <h3>{t('analysis.debrief.print.comment')}</h3>
            </section>
          </section>
        );
      })}
    </div>,
    document.body,
  );
}

/** Stepping does not draw the pages again: they depend on the game, not on the round shown. */
export default memo(PrintPages);
