import { Alert, Button, Space, Switch } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MEETING_STATE, TRAINING_STATE } from '@/domain/codes';
import { AUTO_NOTICE_MS, advanceOnce } from '@/features/console/roundClock';
import { useScopedClock } from '@/features/console/RoundClockScope';
import trainModel, { loadsMeeting, versionOf } from '@/stores/train';
import { useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import styles from './index.less';
import { useTrain } from './hooks';

const autoKey = (trainId: string) => `sworld-auto-advance:${trainId}`;

/** 自动推进 of a training, kept in this browser (the backend has no place for it). */
export function useAutoAdvance(trainId: string): [boolean, (on: boolean) => void] {
  const [auto, setAuto] = useState(false);
  useEffect(() => {
    setAuto(!!trainId && window.localStorage.getItem(autoKey(trainId)) === '1');
  }, [trainId]);
  const change = useCallback(
    (on: boolean) => {
      setAuto(on);
      if (on) window.localStorage.setItem(autoKey(trainId), '1');
      else window.localStorage.removeItem(autoKey(trainId));
    },
    [trainId],
  );
  return [auto, change];
}

export function AutoAdvanceSwitch({ auto, onChange }: { auto: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  return (
    <Space size={4}>
      <Switch checked={auto} onChange={onChange} aria-label={t('console.clock.auto')} size="small" />
      <span>{t('console.clock.auto')}</span>
    </Space>
  );
}

type Run = <R>(key: string, action: () => Promise<R>) => Promise<R | undefined>;

/**
 * What the teacher's console does when the round's clock reaches zero: it asks whether to go to the
 * next round; with 自动推进 on, it goes by itself after a 10-second notice the teacher can cancel.
 * Nothing happens while the training is paused or the order meeting is open.
 */
export default function RoundEnd({
  auto,
  busy,
  run,
  leaveRound,
}: {
  auto: boolean;
  busy: string | null;
  run: Run;
  leaveRound: (trainId: string, round: number, version: number | null) => Promise<unknown>;
}) {
  const t = useT();
  const clock = useScopedClock();
  const trainCalls = useModel(trainModel);
  const train = useTrain();
  const round = train.currRound;
  const roundKey = `${train.trainId}:${round}`;
  // Per round: the teacher put the question off, cancelled the notice, or the automatic advance was tried.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [tried, setTried] = useState<string | null>(null);
  const noticeFrom = useRef<{ key: string; at: number } | null>(null);

  const atZero = clock.left === 0 && !clock.paused && train.state === TRAINING_STATE.running;
  const meetingOpen = train.meetingState === MEETING_STATE.running;
  const last = round >= train.roundNumber;
  const noticeOn = atZero && !meetingOpen && !last && auto && cancelled !== roundKey && tried !== roundKey;
  if (!noticeOn) noticeFrom.current = null;
  else if (noticeFrom.current?.key !== roundKey) noticeFrom.current = { key: roundKey, at: clock.now };
  const noticeLeft = noticeFrom.current
    ? Math.max(0, Math.ceil((noticeFrom.current.at + AUTO_NOTICE_MS - clock.now) / 1000))
    : null;

  const autoAdvance = useCallback(async () => {
    const { trainId, sandTableId } = train;
    let version = train.version;
    // Another tab may have advanced, or opened a meeting, since this one last looked: read both afresh.
    const stillDue = async () => {
      const fresh = await trainCalls.pollTraining({ trainId });
      if (!fresh || Number(fresh.state) !== TRAINING_STATE.running || Number(fresh.currRound) !== round) return false;
      version = versionOf(fresh.version);
      if (!loadsMeeting(TRAINING_STATE.running, sandTableId)) return true;
      const meeting = await trainCalls.pollMeeting({ trainId, round });
      return !!meeting && Number(meeting.state) !== MEETING_STATE.running;
    };
    await run('round', () =>
      advanceOnce(`sworld-round-advance:${trainId}`, stillDue, () => leaveRound(trainId, round, version)),
    );
  }, [train, trainCalls, round, run, leaveRound]);

  useEffect(() => {
    if (noticeLeft !== 0 || busy) return;
    setTried(roundKey);
    autoAdvance();
  }, [noticeLeft, busy, roundKey, autoAdvance]);

  if (!atZero) return null;
  if (noticeLeft !== null)
    return (
      <Alert
        className={styles.gap}
        type="info"
        showIcon
        data-testid="round-end"
        title={t('console.clock.notice', { n: noticeLeft, round: round + 1 })}
        action={
          <Button size="small" onClick={() => setCancelled(roundKey)} disabled={busy === 'round'}>
            {t('console.clock.notice.cancel')}
          </Button>
        }
      />
    );
  if (last || meetingOpen)
    return (
      <Alert
        className={styles.gap}
        type="warning"
        showIcon
        data-testid="round-end"
        title={t(last ? 'console.clock.zero.last' : 'console.clock.zero.meeting', { round })}
      />
    );
  if (dismissed === roundKey) return null;
  return (
    <Alert
      className={styles.gap}
      type="warning"
      showIcon
      data-testid="round-end"
      title={t('console.clock.question', { round, next: round + 1 })}
      action={
        <Space>
          <Button
            size="small"
            type="primary"
            loading={busy === 'round'}
            disabled={!!busy && busy !== 'round'}
            onClick={() => run('round', () => leaveRound(train.trainId, round, train.version))}
          >
            {t('console.clock.advance', { round: round + 1 })}
          </Button>
          <Button size="small" onClick={() => setDismissed(roundKey)}>
            {t('console.clock.later')}
          </Button>
        </Space>
      }
    />
  );
}
