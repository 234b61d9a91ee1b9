import { useLocation } from '@umijs/max';
import { useEffect, useMemo, useState } from 'react';
import { ROLE } from '@/domain/codes';
import { changeText } from '@/features/league/exportLeague';
import { leagueIds, movement, unranked } from '@/features/league/league';
import { useLeague } from '@/features/league/useLeague';
import { formatNumber } from '@/utils/format';
import { useCurrentUser, useT, useWindowHeight } from '@/utils/hooks';
import { decodeQs } from '@/utils/qs';
import styles from './Projector.less';

/** A row's height in Projector.less, and what the page around the rows takes (paddings, heading, gaps, header row). */
export const ROW_PX = 56;
export const CHROME_PX = 200;
/** How long each page of teams stays up when they do not fit. */
export const PAGE_MS = 8000;

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <main className={styles.projector} data-testid="projector">
      <p className={styles.notice}>{children}</p>
    </main>
  );
}

/**
 * /train/league/projector: the league for the classroom projector, opened from the league page in
 * a window of its own. Large text, AAA contrast, no controls: it follows the trainings as the
 * league page does and turns its pages by itself when the teams do not fit the screen.
 */
export default function LeagueProjector() {
  const t = useT();
  const { userInfo } = useCurrentUser();
  const { search } = useLocation();
  const ids = useMemo(() => leagueIds(decodeQs(search)), [search]);
  const teacher = userInfo.userType !== ROLE.student;
  const league = useLeague(teacher && ids.length >= 2 ? ids : []);
  // The note that nothing ranks takes about a row's height.
  // As many rows as fit the window's height without scrolling.
  const perPage = Math.max(1, Math.floor((useWindowHeight() - CHROME_PX) / ROW_PX) - (unranked(league.rows) ? 1 : 0));
  const pages = Math.max(1, Math.ceil(league.rows.length / perPage));
  const [page, setPage] = useState(0);

  useEffect(() => {
    document.title = t('league.projector.title');
  }, [t]);
  useEffect(() => {
    if (pages <= 1) {
      setPage(0);
      return undefined;
    }
    const turn = setInterval(() => setPage((p) => (p + 1) % pages), PAGE_MS);
    return () => clearInterval(turn);
  }, [pages]);

  if (!teacher) return <Notice>{t('league.projector.teacherOnly')}</Notice>;
  if (ids.length < 2) return <Notice>{t('league.tooFew')}</Notice>;
  if (league.status === 'error') return <Notice>{t('league.projector.error')}</Notice>;
  if (league.status === 'loading') return <Notice>{t('league.projector.loading')}</Notice>;

  const at = Math.min(page, pages - 1);
  const shown = league.rows.slice(at * perPage, (at + 1) * perPage);
  return (
    <main className={styles.projector} data-testid="projector">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('league.projector.title')}</h1>
        <span className={styles.meta}>
          {t('league.projector.teams', { teams: league.rows.length, trainings: league.trainings.length })}
        </span>
        {pages > 1 && (
          <span className={styles.page} data-testid="league-projector-page">
            {t('league.projector.page', { page: at + 1, pages })}
          </span>
        )}
      </header>
      {unranked(league.rows) && <p className={styles.meta}>{t('league.unranked')}</p>}
      {league.rows.length === 0 ? (
        <p className={styles.meta}>{t('league.empty')}</p>
      ) : (
        <table className={styles.table} data-testid="league-projector-table">
          <thead>
            <tr>
              <th className={`${styles.rank} ${styles.num}`}>{t('league.col.rank')}</th>
              <th className={styles.team}>{t('league.col.team')}</th>
              <th>{t('league.col.training')}</th>
              <th>{t('league.col.class')}</th>
              <th className={`${styles.score} ${styles.num}`}>{t('league.col.score')}</th>
              <th className={styles.change}>{t('league.col.change')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const change = league.opening ? movement(row, league.opening) : 0;
              const tone = change === undefined || change === 0 ? '' : change > 0 ? styles.up : styles.down;
              return (
                <tr key={row.key}>
                  <td className={`${styles.num} ${row.rank <= 3 ? styles.top : ''}`}>{row.rank}</td>
                  <td className={styles.team}>{row.teamName}</td>
                  <td>{row.trainName}</td>
                  <td>{row.className ?? '-'}</td>
                  <td className={styles.num}>{row.score === undefined ? '-' : formatNumber(row.score)}</td>
                  <td className={tone}>{league.opening ? changeText(t, change) : '-'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </main>
  );
}
