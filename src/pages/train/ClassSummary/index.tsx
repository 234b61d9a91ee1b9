import { useCurrentUser, useT } from '@/utils/hooks';
import { useModel, useModelState } from '@/utils/model';
import Screen from '@/components/Screen';
import { useRequest } from 'ahooks';
import { Alert, Card, Empty, Skeleton, Space, Statistic, Tabs, Typography } from 'antd';
import BackButton from '@/components/BackButton';
import ClassSelect, { classOptionsState, useChosenClass } from '@/features/classes/ClassSelect';
import LoadError from '@/components/LoadError';
import type { TeacherSummary } from '@/services/classSummary';
import { display, formatNumber, formatTime } from '@/utils/format';
import StudentSummaries from './StudentSummaries';
import SummaryEditor from './SummaryEditor';
import summaryModel from '@/stores/summary';

/** Loads the teachers' summaries of a class (and, for a student, their own summary); true once both came. */
function useClassSummaries(classId: string, own: boolean) {
  const summaries = useModel(summaryModel);
  return useRequest(
    async () => {
      const [teachers, mine] = await Promise.all([
        summaries.fetchTeacherSummaries({ classId }),
        own ? summaries.fetchStudentSummary({ classId }) : Promise.resolve({}),
      ]);
      return teachers && mine ? true : undefined;
    },
    { refreshDeps: [classId, own] },
  );
}

function TeacherSummaryView({ summary }: { summary?: TeacherSummary }) {
  const t = useT();
  if (!summary) return <Empty description={t('teaching.summary.teacher.none')} />;
  return (
    <>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{summary.content || '-'}</Typography.Paragraph>
      <Typography.Text type="secondary">
        {t('teaching.summary.teacher.by', { name: display(summary.userName), time: formatTime(summary.updateTime) })}
      </Typography.Text>
    </>
  );
}

/**
 * /train/class-summary: teachers read and score the students' summaries of a class and write their
 * own; a student writes, saves and follows their own summary and reads the teacher's.
 */
export default function ClassSummaryPage() {
  const { options: classes, classId, setClassId } = useChosenClass();
  const body =
    classOptionsState(classes) || !classId ? (
      (classOptionsState(classes) ?? <Skeleton active />)
    ) : (
      <ClassSummaries classId={classId} />
    );
  return (
    <Screen extra={<BackButton />}>
      <Card title={<ClassSelect options={classes} value={classId} onChange={setClassId} />}>{body}</Card>
    </Screen>
  );
}

/** The summaries of the chosen class: mounted once a class is chosen, so its first load starts as loading. */
function ClassSummaries({ classId }: { classId: string }) {
  const t = useT();
  const { userInfo, isStudent } = useCurrentUser();
  const { classStudentSummaryList, classTeacherSummaryList } = useModelState(summaryModel);
  const loaded = useClassSummaries(classId, isStudent);

  const teacherSummary = classTeacherSummaryList.find((s) => s.classId === classId);
  const mine = classStudentSummaryList.find((s) => s.classId === classId && s.userId === userInfo.userId);
  const ownTeacherSummary = classTeacherSummaryList.find((s) => s.classId === classId && s.userId === userInfo.userId);

  if (loaded.loading) return <Skeleton active />;
  if (loaded.data === undefined) return <LoadError onRetry={loaded.refresh} />;
  if (isStudent)
    return (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card
          type="inner"
          title={t('teaching.summary.mine')}
          extra={
            mine?.score != null &&
            mine?.score !== undefined && (
              <Statistic title={t('teaching.summary.score')} value={formatNumber(mine.score)} />
            )
          }
        >
          {mine?.score !== null && mine?.score !== undefined && (
            <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('teaching.summary.locked')} />
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
  return (
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
}
