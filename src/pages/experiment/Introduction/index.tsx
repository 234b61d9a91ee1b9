import { useCurrentUser } from '@/utils/hooks';
import Screen from '@/components/Screen';
import { useIntl } from '@umijs/max';
import { Button, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Steps, Table, Tabs, Typography } from 'antd';
import { ItemList, ItemRow, ItemHeading } from '@/components/list/ItemList';
import { type ReactNode, useState } from 'react';
import { POSTS, ROUNDS_PER_YEAR } from '@/constants';
import { ROLE, TRAINING_STATE, trainingStateKey } from '@/domain/codes';
import type { RuleDetailRow } from '@/services/rule';
import { display, formatNumber } from '@/utils/format';
import { goTo } from '@/utils/navigate';
import { encodeQs } from '@/utils/qs';
import { roundCountText, roundText } from '@/utils/roundText';
import { LoadedView } from '@/features/training/States';
import TrainingPicker from '@/features/training/TrainingPicker';
import { useRuleDetail } from '@/features/tools/queries';
import type { ExperimentRow } from '@/services/experiment';
import { useExperiments, useShownTraining, useTrainIdParam, useTrainingDetail } from '@/features/training/useTraining';
import { lazyDialog } from '@/components/lazyDialog';

const TeamReview = lazyDialog(
  () => import('@/features/training/TeamReview'),
  (props) => !!props.training,
);

const FLOW_STEPS = [1, 2, 3, 4, 5];

/** Rule rows grouped by their category ('-' for none), in the order the rule lists them. */
function byCategory(rows: RuleDetailRow[] = []): [string, RuleDetailRow[]][] {
  const groups = new Map<string, RuleDetailRow[]>();
  rows.forEach((row) => {
    const category = display(row.category);
    groups.set(category, [...(groups.get(category) ?? []), row]);
  });
  return [...groups];
}

/** The texts of this screen, by id. */
function useText() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

/**
 * The game's introduction for a training: its case and rule, the goal, each post's duties, the
 * flow of a year, and the rule's parameters as the rule endpoints give them.
 */
export default function Introduction() {
  const { userInfo } = useCurrentUser();
  const t = useText();
  const [qsTrainId, chooseTraining] = useTrainIdParam();
  const experiments = useExperiments();
  const trainId = useShownTraining(experiments, qsTrainId);
  const [reviewing, setReviewing] = useState(false);
  const experiment = experiments.data?.find((r: ExperimentRow) => r.id === trainId) ?? null;

  let body: ReactNode;
  if (trainId)
    // Mounted per training: its loads start with the component, so no render shows them as ended.
    body = (
      <TrainingIntro key={trainId} trainId={trainId} onReview={experiment ? () => setReviewing(true) : undefined} />
    );
  else if (experiments.loading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else body = <Empty description={t('train.shared.noTraining')} />;

  return (
    <Screen
      title={t('experiment.intro.title')}
      description={t('experiment.intro.subtitle')}
      extra={
        <TrainingPicker
          rows={experiments.data}
          value={trainId}
          loading={experiments.loading}
          onChange={chooseTraining}
        />
      }
    >
      {body}
      <TeamReview
        training={reviewing ? experiment : null}
        teacher={userInfo.userType !== ROLE.student}
        onClose={() => setReviewing(false)}
      />
    </Screen>
  );
}

/** The rule's parameters by category; mounted once the training names its rule. */
function RuleParameters({ ruleId }: { ruleId: string }) {
  const t = useText();
  const rule = useRuleDetail(ruleId);
  return (
    <LoadedView loaded={rule}>
      {(data) => (
        <Tabs
          items={byCategory(data.rows).map(([category, rows]) => ({
            key: category,
            label: category,
            children: (
              <Table<RuleDetailRow>
                size="small"
                rowKey={(row) => row.code ?? `#${rows.indexOf(row)}`}
                dataSource={rows}
                pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
                columns={[
                  { title: t('experiment.intro.rules.name'), dataIndex: 'name', render: display },
                  {
                    title: t('experiment.intro.rules.value'),
                    dataIndex: 'value',
                    render: (v: number | string | undefined) =>
                      typeof v === 'number' && Number.isInteger(v) ? formatNumber(v) : display(v),
                  },
                  {
                    title: t('experiment.intro.rules.unit'),
                    dataIndex: 'unit',
                    width: 100,
                    render: (u?: string | null) => u ?? '',
                  },
                ]}
              />
            ),
          }))}
        />
      )}
    </LoadedView>
  );
}

/** One training's introduction. */
function TrainingIntro({ trainId, onReview }: { trainId: string; onReview?: () => void }) {
  const t = useText();
  const detail = useTrainingDetail(trainId);
  const overview = (training: NonNullable<typeof detail.data>) => {
    return (
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('experiment.intro.trainName')}>{training.trainName}</Descriptions.Item>
        <Descriptions.Item label={t('experiment.intro.className')}>{training.className || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('experiment.intro.caseName')}>{training.caseName}</Descriptions.Item>
        <Descriptions.Item label={t('experiment.intro.ruleName')}>{training.ruleName}</Descriptions.Item>
        <Descriptions.Item label={t('experiment.intro.length')}>
          {t('experiment.intro.length.value', {
            rounds: roundCountText(t, training.roundNumber),
            years: formatNumber(Math.ceil(training.roundNumber / ROUNDS_PER_YEAR)),
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('experiment.intro.groups')}>{formatNumber(training.groupNum)}</Descriptions.Item>
        <Descriptions.Item label={t('experiment.intro.now')}>
          {roundText(t, training.currRound)}（{t(`train.shared.state.${trainingStateKey(training.state)}`)}）
        </Descriptions.Item>
        <Descriptions.Item label={t('experiment.intro.seat')}>
          {training.postId ? t(`train.shared.post.${training.postId}`) : t('experiment.intro.seat.none')}
        </Descriptions.Item>
      </Descriptions>
    );
  };

  return (
    <LoadedView loaded={detail}>
      {(training) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card
            title={t('experiment.intro.overview')}
            extra={
              training.state !== TRAINING_STATE.notStarted && (
                <Space>
                  <Button onClick={() => goTo(`/experiment/tools?qs=${encodeQs({ trainId })}`)}>
                    {t('experiment.intro.tools')}
                  </Button>
                  {onReview && <Button onClick={onReview}>{t('experiment.intro.review')}</Button>}
                </Space>
              )
            }
          >
            {overview(training)}
            <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
              <Typography.Text strong>{t('experiment.intro.goal')}：</Typography.Text>
              {t('experiment.intro.goal.text')}
            </Typography.Paragraph>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title={t('experiment.intro.posts')} style={{ height: '100%' }}>
                <ItemList
                  items={[...POSTS]}
                  row={(post) => (
                    <ItemRow>
                      <ItemHeading
                        title={`${t(`train.shared.post.${post.postId}`)}（${post.code}）`}
                        description={t(`experiment.intro.post.${post.postId}`)}
                      />
                    </ItemRow>
                  )}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t('experiment.intro.flow')} style={{ height: '100%' }}>
                <Steps
                  orientation="vertical"
                  size="small"
                  current={-1}
                  items={FLOW_STEPS.map((n) => ({
                    title: t(`experiment.intro.flow.${n}`),
                    content: t(`experiment.intro.flow.${n}.desc`),
                    status: 'wait' as const,
                  }))}
                />
              </Card>
            </Col>
          </Row>
          <Card title={t('experiment.intro.rules')}>
            {training.ruleId ? <RuleParameters ruleId={String(training.ruleId)} /> : <Empty />}
          </Card>
        </Space>
      )}
    </LoadedView>
  );
}
