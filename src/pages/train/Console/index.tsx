import { useCurrentUser, useEffectCall, useT } from '@/utils/hooks';
import Screen from '@/components/Screen';
import { Link, useLocation } from '@umijs/max';
import { Alert, Button, Empty, Skeleton, Space, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import BackButton from '@/components/BackButton';
import { ROLE } from '@/constants';
import type { MenuCondition } from '@/stores/menu';
import { decodeQs } from '@/utils/qs';
import { getSandboxVersion, sandboxVersionOf } from '@/utils/session';
import { useEnteredTraining } from '@/features/training/useTraining';
import StudentConsole from './StudentConsole';
import TeacherConsole from './TeacherConsole';
import { useLive, useTrain } from './hooks';
import { LiveContext } from './live';
import styles from './index.less';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';
import LoadError from '@/components/LoadError';


type Status = 'loading' | 'ready' | 'error' | 'missing';

/**
 * The training console (/train/home/console, /train/home/editTrainConsole) and the students' view
 * of a running game (/experiment/home): one screen, the teacher's controls or the student's view by
 * role. The training comes in the `qs` page parameter { trainId }. Both poll the server every second.
 */
export default function Console() {
  const t = useT();
  const { userInfo } = useCurrentUser();
  const call = useEffectCall();
  const { search, pathname } = useLocation();
  // Without a training in qs, the one chosen last or else the one in progress.
  const entered = useEnteredTraining(decodeQs(search).trainId ? String(decodeQs(search).trainId) : '');
  const trainId = entered.trainId || undefined;
  const isStudent = userInfo.userType === ROLE.student;
  const train = useTrain();
  const [status, setStatus] = useState<Status>(trainId || entered.loading ? 'loading' : 'missing');
  const [revision, setRevision] = useState({ training: 0, menu: 0 });

  const load = useCallback(async () => {
    if (!trainId) return;
    setStatus('loading');
    await call('menu/reset');
    await call('train/reset');
    const data = await call('train/fetchTraining', { trainId });
    if (data) await Promise.all([call('menu/fetchPhase', { trainId }), call('train/fetchRoundList', { trainId })]);
    setStatus(data ? 'ready' : 'error');
  }, [trainId, call]);

  useEffect(() => {
    if (entered.loading) return;
    setStatus(trainId ? 'loading' : 'missing');
    load();
  }, [load, trainId, entered.loading]);

  // What another user changed reaches this screen through the poll.
  useLive(status === 'ready' ? trainId : undefined, {
    onTraining: async (condition: MenuCondition) => {
      // The poll already carries state, round and version: show them now, then load the rest.
      await call('train/saveLive', {
        state: condition.trainState,
        currRound: condition.currRound,
        version: condition.trainVersion,
      });
      await Promise.all([call('train/fetchTraining', { trainId }), call('train/fetchRoundList', { trainId })]);
      setRevision((r) => ({ ...r, training: r.training + 1 }));
    },
    onMenu: async (condition: MenuCondition) => {
      await call('train/saveMeeting', condition.meeting ?? { id: null });
      setRevision((r) => ({ ...r, menu: r.menu + 1 }));
    },
  });

  let content: React.ReactNode;
  if (status === 'missing') {
    content = (
      <Empty description={t('console.missing')}>
        {isStudent && (
          <Link to="/selectExperiment">
            <Button type="primary">{t('console.chooseTraining')}</Button>
          </Link>
        )}
      </Empty>
    );
  } else if (status === 'loading' && !train.trainId) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (status === 'error') {
    content = <LoadError onRetry={load} />;
  } else {
    content = (
      <LiveContext.Provider value={revision}>
        {train.state === 0 && <Alert className={styles.gap} type="info" showIcon message={t('console.notStarted')} />}
        {isStudent ? <StudentConsole /> : <TeacherConsole editing={pathname.endsWith('editTrainConsole')} />}
      </LiveContext.Provider>
    );
  }

  // The teacher sees which service variant the console's calls go to.
  const sandbox = !isStudent && status === 'ready' && (
    <Tooltip title={t('console.sandbox.hint')}>
      <Tag color="geekblue" data-testid="sandbox-variant">
        {t('console.sandbox', { name: t(`console.sandbox.${sandboxVersionOf(getSandboxVersion())}`) })}
      </Tag>
    </Tooltip>
  );
  return (
    <Screen
      title={train.trainName || t('console.title')}
      extra={
        <Space>
          {sandbox}
          <BackButton />
        </Space>
      }
      className={styles.page}
    >
      {content}
    </Screen>
  );
}
