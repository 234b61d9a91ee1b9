import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Alert, Button, Space, Switch, Tooltip, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { MEETING_STATE, MENU_PHASE, TRAINING_STATE } from '@/domain/codes';
import { AUTO_NOTICE_MS, advanceOnce, keptHold, type RoundClock, settleHold } from '@/features/console/roundClock';
import { useScopedClock } from '@/features/console/RoundClockScope';
import trainModel, { loadsMeeting, versionOf } from '@/stores/train';
import { useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import styles from './index.less';
import { useMenuSelect, useStartMeeting, useTrain } from './hooks';

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

/** 自动推进 with what it does, in a tooltip and as the switch's description. */
export function AutoAdvanceSwitch({ auto, onChange }: { auto: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  return (
    <Space size={4}>
      <Switch
        checked={auto}
        onChange={onChange}
        aria-label={t('console.clock.auto')}
        aria-describedby="auto-advance-help"
        size="small"
      />
      <span>{t('console.clock.auto')}</span>
      <Tooltip title={t('console.clock.auto.help')}>
        <QuestionCircleOutlined aria-hidden />
      </Tooltip>
      <span id="auto-advance-help" hidden>
        {t('console.clock.auto.help')}
      </span>
    </Space>
  );
}

/**
 * Whether the round's order meeting is still to be held: the round has one (a meeting and a menu
 * phase) that was never started. The backend settles no round before its meeting is over.
 */
export function useMeetingDue() {
  const train = useTrain();
  const phase = useMenuSelect((m) => ({ phase: m.phase })).phase;
  return (
    !!train.meetingId &&
    phase !== MENU_PHASE.none &&
    phase !== MENU_PHASE.finished &&
    train.meetingState === MEETING_STATE.notStarted
  );
}

/** What the round's clock does at zero, in words: by 自动推进, the meeting, the last round and a hold. */
export function ClockAtZero({ auto }: { auto: boolean }) {
  const t = useT();
  const clock = useScopedClock();
  const train = useTrain();
  const meetingDue = useMeetingDue();
  if (clock.left === null) return null;
  const next = train.currRound + 1;
  let key = auto ? 'console.clock.atZero.auto' : 'console.clock.atZero.manual';
  if (train.currRound >= train.roundNumber) key = 'console.clock.atZero.last';
  else if (meetingDue) key = 'console.clock.atZero.meeting';
  return (
    <Typography.Text type="secondary" data-testid="clock-at-zero">
      {clock.held ? `${t('console.clock.atZero.held')} ` : ''}
      {t(key, { next })}
    </Typography.Text>
  );
}

/**
 * The teacher's console adds a hold of the round's clock to the round's minutes (round updateList):
 * the header calls it before it resumes the training; RoundEnd when it sees the clock run again
 * after a hold that ended elsewhere (a resume from another console, a restored menu).
 */
export function useSettleHold(trainId: string, round: number) {
  const trainCalls = useModel(trainModel);
  const { clockOffset } = useMenuSelect((m) => ({ clockOffset: m.clockOffset }));
  return useCallback(
    () =>
      settleHold({
        trainId,
        round,
        until: Date.now() + clockOffset,
        storage: window.localStorage,
        read: async () => (await trainCalls.fetchRoundList({ trainId }))?.find((r) => r.round === round)?.duration,
        write: (duration) => trainCalls.updateRounds({ trainId, rounds: [{ round, duration }] }),
      }),
    [trainId, round, clockOffset, trainCalls],
  );
}

/** Settles, once, a hold this console kept that has ended without it (the clock runs again). */
function useSettleEndedHold(trainId: string, round: number, clock: RoundClock) {
  const settle = useSettleHold(trainId, round);
  const hold = trainId ? keptHold(trainId, round, window.localStorage) : null;
  const since = hold?.since !== undefined && hold.to === undefined ? hold.since : null;
  const ended = since !== null && !clock.held && clock.left !== null;
  const tried = useRef<number | null>(null);
  useEffect(() => {
    if (!ended || tried.current === since) return;
    tried.current = since;
    settle();
  }, [ended, since, settle]);
}

type Run = <R>(key: string, action: () => Promise<R>) => Promise<R | undefined>;

/**
 * What the teacher's console does when the round's clock reaches zero: it asks whether to go to the
 * next round; with 自动推进 on, it goes by itself after a 10-second notice the teacher can cancel.
 * Nothing happens while the clock holds or the order meeting is open; a meeting not yet held is
 * offered instead, since the backend settles no round before it.
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
  const openMeeting = useStartMeeting();
  const train = useTrain();
  const round = train.currRound;
  const roundKey = `${train.trainId}:${round}`;
  const meetingDue = useMeetingDue();
  useSettleEndedHold(train.trainId, round, clock);
  // Per round: the teacher put the question off, cancelled the notice, or the automatic advance was tried.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [tried, setTried] = useState<string | null>(null);
  const noticeFrom = useRef<{ key: string; at: number } | null>(null);

  const atZero = clock.left === 0 && !clock.held && train.state === TRAINING_STATE.running;
  const meetingOpen = train.meetingState === MEETING_STATE.running;
  const last = round >= train.roundNumber;
  const noticeOn =
    atZero && !meetingOpen && !meetingDue && !last && auto && cancelled !== roundKey && tried !== roundKey;
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

  // As the meeting panel starts it: after the backend's can-start check, then the menu's phase.
  const startMeeting = () => run('meeting-start', openMeeting);

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
    return <ZeroPrompt title={t(last ? 'console.clock.zero.last' : 'console.clock.zero.meeting', { round })} />;
  if (dismissed === roundKey) return null;
  // Settling is refused before the meeting is held: the one thing to do now is to hold it.
  const [key, label, act] = meetingDue
    ? (['meeting-start', t('console.clock.startMeeting'), startMeeting] as const)
    : ([
        'round',
        t('console.clock.advance', { round: round + 1 }),
        () => run('round', () => leaveRound(train.trainId, round, train.version)),
      ] as const);
  return (
    <ZeroPrompt
      title={
        meetingDue
          ? t('console.clock.zero.meetingDue', { round })
          : t('console.clock.question', { round, next: round + 1 })
      }
      action={
        <Space>
          <Button size="small" type="primary" loading={busy === key} disabled={!!busy && busy !== key} onClick={act}>
            {label}
          </Button>
          <Button size="small" onClick={() => setDismissed(roundKey)}>
            {t('console.clock.later')}
          </Button>
        </Space>
      }
    />
  );
}

/** The warning the console shows at zero, with what can be done now. */
function ZeroPrompt({ title, action }: { title: string; action?: ReactNode }) {
  return <Alert className={styles.gap} type="warning" showIcon data-testid="round-end" title={title} action={action} />;
}
