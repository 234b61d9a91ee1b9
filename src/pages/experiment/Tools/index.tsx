import { useCurrentUser } from '@/utils/hooks';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import Screen from '@/components/Screen';
import { useDispatch, useIntl, useSelector } from '@umijs/max';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Menu,
  message,
  Popconfirm,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_GROUP_SIZE, GROUP_VOTE_TYPE, ROLE, TRAINING_STATE } from '@/constants';
import type { ToolFetch, ToolRecord, ToolState } from '@/stores/tool';
import * as experimentService from '@/services/experiment';
import * as projectService from '@/services/project';
import * as studentService from '@/services/student';
import { formatNumber } from '@/utils/format';
import { roundToYearQuarter } from '@/utils/quarter';
import LoadError from '@/components/LoadError';
import { LoadedView } from '@/features/training/States';
import TrainingPicker from '@/features/training/TrainingPicker';
import {
  useShownTraining,
  useExperiments,
  useLoad,
  useTrainIdParam,
  useTrainingDetail,
} from '@/features/training/useTraining';
import { type DecisionSources, itemText, translator } from './itemLabels';
import RecordEditor from './RecordEditor';
import { TOOL_TYPES, type ToolItem, toolTypeDef } from '@/domain/toolTypes';
import VotePanel from './VotePanel';
import toolModel from '@/stores/tool';


type ListStatus = 'loading' | 'error' | 'ready';

/** Seated members of a group in the relList answer (group number → posts). */
function seatedIn(
  groups: Record<string, { groupId: string; studentId: string | null }[]> | undefined,
  teamId: string,
): number {
  const posts = Object.values(groups ?? {})
    .flat()
    .filter((p) => p.groupId === teamId);
  return posts.filter((p) => p.studentId).length || DEFAULT_GROUP_SIZE;
}

/**
 * The management tools of a team (spec point 4 "Tool screen"): each post's records for the round,
 * the record being viewed or edited, decision tools that act on the game when saved, and the group
 * vote once every member has proposed.
 */
export default function Tools() {
  const intl = useIntl();
  const t = translator(intl);
  const dispatch = useDispatch();
  const tool = useSelector((s: { tool: ToolState }) => s.tool);
  const { userInfo: user } = useCurrentUser();
  const isStudent = user.userType === ROLE.student;

  const [qsTrainId, chooseTraining] = useTrainIdParam();
  const experiments = useExperiments();
  const trainId = useShownTraining(experiments, qsTrainId);
  const detail = useTrainingDetail(trainId);
  const training = detail.data;
  const project = useLoad(trainId ? () => projectService.list({ trainId }) : null, [trainId]);
  const seats = useLoad(trainId ? () => studentService.relList({ trainId }) : null, [trainId]);

  const [type, setType] = useState(1);
  const [chosenTeam, setChosenTeam] = useState('');
  const [chosenRound, setChosenRound] = useState(0);
  const [listStatus, setListStatus] = useState<ListStatus>('loading');
  const [saving, setSaving] = useState(false);
  const [voting, setVoting] = useState(false);

  const teamId = isStudent ? (training?.groupId ?? '') : chosenTeam || project.data?.teams[0]?.teamId || '';
  const round = chosenRound || Math.max(1, training?.currRound ?? 1);
  const def = toolTypeDef(type)!;
  const groupSize = seatedIn(seats.data, teamId);
  const started = !!training && training.state !== TRAINING_STATE.notStarted;
  const desk = useLoad(
    trainId && teamId && started
      ? () => experimentService.realTimeDesk({ trainId, teamId: isStudent ? undefined : teamId }, { hideError: true })
      : null,
    [trainId, teamId, started],
  );
  const sources: DecisionSources = { desk: desk.data, project: project.data };

  const readonlyReason = !isStudent
    ? 'experiment.tools.readonly.teacher'
    : !training?.groupId
      ? 'experiment.tools.readonly.seat'
      : training.state !== TRAINING_STATE.running
        ? 'experiment.tools.readonly.state'
        : round !== training.currRound
          ? 'experiment.tools.readonly.round'
          : null;
  const writable = readonlyReason === null;

  const scope = useMemo(() => ({ gameId: trainId, round, teamId }), [trainId, round, teamId]);
  const load = useCallback(
    (extra: Partial<ToolFetch> = {}) => {
      setListStatus('loading');
      const payload: ToolFetch = {
        ...scope,
        type,
        userId: isStudent ? user.userId : undefined,
        userName: user.userName,
        groupSize,
        ...extra,
      };
      return (dispatch({ type: 'tool/fetch', payload }) as unknown as Promise<ToolRecord[] | undefined>).then((list) =>
        setListStatus(list ? 'ready' : 'error'),
      );
    },
    [dispatch, scope, type, groupSize, isStudent],
  );
  useEffect(() => {
    if (training && teamId) load();
  }, [training, teamId, load]);

  const save = async (data: ToolItem[]) => {
    setSaving(true);
    const saved = await (dispatch({
      type: 'tool/save',
      payload: { ...scope, type, data, groupSize },
    }) as unknown as Promise<unknown>);
    setSaving(false);
    if (!saved) return;
    message.success(t(def.decision ? 'experiment.tools.executed' : 'experiment.tools.saved'));
    if (def.decision) desk.reload();
  };
  const remove = async (record: ToolRecord) => {
    const done = await (dispatch({
      type: 'tool/remove',
      payload: { ...scope, type, groupSize, id: record.id },
    }) as unknown as Promise<boolean>);
    if (done) message.success(t('experiment.tools.deleted'));
  };
  const vote = async (recordId: string) => {
    setVoting(true);
    const result = await (dispatch({
      type: 'tool/vote',
      payload: { ...scope, type, groupSize, recordId },
    }) as unknown as Promise<unknown>);
    setVoting(false);
    if (result) message.success(t('experiment.tools.vote.done'));
  };

  const postLabel = (post: number | null) => (post ? t(`train.shared.post.${post}`) : t('experiment.tools.post.all'));
  const menuItems = [...new Set(TOOL_TYPES.map((d) => d.post))].map((post) => ({
    key: `post-${post}`,
    type: 'group' as const,
    label: postLabel(post),
    children: TOOL_TYPES.filter((d) => d.post === post).map((d) => ({
      key: String(d.type),
      label: (
        <Space size={4}>
          {t(`experiment.tools.type.${d.type}`)}
          {d.decision && <Tag color="orange">{t('experiment.tools.decisionTag')}</Tag>}
        </Space>
      ),
    })),
  }));

  const summary = (r: ToolRecord) =>
    r.damaged
      ? t('experiment.tools.damaged')
      : r.data.map((item) => itemText(t, def.decision, item, sources)).join('；');
  const columns = [
    { title: t('experiment.tools.col.member'), dataIndex: 'userName', width: 110 },
    {
      title: t('experiment.tools.col.summary'),
      key: 'summary',
      ellipsis: true,
      render: (_: unknown, r: ToolRecord) =>
        r.damaged ? <Tag color="red">{t('experiment.tools.damaged')}</Tag> : summary(r),
    },
    {
      title: t('experiment.tools.col.items'),
      key: 'items',
      width: 70,
      render: (_: unknown, r: ToolRecord) => formatNumber(r.data.length),
    },
    ...(type === GROUP_VOTE_TYPE
      ? [
          {
            title: t('experiment.tools.col.votes'),
            dataIndex: 'voteCount',
            width: 70,
            render: (v: number) => formatNumber(v ?? 0),
          },
        ]
      : []),
    { title: t('experiment.tools.col.updated'), dataIndex: 'updateTime', width: 170 },
    {
      title: t('experiment.tools.col.action'),
      key: 'action',
      width: 80,
      render: (_: unknown, r: ToolRecord) => (
        <Button
          type="link"
          size="small"
          onClick={() => dispatch({ type: 'tool/select', payload: r.key })}
          aria-label={`${t('experiment.tools.view')} ${r.userName}`}
        >
          {t('experiment.tools.view')}
        </Button>
      ),
    },
  ];

  // Once every member has voted: the proposal (or the tied proposals) with the most votes.
  const votesCast = tool.dataList.reduce((sum, r) => sum + (r.voteCount ?? 0), 0);
  const mostVotes = Math.max(0, ...tool.dataList.map((r) => r.voteCount ?? 0));
  const leaders = tool.dataList.filter((r) => (r.voteCount ?? 0) === mostVotes).map((r) => r.userName);
  const voteOutcome =
    groupSize > 0 && votesCast >= groupSize && mostVotes > 0
      ? t(leaders.length > 1 ? 'experiment.tools.vote.tie' : 'experiment.tools.vote.outcome', {
          names: leaders.join('、'),
          count: formatNumber(mostVotes),
        })
      : null;

  const current = tool.current;
  const own = current && current.userId === user.userId;
  const canEditCurrent =
    writable &&
    !!own &&
    !def.decision &&
    !current.damaged &&
    !(type === GROUP_VOTE_TYPE && tool.dataList.some((r) => (r.voteCount ?? 0) > 0));
  const ownNote = tool.dataList.find((r) => r.userId === user.userId);

  const addButton = writable && (def.decision || !ownNote) && !tool.editing && (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => dispatch({ type: 'tool/add', payload: { userId: user.userId, userName: user.userName, round } })}
      data-testid="tool-add"
    >
      {t(def.decision ? 'experiment.tools.addDecision' : 'experiment.tools.add')}
    </Button>
  );

  const currentCard = (
    <Card
      title={current?.id ? t('experiment.tools.current.by', { name: current.userName }) : t('experiment.tools.current')}
      extra={
        current?.id && !tool.editing && canEditCurrent ? (
          <Space>
            <Button onClick={() => dispatch({ type: 'tool/edit' })}>{t('experiment.tools.edit')}</Button>
            <Popconfirm title={t('experiment.tools.delete.confirm')} onConfirm={() => remove(current)}>
              <Button danger>{t('experiment.tools.delete')}</Button>
            </Popconfirm>
          </Space>
        ) : null
      }
      data-testid="tool-current"
    >
      {tool.editing && current ? (
        <RecordEditor
          key={`${current.key}-${type}`}
          decision={def.decision}
          sources={sources}
          initial={current.data}
          saving={saving}
          onSave={save}
          onCancel={() => dispatch({ type: 'tool/cancel' })}
        />
      ) : !current?.id ? (
        <Empty description={t('experiment.tools.current.none')}>{tool.dataList.length === 0 && addButton}</Empty>
      ) : current.damaged ? (
        <Alert type="error" showIcon message={t('experiment.tools.damaged')} />
      ) : (
        <>
          {def.decision && (
            <Alert type="success" showIcon message={t('experiment.tools.locked')} style={{ marginBottom: 12 }} />
          )}
          <ol style={{ paddingInlineStart: 20, margin: 0 }}>
            {current.data.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a saved decision's rows have no id and never reorder.
              <li key={i}>
                <Typography.Text>{itemText(t, def.decision, item, sources)}</Typography.Text>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );

  const { year, quarter } = roundToYearQuarter(training?.currRound ?? 0);
  const header = (
    <Space wrap size="middle">
      <TrainingPicker
        rows={experiments.data}
        value={trainId}
        loading={experiments.loading}
        onChange={(id) => {
          setChosenTeam('');
          setChosenRound(0);
          chooseTraining(id);
        }}
      />
      {!isStudent && project.data && (
        <Form layout="inline">
          <Form.Item label={t('train.shared.team')} htmlFor="tool-team">
            <Select
              id="tool-team"
              style={{ minWidth: 120 }}
              value={teamId || undefined}
              onChange={setChosenTeam}
              options={project.data.teams.map((g) => ({ value: g.teamId, label: g.groupName }))}
            />
          </Form.Item>
        </Form>
      )}
      {training && training.currRound > 0 && (
        <Form layout="inline">
          <Form.Item label={t('experiment.tools.round')} htmlFor="tool-round">
            <Select
              id="tool-round"
              style={{ minWidth: 100 }}
              value={round}
              onChange={setChosenRound}
              options={Array.from({ length: training.currRound }, (_, i) => ({
                value: i + 1,
                label: formatNumber(i + 1),
              }))}
            />
          </Form.Item>
        </Form>
      )}
      {training && (
        <Tag color="blue">
          {training.currRound > 0
            ? t('train.shared.round', { year, quarter, round: training.currRound })
            : t('train.shared.notStarted')}
        </Tag>
      )}
    </Space>
  );

  const body = () => {
    if (!trainId)
      return experiments.loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Empty description={t('train.shared.noTraining')} />
      );
    if (detail.error) return <LoadError onRetry={detail.reload} />;
    return (
      <LoadedView loaded={detail}>
        {() => (
          <Row gutter={16}>
            <Col xs={24} md={7} lg={6}>
              <Card title={t('experiment.tools.types')} styles={{ body: { padding: 0 } }}>
                <Menu
                  mode="inline"
                  selectedKeys={[String(type)]}
                  items={menuItems}
                  onClick={({ key }) => setType(Number(key))}
                  style={{ borderInlineEnd: 0 }}
                />
              </Card>
            </Col>
            <Col xs={24} md={17} lg={18}>
              <Space direction="vertical" size={16} style={{ width: '100%' }}>
                <div>
                  <Typography.Title level={4} style={{ marginBottom: 4 }}>
                    {t(`experiment.tools.type.${type}`)}
                  </Typography.Title>
                  <Typography.Text type="secondary">{t(`experiment.tools.type.${type}.desc`)}</Typography.Text>
                </div>
                {readonlyReason && <Alert type="info" showIcon message={t(readonlyReason)} />}
                {tool.showVote && <VotePanel records={tool.dataList} voting={voting} onVote={vote} />}
                {type === GROUP_VOTE_TYPE && listStatus === 'ready' && voteOutcome && (
                  <Alert type="success" showIcon data-testid="vote-outcome" message={voteOutcome} />
                )}
                {type === GROUP_VOTE_TYPE && listStatus === 'ready' && tool.dataList.length < groupSize && (
                  <Alert
                    type="warning"
                    showIcon
                    message={t('experiment.tools.vote.waiting', { count: tool.dataList.length, size: groupSize })}
                  />
                )}
                <Card
                  title={t('experiment.tools.records')}
                  extra={
                    <Space>
                      <Button icon={<ReloadOutlined />} onClick={() => load({ userId: undefined, mode: 'refresh' })}>
                        {t('experiment.tools.refresh')}
                      </Button>
                      {tool.dataList.length > 0 && addButton}
                    </Space>
                  }
                >
                  {listStatus === 'error' ? (
                    <LoadError onRetry={() => load()} />
                  ) : (
                    <Table<ToolRecord>
                      rowKey="key"
                      size="small"
                      loading={listStatus === 'loading'}
                      columns={columns}
                      dataSource={tool.dataList}
                      pagination={false}
                      rowClassName={(r) => (r.key === current?.key ? 'ant-table-row-selected' : '')}
                      locale={{
                        emptyText: (
                          <Empty
                            image={Empty.PRESENTED_IMAGE_SIMPLE}
                            description={t('experiment.tools.records.empty')}
                          />
                        ),
                      }}
                    />
                  )}
                </Card>
                {currentCard}
              </Space>
            </Col>
          </Row>
        )}
      </LoadedView>
    );
  };

  return (
    <Screen title={t('experiment.tools.title')} description={t('experiment.tools.subtitle')} extra={header}>
      {body()}
    </Screen>
  );
}
