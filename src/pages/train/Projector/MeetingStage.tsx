import { MENU_PHASE, menuPhaseLabel, menuPhaseReached } from '@/domain/codes';
import { useEffect, useState } from 'react';
import { menuProgressValues } from '@/features/console/menuProgress';
import { type Pick, pickFeed } from '@/features/console/projector';
import type { TeamAdvertising } from '@/stores/menuTypes';
import { display, formatDuration, formatNumber } from '@/utils/format';
import { useT } from '@/utils/hooks';
import { secondsLeft, useMenu, useServerNow, useStableOffset, useTrain } from '../Console/hooks';
import styles from './index.less';

/** Picks listed at once: the newest; the rest are counted. */
const PICKS_SHOWN = 6;
/** The countdown turns to its warning colour from this many seconds. */
const LOW_SECONDS = 10;

/** A large countdown on the server's clock (`frozen`: a suspended menu's seconds). */
function BigCountdown({
  label,
  startTime,
  seconds,
  frozen,
}: {
  label: string;
  startTime: unknown;
  seconds: number;
  frozen?: number;
}) {
  const t = useT();
  const menu = useMenu();
  const now = useServerNow(useStableOffset(menu.clockOffset));
  const left = frozen ?? secondsLeft(startTime, seconds, now);
  const text = left === undefined ? t('console.countdown.unknown') : formatDuration(left);
  return (
    <div className={styles.countdownBox}>
      <div className={styles.label}>{label}</div>
      <div
        className={`${styles.countdown} ${left !== undefined && left <= LOW_SECONDS ? styles.countdownLow : ''}`}
        role="timer"
        aria-label={`${label} ${text}`}
        data-testid="projector-countdown"
      >
        {text}
      </div>
    </div>
  );
}

const groupName = (row: { teamName?: string; groupNum?: number | null; teamId?: unknown }) =>
  row.teamName ?? (row.groupNum != null ? `#${row.groupNum}` : display(row.teamId));

/**
 * Which groups have placed their bids. Amounts are never shown here: the view is public, and
 * before the teacher publishes the ranking no group may see another's bid.
 */
function Bids({ rows }: { rows: TeamAdvertising[] }) {
  const t = useT();
  if (!rows.length) return <p className={styles.muted}>{t('projector.ads.notReported')}</p>;
  const placed = rows.filter((r) => r.submitted).length;
  return (
    <section aria-labelledby="projector-bids">
      <h2 id="projector-bids" className={styles.panelTitle}>
        {t('projector.ads.title')} · {t('projector.ads.count', { placed, all: rows.length })}
      </h2>
      <ul className={styles.tiles} data-testid="projector-bids">
        {rows.map((r) => (
          <li key={String(r.teamId ?? r.groupNum)} className={`${styles.tile} ${r.submitted ? styles.tileDone : ''}`}>
            <span>{groupName(r)}</span>
            <span>{r.submitted ? `✔ ${t('projector.ads.placed')}` : t('projector.ads.waiting')}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('projector.ads.secret')}</p>
    </section>
  );
}

/** The published ranking: per market and product, the groups in their order of choice. */
function Ranking() {
  const t = useT();
  const { ranking } = useMenu();
  return (
    <section aria-labelledby="projector-ranking">
      <h2 id="projector-ranking" className={styles.panelTitle}>
        {t('projector.ranking.title')}
      </h2>
      {ranking.length ? (
        <ul className={styles.rows} data-testid="projector-ranking">
          {ranking.map((r) => (
            <li key={`${r.market}-${r.product}`}>
              <strong>
                {display(r.marketName)} · {display(r.productName)}
              </strong>
              {'：'}
              {(r.queue ?? [])
                .map((q) => t('projector.ranking.entry', { rank: display(q.rank), team: groupName(q) }))
                .join('　')}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('projector.ranking.none')}</p>
      )}
    </section>
  );
}

/** The meeting's picks as they happen, newest first, where the backend reports them. */
function Picks() {
  const t = useT();
  const { condition } = useMenu();
  const picks = condition?.picks;
  const [feed, setFeed] = useState<Pick[] | null>(null);
  useEffect(() => {
    setFeed((seen) => pickFeed(seen ?? [], picks));
  }, [picks]);
  if (!feed) return null;
  return (
    <section aria-labelledby="projector-picks">
      <h2 id="projector-picks" className={styles.panelTitle}>
        {t('projector.picks.title')}
      </h2>
      {feed.length ? (
        <ol className={`${styles.rows} ${styles.feed}`} data-testid="projector-picks">
          {feed.slice(0, PICKS_SHOWN).map((p) => (
            <li key={p.orderId} data-order={p.orderId}>
              {t('projector.pick', {
                team: p.teamName,
                market: display(p.order.marketName),
                product: display(p.order.productName),
                quantity: formatNumber(p.order.quantity),
              })}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{t('projector.picks.none')}</p>
      )}
      {feed.length > PICKS_SHOWN && (
        <p className={styles.muted}>{t('projector.picks.more', { n: feed.length - PICKS_SHOWN })}</p>
      )}
    </section>
  );
}

/** Whose turn it is and where, or, when the backend does not say, what this view cannot show. */
function Turn() {
  const t = useT();
  const { condition, productList, menuTimers } = useMenu();
  const current = condition?.current;
  // A backend that reports no turn (known once a condition came) is said so in one line.
  if (condition && condition.current === undefined)
    return (
      <>
        <p className={styles.muted} data-testid="projector-not-reported">
          {t('console.menu.notReported')}
        </p>
        {productList.length > 0 && (
          <ul className={styles.timers} aria-label={t('console.menu.timers')}>
            {productList.map((p) => (
              <li key={p.product} className={p.current ? styles.timerNow : ''}>
                {display(p.productName)}{' '}
                {p.product !== undefined && menuTimers[p.product] !== undefined
                  ? `${menuTimers[p.product]}${t('console.secondsUnit')}`
                  : ''}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  if (!current) return null;
  return (
    <div className={styles.turn} data-testid="projector-turn">
      <div className={styles.turnTeam}>{t('projector.turn', { team: groupName(current) })}</div>
      <div>
        {t('projector.turn.where', { market: display(current.marketName), product: display(current.productName) })}
      </div>
    </div>
  );
}

/**
 * The running order meeting: its phase with a large countdown (the pick's while picking, else the
 * meeting's), then what the phase is about: the bids, the published ranking, the picks.
 */
export default function MeetingStage() {
  const t = useT();
  const menu = useMenu();
  const train = useTrain();
  const { phase } = menu;
  const published = menu.advertising === 1;
  const suspended = menu.suspended === true;
  const picking = phase === MENU_PHASE.picking;
  const phaseLabel = menuPhaseLabel(phase);
  const condition = menu.condition;
  return (
    <>
      <section className={`${styles.panel} ${styles.stage}`} aria-label={t('console.menu.title')}>
        <div className={styles.phase} data-testid="projector-phase">
          {phaseLabel ? t(phaseLabel) : t('projector.meeting.notStarted')}
          {suspended && <div className={styles.warning}>{t('projector.suspended')}</div>}
        </div>
        {picking ? (
          <BigCountdown
            label={t('projector.pickLeft')}
            startTime={condition?.startTime ?? null}
            seconds={condition?.duration ?? menu.menuTime}
            frozen={suspended || condition?.duration === undefined ? menu.menuTime : undefined}
          />
        ) : (
          <BigCountdown label={t('projector.meetingLeft')} startTime={menu.startTime} seconds={train.meetingDuration} />
        )}
      </section>
      <section className={`${styles.panel} ${styles.grow}`}>
        {phase === MENU_PHASE.advertising && <Bids rows={menu.teamData} />}
        {phase === MENU_PHASE.ranking &&
          (published ? <Ranking /> : <p className={styles.lead}>{t('projector.ranking.waiting')}</p>)}
        {menuPhaseReached(phase, 'picking') && (
          <>
            {picking && <Turn />}
            <p className={styles.muted}>{t('console.menu.progress', menuProgressValues(menu.allRound))}</p>
            <Picks />
            {published && menu.ranking.length > 0 && <Ranking />}
          </>
        )}
      </section>
    </>
  );
}
