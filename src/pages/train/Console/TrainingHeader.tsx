import { usePhone, useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import { Button, Card, Collapse, Descriptions, Popconfirm, Space, Tag } from 'antd';
import { MEETING_STATE, meetingStateKey, TRAINING_STATE, trainingStateKey, trainingStateMoves } from '@/domain/codes';
import { roundText as writeRound } from '@/utils/roundText';
import RoundDurations from './RoundDurations';
import { Countdown } from './Countdown';
import { useAction, useMenuSelect, useNextRound, useTrain } from './hooks';
import RoundEnd, { AutoAdvanceSwitch, ClockAtZero, useAutoAdvance, useSettleHold } from './RoundEnd';
import trainModel from '@/stores/train';
import { display } from '@/utils/format';
import { roundClock } from '@/features/console/roundClock';
import { RoundClockScope, ScopedClockText } from '@/features/console/RoundClockScope';
import styles from './index.less';

export const STATE_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'warning', 3: 'success' };

/** Where a state change leads, as the button names it. */
/** The moves' texts, keyed by the states' default numbers (trainingStateKey), whatever the backend's are. */
const MOVE_LABELS: Record<string, string> = {
  '0-1': 'console.state.start',
  '1-2': 'console.state.pause',
  '2-1': 'console.state.resume',
  '1-3': 'console.state.finish',
  '2-3': 'console.state.finish',
};

/** "Year y, quarter q (round n of N)" of spec point 4, as the app writes a round everywhere. */
export function useRoundText() {
  const t = useT();
  return (round: number, total?: number) => writeRound(t, round, total);
}

/**
 * The training at a glance: case, rule, state, year and quarter, the order meeting's countdown; for
 * the teacher the state and round changes (with the version read; the server's refusal is shown).
 */
export default function TrainingHeader({ teacher, extra }: { teacher?: boolean; extra?: React.ReactNode }) {
  const t = useT();
  const trainCalls = useModel(trainModel);
  const train = useTrain();
  const menu = useMenuSelect((m) => ({ startTime: m.startTime, clockOffset: m.clockOffset, suspended: m.suspended }));
  const roundText = useRoundText();
  const { busy, run } = useAction();
  const moves = trainingStateMoves()[train.state] ?? [];
  const canAdvance = train.state === TRAINING_STATE.running && train.currRound < train.roundNumber;

  const settleHold = useSettleHold(train.trainId, train.currRound);
  const changeState = (state: number) =>
    run(`state-${state}`, async () => {
      // The pause is added to the round's minutes before the training runs again, so that every
      // console that reads the round list on seeing the training resume reads it with the pause.
      if (train.state === TRAINING_STATE.paused && state === TRAINING_STATE.running) await settleHold();
      return trainCalls.changeState({ trainId: train.trainId, state, version: train.version });
    });
  const leaveRound = useNextRound();
  const nextRound = () => run('round', () => leaveRound(train.trainId, train.currRound, train.version));
  const clockInput = {
    trainId: train.trainId,
    state: train.state,
    suspended: menu.suspended,
    round: train.currRound,
    rows: train.roundList,
    offset: menu.clockOffset,
    keep: teacher ? ('own' as const) : ('none' as const),
  };
  // A student sees the clock only where the round list gives its start (the time does not matter here).
  const clockShown =
    teacher ||
    roundClock({
      ...clockInput,
      row: train.roundList.find((r) => r.round === train.currRound),
      now: 0,
      storage: undefined,
    }).missing !== 'start';
  const [auto, setAuto] = useAutoAdvance(teacher ? train.trainId : '');
  // A student's phone: what changes during play stays in view, the rest folds away.
  const phone = usePhone() && !teacher;
  const meetingCountdown = train.meetingState === MEETING_STATE.running && (
    <Countdown
      startTime={menu.startTime}
      seconds={train.meetingDuration}
      offset={menu.clockOffset}
      small
      label={t('console.meeting.left')}
    />
  );
  const details = (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
      <Descriptions.Item label={t('console.state')}>
        <Tag color={STATE_COLORS[trainingStateKey(train.state) ?? -1]} data-testid="train-state">
          {t(`console.state.${trainingStateKey(train.state)}`)}
        </Tag>
      </Descriptions.Item>
      {!phone && (
        <Descriptions.Item label={t('console.currentRound')}>
          <span data-testid="train-round">{roundText(train.currRound, train.roundNumber)}</span>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('console.case')}>{display(train.caseName)}</Descriptions.Item>
      <Descriptions.Item label={t('console.rule')}>{display(train.ruleName)}</Descriptions.Item>
      <Descriptions.Item label={t('console.groupNum')}>{train.groupNum}</Descriptions.Item>
      <Descriptions.Item label={t('console.roundDuration')}>
        {t('console.minutes', { n: train.duration })}
      </Descriptions.Item>
      {clockShown && !teacher && !phone && (
        <Descriptions.Item label={t('console.clock.left')}>
          <ScopedClockText />
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('console.meeting')}>
        {train.meetingId ? (
          <Space>
            <Tag color={STATE_COLORS[meetingStateKey(train.meetingState) ?? -1]}>
              {t(`console.meeting.state.${meetingStateKey(train.meetingState)}`)}
            </Tag>
            {!phone && meetingCountdown}
          </Space>
        ) : (
          t('console.meeting.none')
        )}
      </Descriptions.Item>
      {extra}
    </Descriptions>
  );

  if (phone)
    return (
      <RoundClockScope input={clockInput}>
        <section className={styles.phoneBar} aria-label={t('console.training')} data-testid="phone-bar">
          <div className={styles.phoneBarName}>{train.trainName}</div>
          <div className={styles.phoneBarLine}>
            <span data-testid="train-round">{roundText(train.currRound, train.roundNumber)}</span>
            {clockShown && (
              <span>
                {t('console.clock.left')} <ScopedClockText />
              </span>
            )}
            {meetingCountdown}
          </div>
        </section>
        <Collapse
          className={styles.gap}
          items={[{ key: 'details', label: t('console.training.details'), children: details }]}
        />
      </RoundClockScope>
    );

  return (
    <RoundClockScope input={clockInput}>
      <Card
        title={t('console.training')}
        extra={
          teacher && (
            <Space wrap>
              {moves.map((to) => (
                <Popconfirm
                  key={to}
                  title={t(`${MOVE_LABELS[`${trainingStateKey(train.state)}-${trainingStateKey(to)}`]}.confirm`)}
                  onConfirm={() => changeState(to)}
                  okText={t('console.ok')}
                  cancelText={t('console.cancel')}
                >
                  <Button
                    type={to === TRAINING_STATE.running ? 'primary' : 'default'}
                    danger={to === TRAINING_STATE.finished}
                    loading={busy === `state-${to}`}
                    disabled={!!busy && busy !== `state-${to}`}
                  >
                    {t(MOVE_LABELS[`${trainingStateKey(train.state)}-${trainingStateKey(to)}`])}
                  </Button>
                </Popconfirm>
              ))}
              <Popconfirm
                title={t('console.round.next.confirm', { round: train.currRound + 1 })}
                onConfirm={nextRound}
                disabled={!canAdvance}
                okText={t('console.ok')}
                cancelText={t('console.cancel')}
              >
                <Button disabled={!canAdvance || (!!busy && busy !== 'round')} loading={busy === 'round'}>
                  {t('console.round.next')}
                </Button>
              </Popconfirm>
              <RoundDurations />
              <AutoAdvanceSwitch auto={auto} onChange={setAuto} />
            </Space>
          )
        }
      >
        {teacher && (
          <section className={styles.roundClock} aria-labelledby="round-clock-title">
            <div id="round-clock-title">{t('console.clock.left')}</div>
            <ScopedClockText large />
            <ClockAtZero auto={auto} />
          </section>
        )}
        {details}
        {teacher && <RoundEnd auto={auto} busy={busy} run={run} leaveRound={leaveRound} />}
      </Card>
    </RoundClockScope>
  );
}
