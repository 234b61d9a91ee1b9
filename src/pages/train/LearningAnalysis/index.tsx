import { useT } from '@/utils/hooks';
import { useModel, useModelState } from '@/utils/model';
import type { ReactNode } from 'react';
import Screen from '@/components/Screen';
import { useRequest } from 'ahooks';
import type { EChartsOption } from 'echarts';
import { Card, Col, Empty, Row, Select, Space, Spin, Statistic, Table, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import BackButton from '@/components/BackButton';
import Chart, { startLoadingEcharts } from '@/components/charts/Chart';
import ClassSelect, { classOptionsState, useChosenClass } from '@/features/classes/ClassSelect';
import GradebookButton from '@/features/gradebook/GradebookButton';
import GradebookStats from '@/features/gradebook/GradebookStats';
import { gradeText } from '@/features/gradebook/grades';
import { useGradebookStats } from '@/features/gradebook/queries';
import { useTrainingList } from '@/features/analysis/queries';
import LoadError from '@/components/LoadError';
import type { LearningSummary } from '@/services/learning';
import { display, formatNumber, formatPercent, idText, text } from '@/utils/format';
import { attendanceOption, postOption, scoreOption, summaryOption } from './charts';
import ScoreTable from './ScoreTable';
import learningModel from '@/stores/learning';

// This screen's charts show at once: echarts' code runs as the screen's own code loads.
startLoadingEcharts();

/** One analysis as a chart and, under it, the same rows as a table. */
function ChartTable<R extends { key: string }>({
  title,
  option,
  rows,
  columns,
}: {
  title: string;
  option: EChartsOption;
  rows: R[];
  columns: TableColumnsType<R>;
}) {
  return (
    <Card size="small" title={title} style={{ height: '100%' }}>
      <Chart label={title} option={option} />
      <Table<R> size="small" rowKey="key" pagination={false} dataSource={rows} columns={columns} />
    </Card>
  );
}

/** Loads the summary and the students of the filter; resolves the trainings of the classes in scope. */
function useLearning(classId?: string, trainId?: string) {
  const learning = useModel(learningModel);
  // Undefined until a summary came; stays undefined when the summary names no trainings.
  const [trainings, setTrainings] = useState<LearningSummary['trainList']>();
  const request = useRequest(
    async () => {
      const [summary, students] = await Promise.all([
        learning.fetchSummary({ classId, trainId }),
        learning.fetchStudents({ classId }),
      ]);
      return { summary, done: !!summary && !!students };
    },
    {
      refreshDeps: [classId, trainId],
      // The trainings of a summary that came stay, even when the students did not.
      onSuccess: ({ summary }) => {
        // trainList is the project's addition to the summary; without it the user's training list stands in.
        if (summary) setTrainings(summary.trainList);
      },
    },
  );
  const state = request.loading ? 'loading' : request.data?.done ? 'done' : 'failed';
  return { state, trainings, retry: request.refresh };
}

/**
 * /train/learning-analysis: figures, attendance, posts, summaries and composite scores of a class
 * (or every class) and training, as charts and tables. A student sees only their own data.
 */
export default function LearningAnalysisPage() {
  const t = useT();
  const trainSelectId = useId();
  const { options: classes, classId, setClassId } = useChosenClass(true);
  const [trainId, setTrainId] = useState<string>();
  const learning = useModelState(learningModel);
  const learned = useLearning(classId, trainId);
  const { state, retry } = learned;
  // A backend whose summary lists no trainings (the spec names none): every training of the user is
  // offered, not only the class's, since the spec's training carries no class either.
  const listed = useTrainingList(state !== 'loading' && !learned.trainings);
  const trainings =
    learned.trainings ??
    (listed.data ?? []).map((row) => ({ trainId: row.id, trainName: row.trainName, classId: row.classId }));

  const chooseClass = (id?: string) => {
    setClassId(id);
    setTrainId(undefined);
  };
  const empty = !learning.attendanceList.length && !learning.postList.length;
  // With every class shown, the gradebook is of the chosen training's own class.
  const gradebookClassId = classId ?? idText(trainings.find((tr) => idText(tr.trainId) === trainId)?.classId);
  const gradebookClass = classes.classes.find((c) => idText(c.id) === gradebookClassId)?.className;
  const gradebookScope = trainId ? { trainId, classId: gradebookClassId, className: gradebookClass } : undefined;
  // With a training chosen, the average is the gradebook's: its students, its rounding, its function.
  const gradebook = useGradebookStats(gradebookScope);
  const meanOfClass = gradebook.stats && [
    t('train.shared.gradebook.stats.meanOf', { className: gradebookClass ?? '-' }),
    gradeText(gradebook.stats.mean),
  ];

  let body: ReactNode;
  if (classOptionsState(classes)) body = classOptionsState(classes);
  else if (state === 'failed') body = <LoadError onRetry={retry} />;
  else if (state === 'done' && empty) body = <Empty description={t('teaching.learning.empty')} />;
  else
    body = (
      <Spin spinning={state === 'loading'}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Row gutter={[16, 16]}>
            {[
              [t('teaching.learning.trainScore'), formatNumber(learning.trainScore)],
              meanOfClass || [t('teaching.learning.score'), formatNumber(learning.score)],
              [t('teaching.learning.trainingTimes'), formatNumber(learning.trainingTimes)],
              [t('teaching.learning.students'), formatNumber(new Set(learning.students.map((s) => s.studentId)).size)],
            ].map(([title, value]) => (
              <Col xs={12} md={6} key={title}>
                <Card size="small" style={{ height: '100%' }}>
                  <Statistic title={title} value={value} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <ChartTable
                title={t('teaching.learning.attendance.title')}
                option={attendanceOption(learning.attendanceList, t)}
                rows={learning.attendanceList}
                columns={[
                  { title: t('teaching.learning.train'), dataIndex: 'trainName', ellipsis: true, render: display },
                  {
                    title: t('teaching.learning.attendance.attended'),
                    dataIndex: 'attended',
                    align: 'right',
                    render: formatNumber,
                  },
                  {
                    title: t('teaching.learning.attendance.absent'),
                    dataIndex: 'absent',
                    align: 'right',
                    render: formatNumber,
                  },
                  {
                    title: t('teaching.learning.attendance.rate'),
                    dataIndex: 'rate',
                    align: 'right',
                    render: formatPercent,
                  },
                ]}
              />
            </Col>
            <Col xs={24} lg={12}>
              <ChartTable
                title={t('teaching.learning.post.title')}
                option={postOption(learning.postList, t)}
                rows={learning.postList}
                columns={[
                  { title: t('teaching.learning.post.name'), dataIndex: 'postName', render: display },
                  {
                    title: t('teaching.learning.post.count'),
                    dataIndex: 'count',
                    align: 'right',
                    render: formatNumber,
                  },
                  {
                    title: t('teaching.learning.post.avgScore'),
                    dataIndex: 'avgScore',
                    align: 'right',
                    render: formatNumber,
                  },
                ]}
              />
            </Col>
            <Col xs={24} lg={8}>
              <ChartTable
                title={t('teaching.learning.summary.title')}
                option={summaryOption(learning.summaryList, t)}
                rows={learning.summaryList}
                columns={[
                  {
                    title: t('teaching.learning.summary.status'),
                    dataIndex: 'status',
                    render: (status?: string) => (status ? t(`teaching.learning.summary.${status}`) : display(status)),
                  },
                  {
                    title: t('teaching.learning.summary.count'),
                    dataIndex: 'count',
                    align: 'right',
                    render: formatNumber,
                  },
                ]}
              />
            </Col>
            <Col xs={24} lg={16}>
              <Card size="small" title={t('teaching.learning.score.chart')}>
                {learning.scoreList.length ? (
                  <Chart
                    label={t('teaching.learning.score.chart')}
                    option={scoreOption(learning.scoreList, t)}
                    height={360}
                  />
                ) : (
                  <Empty description={t('teaching.common.empty')} />
                )}
              </Card>
            </Col>
          </Row>
          <GradebookStats figures={gradebook} className={gradebookClass} />
          <ScoreTable classId={classId} trainId={trainId} />
        </Space>
      </Spin>
    );

  return (
    <Screen extra={<BackButton />}>
      <Card
        extra={<GradebookButton scope={gradebookScope} disabledReason={t('train.shared.gradebook.noTraining')} />}
        title={
          <Space wrap>
            <ClassSelect options={classes} value={classId} onChange={chooseClass} allowAll />
            <Space>
              <label htmlFor={trainSelectId}>{t('teaching.learning.train')}</label>
              <Select
                id={trainSelectId}
                style={{ minWidth: 240 }}
                allowClear
                value={trainId}
                placeholder={t('teaching.learning.allTrainings')}
                onChange={(v) => setTrainId(v ?? undefined)}
                options={trainings.map((tr) => ({ value: text(tr.trainId), label: display(tr.trainName) }))}
                notFoundContent={t('teaching.common.empty')}
              />
            </Space>
          </Space>
        }
      >
        {body}
      </Card>
    </Screen>
  );
}
