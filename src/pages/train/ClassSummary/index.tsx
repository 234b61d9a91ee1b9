import { useCurrentUser, useEffectCall, useT } from '@/utils/hooks';
import type { ReactNode } from 'react';
import Screen from '@/components/Screen';
import { useSelector } from '@umijs/max';
import { Alert, Card, Empty, Skeleton, Space, Statistic, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import BackButton from '@/components/BackButton';
import ClassSelect, { classOptionsState, useChosenClass } from '@/features/classes/ClassSelect';
import LoadError from '@/components/LoadError';
import type { SummaryState } from '@/stores/summary';
import type { StudentSummary, TeacherSummary } from '@/services/classSummary';
import { formatNumber } from '@/utils/format';
import StudentSummaries from './StudentSummaries';
import SummaryEditor from './SummaryEditor';
import summaryModel from '@/stores/summary';


type Loaded = 'loading' | 'failed' | 'done';

/** Loads the teachers' summaries of a class (and, for a student, their own summary). */
function useClassSummaries(classId: string | undefined, own: boolean) {
  const call = useEffectCall();
  const [state, setState] = useState<Loaded>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!classId) return;
    setState('loading');
    Promise.all([
      call<TeacherSummary[] | undefined>('summary/fetchTeacherSummaries', { classId }),
      own ? call<StudentSummary | undefined>('summary/fetchStudentSummary', { classId }) : Promise.resolve({}),
    ]).then(([teachers, mine]) => setState(teachers && mine ? 'done' : 'failed'));
  }, [call, classId, own, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

function TeacherSummaryView({ summary }: { summary?: TeacherSummary }) {
  const t = useT();
  if (!summary) return <Empty description={t('teaching.summary.teacher.none')} />;
  return (
    <>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{summary.content || '-'}</Typography.Paragraph>
      <Typography.Text type="secondary">
        {t('teaching.summary.teacher.by', { name: summary.userName, time: summary.updateTime })}
      </Typography.Text>
    </>
  );
}

/**
 * /train/class-summary: teachers read and score the students' summaries of a class and write their
 * own; a student writes, saves and follows their own summary and reads the teacher's.
 */
export default function ClassSummaryPage() {
  const t = useT();
  const { userInfo, isStudent } = useCurrentUser();
  const { options: classes, classId, setClassId } = useChosenClass();
  const { classStudentSummaryList, classTeacherSummaryList } = useSelector((s: { summary: SummaryState }) => s.summary);
  const loaded = useClassSummaries(classId, isStudent);

  const teacherSummary = classTeacherSummaryList.find((s) => s.classId === classId);
  const mine = classStudentSummaryList.find((s) => s.classId === classId && s.userId === userInfo.userId);
  const ownTeacherSummary = classTeacherSummaryList.find((s) => s.classId === classId && s.userId === userInfo.userId);

  let body: ReactNode;
  if (classOptionsState(classes) || !classId) body = classOptionsState(classes) ?? <Skeleton active />;
  else if (loaded.state === 'failed') body = <LoadError onRetry={loaded.retry} />;
  else if (loaded.state === 'loading') body = <Skeleton active />;
  else if (isStudent)
    body = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card
          type="inner"
          title={t('teaching.summary.mine')}
          extra={
            mine?.score !== null &&
            mine?.score !== undefined && (
              <Statistic title={t('teaching.summary.score')} value={formatNumber(mine.score)} />
            )
          }
        >
          {mine?.score !== null && mine?.score !== undefined && (
            <Alert type="success" showIcon style={{ marginBottom: 16 }} message={t('teaching.summary.locked')} />
          )}
          <SummaryEditor
            classId={classId}
            content={mine?.content ?? ''}
            trainingRecord={mine?.trainingRecord ?? ''}
            locked={mine?.score !== null && mine?.score !== undefined}
          />
        </Card>
        <Card type="inner" title={t('teaching.summary.teacher')}>
          <TeacherSummaryView summary={teacherSummary} />
        </Card>
      </Space>
    );
  else
    body = (
      <Tabs
        items={[
          { key: 'students', label: t('teaching.summary.students'), children: <StudentSummaries classId={classId} /> },
          {
            key: 'teacher',
            label: t('teaching.summary.teacher.mine'),
            children: (
              <SummaryEditor
                classId={classId}
                content={ownTeacherSummary?.content ?? ''}
                trainingRecord={ownTeacherSummary?.trainingRecord ?? ''}
              />
            ),
          },
        ]}
      />
    );

  return (
    <Screen extra={<BackButton />}>
      <Card title={<ClassSelect options={classes} value={classId} onChange={setClassId} />}>{body}</Card>
    </Screen>
  );
}
