import { useLocation } from '@umijs/max';
import { useCallback, useEffect, useState } from 'react';
import { MEETING_STATE, ROLE, trainingStateKey } from '@/domain/codes';
import { useCurrentUser, useT } from '@/utils/hooks';
import { decodeQs } from '@/utils/qs';
import { roundText } from '@/utils/roundText';
import { useFollowedTraining } from '../Console/follow';
import { useTrain } from '../Console/hooks';
import LatestBulletin from './LatestBulletin';
import MeetingStage from './MeetingStage';
import RoundClockPanel from './RoundClockPanel';
import SettledCharts from './SettledCharts';
import styles from './index.less';

/** Whether the page is in full screen, and the button's action that enters or leaves it. */
function useFullscreen() {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const follow = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  const toggle = useCallback(() => {
    // A browser that refuses (no user gesture, a policy) leaves the window as it is.
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    else document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  return { on, toggle };
}

/** A full-screen message of the view (no training, no access, loading, a failure). */
function Notice({ children }: { children: React.ReactNode }) {
  return (
    <main className={styles.projector}>
      <div className={styles.notice}>{children}</div>
    </main>
  );
}

/**
 * /train/home/projector (课堂投影屏): the live training for the classroom projector, opened from the
 * teacher's console in a window of its own. It shows the training, the round's clock, the order
 * meeting as it happens (phase and countdown, who has bid, the published ranking, the picks), the
 * latest bulletin and, between meetings, the last settled round by group. It follows the training
 * by itself at a student console's request rate and has no control but full screen.
 */
export default function Projector() {
  const t = useT();
  const { userInfo } = useCurrentUser();
  const { search } = useLocation();
  const asked = decodeQs(search).trainId;
  const trainId = asked ? String(asked) : undefined;
  const teacher = userInfo.userType !== ROLE.student;
  const followed = useFollowedTraining(teacher ? trainId : undefined, 'projector');
  const train = useTrain();
  const fullscreen = useFullscreen();

  useEffect(() => {
    document.title = train.trainName ? `${train.trainName} · ${t('projector.title')}` : t('projector.title');
  }, [train.trainName, t]);

  if (!teacher) return <Notice>{t('projector.teacherOnly')}</Notice>;
  if (!trainId) return <Notice>{t('projector.missing')}</Notice>;
  if (followed.status === 'error')
    return (
      <Notice>
        <p>{t('projector.loadFailed')}</p>
        <button type="button" className={styles.button} onClick={followed.retry}>
          {t('projector.retry')}
        </button>
      </Notice>
    );
  if (followed.status === 'loading' && train.trainId !== trainId) return <Notice>{t('projector.loading')}</Notice>;

  const meetingRunning = train.meetingId !== null && train.meetingState === MEETING_STATE.running;
  return (
    <main className={styles.projector} data-testid="projector">
      <header className={styles.header}>
        <h1 className={styles.title}>{train.trainName}</h1>
        <span className={styles.when} data-testid="projector-round">
          {roundText(t, train.currRound, train.roundNumber)}
        </span>
        <span className={`${styles.state} ${styles[`state${train.state}`] ?? ''}`} data-testid="projector-state">
          {t(`console.state.${trainingStateKey(train.state)}`)}
        </span>
        <button type="button" className={styles.button} onClick={fullscreen.toggle} aria-pressed={fullscreen.on}>
          {t(fullscreen.on ? 'projector.exitFullscreen' : 'projector.fullscreen')}
        </button>
      </header>
      <div className={styles.body}>
        <div className={styles.main}>{meetingRunning ? <MeetingStage /> : <SettledCharts trainId={trainId} />}</div>
        <aside className={styles.side}>
          {/* One clock at a time: the meeting's (on its stage) while it runs, the round's otherwise. */}
          {!meetingRunning && <RoundClockPanel />}
          <LatestBulletin trainId={trainId} revision={followed.revision} />
        </aside>
      </div>
    </main>
  );
}
