import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import { Link, useLocation } from '@umijs/max';
import { Alert, Button, Empty, Skeleton, Space, Tag, Tooltip } from 'antd';
import BackButton from '@/components/BackButton';
import LoadError from '@/components/LoadError';
import Screen from '@/components/Screen';
import { ROLE, TRAINING_STATE } from '@/domain/codes';
import { useEnteredTraining } from '@/features/training/useTraining';
import { useCurrentUser, useT } from '@/utils/hooks';
import { openWindow } from '@/utils/navigate';
import { decodeQs, encodeQs } from '@/utils/qs';
import { getSandboxVersion, sandboxVersionOf } from '@/utils/session';
import { type FollowStatus, useFollowedTraining } from './follow';
import { useTrain } from './hooks';
import styles from './index.less';
import { LiveContext } from './live';
import StudentConsole from './StudentConsole';
import TeacherConsole from './TeacherConsole';

type Status = FollowStatus | 'missing';

/**
 * The training console (/train/home/console, /train/home/editTrainConsole) and the students' view
 * of a running game (/experiment/home): one screen, the teacher's controls or the student's view by
 * role. The training comes in the `qs` page parameter { trainId }. Both poll the server every second.
 */
export default function Console() {
  const t = useT();
  const { userInfo } = useCurrentUser();
  const { search, pathname } = useLocation();
  // Without a training in qs, the one chosen last or else the one in progress.
  const entered = useEnteredTraining(decodeQs(search).trainId ? String(decodeQs(search).trainId) : '');
  const trainId = entered.trainId || undefined;
  const isStudent = userInfo.userType === ROLE.student;
  const train = useTrain();
  const followed = useFollowedTraining(trainId, isStudent ? 'student' : 'teacher', entered.loading);
  const { revision } = followed;
  const status: Status = !trainId && !entered.loading ? 'missing' : followed.status;

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
    content = <LoadError onRetry={followed.retry} />;
  } else {
    content = (
      <LiveContext.Provider value={revision}>
        {train.state === TRAINING_STATE.notStarted && (
          <Alert className={styles.gap} type="info" showIcon title={t('console.notStarted')} />
        )}
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
  // The projector view of this training, in a window the teacher moves to the projector.
  const projector = !isStudent && status === 'ready' && (
    <Tooltip title={t('projector.open.hint')}>
      <Button
        icon={<DesktopOutlined />}
        onClick={() => openWindow(`/train/home/projector?qs=${encodeQs({ trainId })}`, `sworld-projector-${trainId}`)}
      >
        {t('projector.open')}
      </Button>
    </Tooltip>
  );
  return (
    <Screen
      title={train.trainName || t('console.title')}
      extra={
        <Space>
          {projector}
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
