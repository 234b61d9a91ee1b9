import { useCallback, useMemo } from 'react';
import Chart from '@/components/charts/Chart';
import { MEETING_STATE, TRAINING_STATE } from '@/domain/codes';
import type { GroupFigure } from '@/features/console/projector';
import { useSettledFigures } from '@/features/console/queries';
import { formatNumber } from '@/utils/format';
import { useT, useWindowHeight } from '@/utils/hooks';
import { roundText } from '@/utils/roundText';
import { useTrain } from '../Console/hooks';
import { groupBarOption } from './charts';
import styles from './index.less';

const SHARE_COLOR = '#69b1ff';
const EQUITY_COLOR = '#ffd666';
/** The space the view's other parts take from the window's height (px), around the charts (a round's note line included). */
const AROUND_CHARTS_PX = 385;
const MIN_CHART_PX = 220;
/** A chart under a note line is this much shorter, so both charts end level inside the panel. */
const NOTE_PX = 40;
const formatShare = (v: number) => `${formatNumber(v)}%`;

function FigureChart({
  title,
  note,
  rows,
  part,
  color,
  format,
  unit,
  height,
}: {
  title: string;
  /** A line under the title: which round the figures are of, when not the title's. */
  note?: string;
  rows: GroupFigure[] | null;
  part: 'share' | 'equity';
  color: string;
  format: (v: number) => string;
  unit: string;
  height: number;
}) {
  const t = useT();
  // The view re-renders on every poll: the option keeps its identity, formatter included, so the chart is not drawn again.
  const option = useMemo(
    () => (rows?.length ? groupBarOption(rows, color, format, unit) : null),
    [rows, color, format, unit],
  );
  let body: React.ReactNode;
  if (!rows?.length || !option)
    body = <p className={styles.muted}>{t('projector.settled.missing', { part: title })}</p>;
  // Bars without a value would be an empty chart: the reason is said instead.
  else if (rows.every((r) => r.value === null))
    body = <p className={styles.muted}>{t(`projector.settled.empty.${part}`)}</p>;
  else body = <Chart label={title} option={option} height={note ? Math.max(MIN_CHART_PX, height - NOTE_PX) : height} />;
  // The groups as the chart ranks them, for a reader of the page who cannot see the canvas.
  const yAxis = option?.yAxis as { data?: string[] } | undefined;
  return (
    <figure
      className={styles.figure}
      data-testid={`projector-chart-${part}`}
      data-groups={yAxis?.data?.join('|')}
      data-values={(option?.series as { data?: unknown[] }[] | undefined)?.[0]?.data?.join('|')}
    >
      <figcaption className={styles.panelTitle}>{title}</figcaption>
      {note && (
        <p className={styles.muted} data-testid={`projector-chart-${part}-round`}>
          {note}
        </p>
      )}
      {body}
    </figure>
  );
}

/**
 * Between meetings: the meeting's state in a line, then by group, ranked, the last settled round's
 * equity and the market share of the last settled round that sold anything (named when it is an
 * earlier round). Read again when the training changes (a round settles as it moves on).
 */
export default function SettledCharts({ trainId }: { trainId: string }) {
  const t = useT();
  const train = useTrain();
  // A round is settled when the training moves to the next one or finishes: a pause or resume settles nothing.
  const figures = useSettledFigures(trainId, [train.currRound, train.state === TRAINING_STATE.finished]);
  // What the window leaves the charts, so both fit on the screen without scrolling.
  const height = Math.max(MIN_CHART_PX, useWindowHeight() - AROUND_CHARTS_PX);
  const formatMoney = useCallback((v: number) => t('projector.money', { value: formatNumber(v) }), [t]);
  let status = t('projector.meeting.none');
  if (train.meetingId !== null)
    status = t(train.meetingState === MEETING_STATE.ended ? 'projector.meeting.ended' : 'projector.meeting.notStarted');

  let body: React.ReactNode;
  if (figures.loading && figures.data === undefined)
    body = <p className={styles.muted}>{t('projector.settled.loading')}</p>;
  else if (figures.data === undefined) body = <p className={styles.muted}>{t('projector.settled.failed')}</p>;
  else if (figures.data === null) body = <p className={styles.muted}>{t('projector.settled.none')}</p>;
  else {
    const { round, shareRound, share, equity } = figures.data;
    const equityChart = (
      <FigureChart
        title={t('projector.equity')}
        rows={equity}
        part="equity"
        color={EQUITY_COLOR}
        format={formatMoney}
        unit={t('projector.axis.equity')}
        height={height}
      />
    );
    body = (
      <>
        <h2 className={styles.panelTitle}>{t('projector.settled.title', { when: roundText(t, round) })}</h2>
        {shareRound === null ? (
          // No settled round sold anything: one line says so, and equity takes the width.
          <>
            <p className={styles.muted} data-testid="projector-no-sales">
              {t('projector.settled.noSales')}
            </p>
            <div className={styles.chartsOne}>{equityChart}</div>
          </>
        ) : (
          <div className={styles.charts}>
            <FigureChart
              title={t('projector.share')}
              note={
                shareRound === round ? undefined : t('projector.settled.shareRound', { when: roundText(t, shareRound) })
              }
              rows={share}
              part="share"
              color={SHARE_COLOR}
              format={formatShare}
              unit={t('projector.axis.share')}
              height={height}
            />
            {equityChart}
          </div>
        )}
      </>
    );
  }
  return (
    <>
      <section className={`${styles.panel} ${styles.stage}`}>
        <div className={styles.phase} data-testid="projector-phase">
          {status}
        </div>
      </section>
      <section className={`${styles.panel} ${styles.grow}`} data-testid="projector-settled">
        {body}
      </section>
    </>
  );
}
