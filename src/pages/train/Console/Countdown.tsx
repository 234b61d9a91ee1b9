import { formatDuration } from '@/utils/format';
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
  startTime: number | null | undefined;
  seconds: number;
  offset: number;
  frozen?: number;
  small?: boolean;
  label: string;
}) {
  const now = useServerNow(useStableOffset(offset));
  const left = frozen ?? secondsLeft(startTime, seconds, now);
  const text = formatDuration(left);
  if (small)
    return (
      <span role="timer" aria-label={`${label} ${text}`}>
        {text}
      </span>
    );
  return (
    <div
      className={`${styles.countdown} ${left <= 10 ? styles.countdownLow : ''}`}
      role="timer"
      aria-label={`${label} ${text}`}
      data-testid="countdown"
    >
      {text}
    </div>
  );
}
