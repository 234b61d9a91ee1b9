import { Link, useLocation } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Empty, Skeleton, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import BackButton from '@/components/BackButton';
import LoadError from '@/components/LoadError';
import Screen from '@/components/Screen';
import { ROLE } from '@/constants';
import { useEnteredTraining } from '@/features/training/useTraining';
import menuModel from '@/stores/menu';
import trainModel, { type TrainingChange } from '@/stores/train';
import { useCurrentUser, useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import { decodeQs } from '@/utils/qs';
import { getSandboxVersion, sandboxVersionOf } from '@/utils/session';
import { type LiveMeeting, useLive, useTrain } from './hooks';
import styles from './index.less';
import { LiveContext } from './live';
import StudentConsole from './StudentConsole';
import TeacherConsole from './TeacherConsole';

type Status = 'loading' | 'ready' | 'error' | 'missing';

/**
 * The training console (/train/home/console, /train/home/editTrainConsole) and the students' view
 * of a running game (/experiment/home): one screen, the teacher's controls or the student's view by
 * role. The training comes in the `qs` page parameter { trainId }. Both poll the server every second.
 */
export default function Console() {
  const t = useT();
  const { userInfo } = useCurrentUser();
  const menuCalls = useModel(menuModel);
  const trainCalls = useModel(trainModel);
  const { search, pathname } = useLocation();
  // Without a training in qs, the one chosen last or else the one in progress.
  const entered = useEnteredTraining(decodeQs(search).trainId ? String(decodeQs(search).trainId) : '');
  const trainId = entered.trainId || undefined;
  const isStudent = userInfo.userType === ROLE.student;
  const train = useTrain();
  const [revision, setRevision] = useState({ training: 0, menu: 0 });

  // The training with its round list and the menu's phase, in a store emptied of the last training.
  // The answer names its training: until the one shown has answered, the screen is loading.
  const opened = useRequest(
    async () => {
      const id = trainId!;
      menuCalls.reset();
      trainCalls.reset();
      const record = await trainCalls.fetchTraining({ trainId: id });
      if (record)
        await Promise.all([menuCalls.fetchPhase({ trainId: id }), trainCalls.fetchRoundList({ trainId: id })]);
      return { trainId: id, record };
    },
    { refreshDeps: [trainId], ready: !!trainId && !entered.loading },
  );
  let status: Status = 'ready';
  if (!trainId && !entered.loading) status = 'missing';
  else if (!trainId || opened.loading || opened.data?.trainId !== trainId) status = 'loading';
  else if (!opened.data.record) status = 'error';

  // What another user changed reaches this screen through the poll.
  useLive(
    status === 'ready' ? trainId : undefined,
    {
      onTraining: async (change: TrainingChange) => {
        // The poll already tells state, round and version: show them now, then load the rest.
        trainCalls.saveLive(change);
        // A new round or state can move the menu too, which only getMenuPhase tells every backend.
        await Promise.all([
          trainCalls.fetchTraining({ trainId: trainId! }),
          trainCalls.fetchRoundList({ trainId: trainId! }),
          menuCalls.fetchPhase({ trainId: trainId!, quiet: true }),
        ]);
        setRevision((r) => ({ ...r, training: r.training + 1 }));
      },
      onMenu: async (meeting?: LiveMeeting) => {
        if (meeting) trainCalls.saveMeeting(meeting);
        setRevision((r) => ({ ...r, menu: r.menu + 1 }));
      },
    },
    !isStudent,
  );

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
    content = <LoadError onRetry={opened.refresh} />;
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
