import { useCurrentUser } from '@/utils/hooks';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import Screen from '@/components/Screen';
import { useIntl } from '@umijs/max';
import { Button, Card, Col, Empty, Input, Pagination, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ROLE, TRAINING_STATE, trainingStateKey } from '@/domain/codes';
import type { ExperimentRow } from '@/services/experiment';
import { display } from '@/utils/format';
import { goTo } from '@/utils/navigate';
import { encodeQs } from '@/utils/qs';
import { roundCountText, roundText } from '@/utils/roundText';
import { enterTraining } from '@/utils/session';
import LoadError from '@/components/LoadError';
import { useExperimentPage } from '@/features/training/queries';
import { lazyDialog } from '@/components/lazyDialog';

const TeamReview = lazyDialog(
  () => import('@/features/training/TeamReview'),
  (props) => !!props.training,
);

const STATE_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'warning', 3: 'success' };
const PAGE_SIZE = 9;

interface Link {
  key: string;
  path: string;
  qs?: Record<string, unknown>;
  show?: boolean;
}

/** The screens a training leads to, for a teacher or a student. */
function linksOf(row: ExperimentRow, teacher: boolean): Link[] {
  const qs = { trainId: row.id };
  const started = row.state !== TRAINING_STATE.notStarted;
  if (teacher) {
    return [
      { key: 'console', path: '/train/home/console' },
      { key: 'result', path: '/train/home/result-view', show: started },
      { key: 'analysis', path: '/train/home/intelligent-analysis', show: started },
      { key: 'debrief', path: '/train/home/debrief', show: started },
      { key: 'rules', path: '/train/home/rule-list', qs: { ...qs, ruleId: row.ruleId } },
    ];
  }
  return [
    { key: 'enter', path: '/experiment/home', show: started },
    { key: 'tools', path: '/experiment/tools', show: started },
    { key: 'introduction', path: '/experiment/introduction' },
    { key: 'result', path: '/experiment/result-view', show: started },
    { key: 'debrief', path: '/experiment/debrief', show: started },
    { key: 'rules', path: '/experiment/rule-list', qs: { ...qs, ruleId: row.ruleId } },
  ];
}

/**
 * The sandbox-practice hub: the teacher's trainings (to the console, results, analysis, rules and
 * every group's live board, with training management one click away) or a student's trainings
 * (to the sandbox, tools, introduction, results, rules and their group's review). Paged by the
 * server.
 */
export default function TrainHome() {
  const { userInfo } = useCurrentUser();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const teacher = userInfo.userType !== ROLE.student;
  const [query, setQuery] = useState({ current: 1, trainName: '' });
  const page = useExperimentPage(query.current, PAGE_SIZE, query.trainName);
  const [reviewing, setReviewing] = useState<ExperimentRow | null>(null);

  const card = (row: ExperimentRow) => {
    const started = row.state !== TRAINING_STATE.notStarted;
    const links = linksOf(row, teacher).filter((l) => l.show !== false);
    return (
      <Col xs={24} md={12} xl={8} key={row.id}>
        <Card
          title={row.trainName}
          extra={
            row.state === undefined ? null : (
              <Tag color={STATE_COLORS[trainingStateKey(row.state) ?? -1]}>
                {t(`train.shared.state.${trainingStateKey(row.state)}`)}
              </Tag>
            )
          }
          data-testid={`training-${row.id}`}
          style={{ height: '100%' }}
        >
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('train.home.class', { name: row.className || '-' })}</Typography.Text>
            <Typography.Text type="secondary">{t('train.home.case', { name: display(row.caseName) })}</Typography.Text>
            <Typography.Text type="secondary">{t('train.home.rule', { name: display(row.ruleName) })}</Typography.Text>
            <Space wrap>
              <Tag color="blue">
                {started && row.currRound == null ? display(undefined) : roundText(t, started ? row.currRound! : 0)}
              </Tag>
              <Tag>{roundCountText(t, row.roundNumber)}</Tag>
              {!teacher && row.groupName && (
                <Tag color="purple">
                  {t('train.home.seat', {
                    group: row.groupName,
                    post: row.postId ? t(`train.shared.post.${row.postId}`) : '-',
                  })}
                </Tag>
              )}
            </Space>
          </Space>
          <Space wrap size={[4, 4]} style={{ marginTop: 12 }}>
            {links.map((link) => (
              <Button
                key={link.key}
                size="small"
                type={link.key === 'console' || link.key === 'enter' ? 'primary' : 'default'}
                onClick={() => {
                  // The training's sand table selects the service variant of the screen it opens.
                  enterTraining(row);
                  goTo(`${link.path}?qs=${encodeQs(link.qs ?? { trainId: row.id })}`);
                }}
              >
                {t(`train.home.link.${link.key}`)}
              </Button>
            ))}
            {started && (
              <Button
                size="small"
                onClick={() => {
                  enterTraining(row);
                  setReviewing(row);
                }}
              >
                {t(teacher ? 'train.home.link.desk' : 'train.home.link.review')}
              </Button>
            )}
          </Space>
        </Card>
      </Col>
    );
  };

  const body = () => {
    if (page.loading && !page.data) return <Skeleton active />;
    if (!page.data) return <LoadError onRetry={page.refresh} />;
    const records = page.data.records ?? [];
    if (!records.length)
      return <Empty description={t(teacher ? 'train.home.empty.teacher' : 'train.home.empty.student')} />;
    return (
      <>
        <Row gutter={[16, 16]}>{records.map(card)}</Row>
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={query.current}
          pageSize={PAGE_SIZE}
          total={page.data.total}
          hideOnSinglePage
          onChange={(current) => setQuery({ ...query, current })}
        />
      </>
    );
  };

  return (
    <Screen
      title={t('train.home.title')}
      description={t(teacher ? 'train.home.subtitle.teacher' : 'train.home.subtitle.student')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t('train.home.search')}
            placeholder={t('train.home.search')}
            onSearch={(trainName) => setQuery({ current: 1, trainName: trainName.trim() })}
            style={{ width: 220 }}
          />
          {teacher && (
            <Button type="primary" icon={<SettingOutlined />} onClick={() => goTo('/train/home/manage')}>
              {t('train.home.manage')}
            </Button>
          )}
        </Space>
      }
    >
      {body()}
      <TeamReview training={reviewing} teacher={teacher} onClose={() => setReviewing(null)} />
    </Screen>
  );
}
