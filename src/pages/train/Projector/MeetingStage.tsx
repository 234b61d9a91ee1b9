import { MENU_PHASE, menuPhaseLabel, menuPhaseReached } from '@/domain/codes';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { menuProgressValues } from '@/features/console/menuProgress';
import { adTotals, type Pick, pickFeed, rowsToList } from '@/features/console/projector';
import type { OrderRow, RankingRow, TeamAdvertising } from '@/stores/menuTypes';
import { display, formatDuration, formatNumber } from '@/utils/format';
import { useT } from '@/utils/hooks';
import { secondsLeft, useMenu, useServerNow, useStableOffset, useTrain } from '../Console/hooks';
import styles from './index.less';

/** Picks listed at once: the newest; the rest are counted. */
const PICKS_SHOWN = 6;
/** Wide enough for the orders on offer beside the ranking and the picks (index.less's .picking says the same). */
const WIDE = '(min-width: 1600px)';

/** Whether the window is wide enough for the side-by-side layout while picking (jsdom, without matchMedia: yes). */
function useWide() {
  const [wide, setWide] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const follow = () => setWide(query.matches);
    query.addEventListener('change', follow);
    follow();
    return () => query.removeEventListener('change', follow);
  }, []);
  return wide;
}
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

/** An amount of advertising in 万元, or "not reported" where the backend does not send it. */
function useAmount() {
  const t = useT();
  return (amount: number | undefined) =>
    typeof amount === 'number' ? t('projector.money', { value: formatNumber(amount) }) : t('projector.notReported');
}

/**
 * The published ranking, each group with its rank and advertising amount: per market and product
 * (`only`: just that selection's), or, where the backend reports no ranking, each group's total.
 */
function Ranking({ only }: { only?: { market?: string | null; product?: string | null } }) {
  const t = useT();
  const amount = useAmount();
  const { ranking, condition, teamData } = useMenu();
  const rows: RankingRow[] =
    only?.market && only.product
      ? ranking.filter((r) => r.market === only.market && r.product === only.product)
      : ranking;
  // The ranking is an assumed field: known absent once a condition came without it.
  const reported = ranking.length > 0 || condition?.ranking !== undefined;
  let body: React.ReactNode;
  if (rows.length)
    body = (
      <ul className={styles.rows} data-testid="projector-ranking">
        {rows.map((r) => (
          <li key={`${r.market}-${r.product}`}>
            <strong>
              {display(r.marketName)} · {display(r.productName)}
            </strong>
            <ol className={styles.ranks}>
              {(r.queue ?? []).map((q) => (
                <li key={String(q.teamId)}>
                  <span>{t('projector.ranking.entry', { rank: display(q.rank), team: groupName(q) })}</span>
                  <span className={styles.amount}>{amount(q.amount)}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    );
  else if (reported) body = <p className={styles.muted}>{t('projector.ranking.none')}</p>;
  else body = <AdTotals rows={teamData} />;
  return (
    <section aria-labelledby="projector-ranking">
      <h2 id="projector-ranking" className={styles.panelTitle}>
        {t('projector.ranking.title')}
      </h2>
      {body}
    </section>
  );
}

/** Each group's advertising in all and its rank by it: the ranking where the backend reports none by selection. */
function AdTotals({ rows }: { rows: TeamAdvertising[] }) {
  const t = useT();
  const amount = useAmount();
  if (!rows.length)
    return (
      <p className={styles.muted} data-testid="projector-ranking-not-reported">
        {t('projector.ranking.notReported')}
      </p>
    );
  return (
    <>
      <p className={styles.muted}>{t('projector.ads.totals')}</p>
      <ol className={styles.ranks} data-testid="projector-ad-totals">
        {adTotals(rows).map((r) => (
          <li key={r.key}>
            <span>
              {r.rank === null
                ? t('projector.ranking.unranked', { team: r.teamName })
                : t('projector.ranking.entry', { rank: r.rank, team: r.teamName })}
            </span>
            <span className={styles.amount}>{amount(r.total)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The meeting's picks as they happen, newest first, where the backend reports them. */
/** `compact`: the newest pick alone, untitled, and nothing before the first (where the orders on offer need the room). */
function Picks({ compact = false }: { compact?: boolean }) {
  const shown = compact ? 1 : PICKS_SHOWN;
  const t = useT();
  const { condition } = useMenu();
  const picks = condition?.picks;
  const [feed, setFeed] = useState<Pick[] | null>(null);
  useEffect(() => {
    setFeed((seen) => pickFeed(seen ?? [], picks));
  }, [picks]);
  if (!feed || (compact && !feed.length)) return null;
  return (
    <section aria-label={t('projector.picks.title')}>
      {!compact && <h2 className={styles.panelTitle}>{t('projector.picks.title')}</h2>}
      {feed.length ? (
        <ol className={`${styles.rows} ${styles.feed}`} data-testid="projector-picks">
          {feed.slice(0, shown).map((p) => (
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
      {!compact && feed.length > shown && (
        <p className={styles.muted}>{t('projector.picks.more', { n: feed.length - shown })}</p>
      )}
    </section>
  );
}

/** Whose turn it is and where, or, when the backend does not say, that it is not reported. */
function Turn() {
  const t = useT();
  const { condition, productList, menuTimers } = useMenu();
  const current = condition?.current;
  // A backend that reports no turn (known once a condition came) is said so in one line.
  if (condition && condition.current === undefined)
    return (
      <>
        <p className={styles.lead} data-testid="projector-not-reported">
          {t('projector.turn.notReported')}
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
      <span className={styles.turnTeam}>{t('projector.turn', { team: groupName(current) })}</span>
      <span>
        {t('projector.turn.where', { market: display(current.marketName), product: display(current.productName) })}
      </span>
    </div>
  );
}

/**
 * The orders on offer as a table, in `room` rows at most (null: all), the heading and the line that
 * counts the rest among them; `orders` undefined when the backend does not report them.
 */
export function OfferTable({ orders, room }: { orders: OrderRow[] | undefined; room: number | null }) {
  const t = useT();
  if (orders === undefined)
    return (
      <p className={styles.lead} data-testid="projector-offers-not-reported">
        {t('projector.offers.notReported')}
      </p>
    );
  if (!orders.length) return <p className={styles.muted}>{t('projector.offers.none')}</p>;
  const { listed, more } = rowsToList(orders.length, room === null ? null : room - 1);
  return (
    <table className={styles.offers} data-testid="projector-offers">
      <thead>
        <tr>
          <th scope="col">{t('console.order.product')}</th>
          <th scope="col">{t('console.order.market')}</th>
          <th scope="col" className={styles.num}>
            {t('console.order.quantity')}
          </th>
          <th scope="col" className={styles.num}>
            {t('projector.offers.unitPrice')}
          </th>
          <th scope="col" className={styles.num}>
            {t('projector.offers.total')}
          </th>
          <th scope="col">{t('console.order.delivery')}</th>
          <th scope="col">{t('console.order.term')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.slice(0, listed).map((o, i) => (
          <tr key={String(o.id ?? i)} data-order={o.id}>
            <td>{display(o.productName)}</td>
            <td>{display(o.marketName)}</td>
            <td className={styles.num}>{formatNumber(o.quantity)}</td>
            <td className={styles.num}>{formatNumber(o.unitPrice)}</td>
            <td className={styles.num}>{formatNumber(o.totalPrice)}</td>
            <td>{o.deliveryQuarter === undefined ? '-' : t('console.quarterN', { q: o.deliveryQuarter })}</td>
            <td>{o.receivableTerm === undefined ? '-' : t('console.quarters', { n: o.receivableTerm })}</td>
          </tr>
        ))}
        {more > 0 && (
          <tr className={styles.more} data-testid="projector-offers-more">
            <td colSpan={7}>{t('projector.offers.more', { n: more })}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** How many table rows fit in the box, each of its first row's height; null until measured (jsdom measures nothing). */
function useRowsThatFit() {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | null>(null);
  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    // Every row is one line high, as the heading row is (cells do not wrap).
    const row = el.querySelector('tr')?.getBoundingClientRect().height ?? 0;
    setRoom(row > 0 && el.clientHeight > 0 ? Math.floor(el.clientHeight / row) : null);
  }, []);
  // After each render, since the table may just have come; an unchanged room renders nothing again.
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    if (!box.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [measure]);
  return { box, room };
}

/** The orders still on offer in the selection under way, as many as fit at the view's size. */
/** `titled`: with its heading, where there is room for it (the table's heading row names the columns either way). */
function Offers({ titled }: { titled: boolean }) {
  const t = useT();
  const { condition } = useMenu();
  const { box, room } = useRowsThatFit();
  // Known absent once a condition came without them.
  const orders = condition ? condition.currentOrders : [];
  return (
    <section className={styles.offersBox} aria-label={t('projector.offers.title')}>
      {titled && <h2 className={styles.panelTitle}>{t('projector.offers.title')}</h2>}
      <div ref={box} className={styles.fill}>
        <OfferTable orders={orders} room={room} />
      </div>
    </section>
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
  const wide = useWide();
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
      {menuPhaseReached(phase, 'picking') ? (
        <section className={`${styles.panel} ${styles.picking}`}>
          <div className={styles.pickingMain}>
            {picking ? (
              <>
                <Turn />
                <Offers titled={wide} />
              </>
            ) : (
              <p className={styles.lead}>{t('projector.offers.closed')}</p>
            )}
          </div>
          <div className={styles.pickingSide}>
            <p className={styles.muted}>{t('console.menu.progress', menuProgressValues(menu.allRound))}</p>
            {/* Narrower, the orders on offer come first: beside them only the progress and the newest pick. */}
            {published && wide && <Ranking only={picking ? (condition?.current ?? undefined) : undefined} />}
            <Picks compact={!wide} />
          </div>
        </section>
      ) : (
        <section className={`${styles.panel} ${styles.grow}`}>
          {phase === MENU_PHASE.advertising && <Bids rows={menu.teamData} />}
          {phase === MENU_PHASE.ranking &&
            (published ? <Ranking /> : <p className={styles.lead}>{t('projector.ranking.waiting')}</p>)}
        </section>
      )}
    </>
  );
}
