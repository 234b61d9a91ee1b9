import { formatDuration } from '@/utils/format';
import { useT } from '@/utils/hooks';
import { secondsLeft, useServerNow, useStableOffset } from './hooks';
import styles from './index.less';

/**
 * A countdown on the server's clock: `seconds` long from the server time `startTime`, read with the
 * server-clock offset, so a refresh, a second tab or a sleeping laptop shows the same time left.
 * `frozen` shows a fixed value (a suspended menu).
 */
export function Countdown({
  startTime,
  seconds,
  offset,
  frozen,
  small,
  label,
}: {
  startTime: unknown;
  seconds: number;
  offset: number;
  frozen?: number;
  small?: boolean;
  label: string;
}) {
  const t = useT();
  const now = useServerNow(useStableOffset(offset));
  const left = frozen ?? secondsLeft(startTime, seconds, now);
  // A start the backend wrote in no form the app reads is said in words, never shown as 00:00:00.
  const text = left === undefined ? t('console.countdown.unknown') : formatDuration(left);
  if (small)
    return (
      <span role="timer" aria-label={`${label} ${text}`}>
        {text}
      </span>
    );
  return (
    <div
      className={`${styles.countdown} ${left !== undefined && left <= 10 ? styles.countdownLow : ''}`}
      role="timer"
      aria-label={`${label} ${text}`}
      data-testid="countdown"
    >
      {text}
    </div>
  );
}
