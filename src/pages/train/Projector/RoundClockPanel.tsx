import { useRoundClock } from '@/features/console/roundClock';
import { formatDuration } from '@/utils/format';
import { useT } from '@/utils/hooks';
import { useMenu, useTrain } from '../Console/hooks';
import styles from './index.less';

/**
 * The round's clock, large: from the round list's start where the backend sends one, else from
 * the start the teacher's console in this browser kept (the view starts none of its own). It holds
 * while the training is paused or the menu suspended; the view shows it only between meetings.
 */
export default function RoundClockPanel() {
  const t = useT();
  const train = useTrain();
  const { clockOffset, suspended } = useMenu();
  const clock = useRoundClock({
    trainId: train.trainId,
    state: train.state,
    suspended,
    round: train.currRound,
    rows: train.roundList,
    offset: clockOffset,
    keep: 'shared',
  });
  let value: React.ReactNode;
  if (clock.left === null) value = <span className={styles.clockNone}>—</span>;
  else {
    const text = formatDuration(clock.left);
    value = (
      <span
        className={clock.left === 0 && !clock.held ? styles.countdownLow : undefined}
        role="timer"
        aria-label={`${t('projector.roundClock')} ${text}`}
      >
        {text}
      </span>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="projector-clock" data-testid="projector-clock">
      <h2 id="projector-clock" className={styles.panelTitle}>
        {t('projector.roundClock')}
      </h2>
      <div className={styles.clock}>{value}</div>
      {clock.paused && <p className={styles.warning}>{t('console.clock.paused')}</p>}
      {clock.suspended && <p className={styles.warning}>{t('console.clock.suspended')}</p>}
      {!clock.held && clock.left === 0 && <p className={styles.warning}>{t('console.clock.zero')}</p>}
      {clock.source === 'console' && <p className={styles.muted}>{t('projector.roundClock.shared')}</p>}
      {clock.missing && <p className={styles.muted}>{t(`console.clock.missing.${clock.missing}`)}</p>}
    </section>
  );
}
