import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useIntl } from '@umijs/max';
import { Alert, Button, Col, Empty, message, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import Screen from '@/components/Screen';
import { DEFAULT_GROUP_SIZE, GROUP_VOTE_TYPE } from '@/constants';
import { ROLE, TRAINING_STATE } from '@/domain/codes';
import { type ToolItem, toolTypeDef } from '@/domain/toolTypes';
import { useToolDesk, useToolProject, useToolSeats } from '@/features/tools/queries';
import { LoadedView } from '@/features/training/States';
import { useExperiments, useShownTraining, useTrainIdParam, useTrainingDetail } from '@/features/training/useTraining';
import type { ToolRecord } from '@/stores/tool';
import { useCurrentUser } from '@/utils/hooks';
import CurrentRecordCard from './CurrentRecordCard';
import { type DecisionSources, translator } from './itemLabels';
import ToolHeader from './ToolHeader';
import ToolRecordsCard from './ToolRecordsCard';
import ToolTypeMenu from './ToolTypeMenu';
import { useToolRecords } from './useToolRecords';
import VotePanel from './VotePanel';
import VoteStatus from './VoteStatus';
import type { GroupList } from '@/features/training/queries';
import { idText } from '@/utils/format';

/** Seated members of a group in the relList answer (group number → posts). */
function seatedIn(groups: GroupList | undefined, teamId: string): number {
  const posts = Object.values(groups ?? {})
    .flat()
    .filter((p) => idText(p.groupId) === teamId);
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
  const { userInfo: user } = useCurrentUser();
  const isStudent = user.userType === ROLE.student;

  const [qsTrainId, chooseTraining] = useTrainIdParam();
  const experiments = useExperiments();
  const trainId = useShownTraining(experiments, qsTrainId);
  const detail = useTrainingDetail(trainId);
  const training = detail.data;
  const project = useToolProject(trainId);
  const seats = useToolSeats(trainId);

  const [type, setType] = useState(1);
  const [chosenTeam, setChosenTeam] = useState('');
  const [chosenRound, setChosenRound] = useState(0);

  const teamId = (isStudent ? idText(training?.groupId) : chosenTeam || idText(project.data?.teams[0]?.teamId)) ?? '';
  const round = chosenRound || Math.max(1, training?.currRound ?? 1);
  const def = toolTypeDef(type)!;
  const groupSize = seatedIn(seats.data, teamId);
  const started = !!training && training.state !== TRAINING_STATE.notStarted;
  const desk = useToolDesk(trainId, teamId, isStudent, started);
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

  const records = useToolRecords({
    trainId,
    round,
    teamId,
    type,
    groupSize,
    userId: isStudent ? user.userId : undefined,
    userName: user.userName ?? '',
    training,
  });
  const { tool, toolCalls, listStatus } = records;

  const save = async (data: ToolItem[]) => {
    if (!(await records.save(data))) return;
    message.success(t(def.decision ? 'experiment.tools.executed' : 'experiment.tools.saved'));
    if (def.decision) desk.refresh();
  };
  const remove = async (record: ToolRecord) => {
    if (await records.remove(record)) message.success(t('experiment.tools.deleted'));
  };
  const vote = async (recordId: string) => {
    if (await records.vote(recordId)) message.success(t('experiment.tools.vote.done'));
  };

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
      onClick={() => toolCalls.add({ userId: user.userId ?? '', userName: user.userName ?? '', round })}
      data-testid="tool-add"
    >
      {t(def.decision ? 'experiment.tools.addDecision' : 'experiment.tools.add')}
    </Button>
  );

  const header = (
    <ToolHeader
      t={t}
      experiments={experiments.data}
      experimentsLoading={experiments.loading}
      trainId={trainId}
      onTraining={(id) => {
        setChosenTeam('');
        setChosenRound(0);
        chooseTraining(id);
      }}
      project={isStudent ? undefined : project.data}
      teamId={teamId}
      onTeam={setChosenTeam}
      training={training}
      round={round}
      onRound={setChosenRound}
    />
  );

  const body = () => {
    if (!trainId)
      return experiments.loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Empty description={t('train.shared.noTraining')} />
      );
    return (
      <LoadedView loaded={detail}>
        {() => (
          <Row gutter={16}>
            <Col xs={24} md={7} lg={6}>
              <ToolTypeMenu t={t} type={type} onChange={setType} />
            </Col>
            <Col xs={24} md={17} lg={18}>
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                <div>
                  <Typography.Title level={4} style={{ marginBottom: 4 }}>
                    {t(`experiment.tools.type.${type}`)}
                  </Typography.Title>
                  <Typography.Text type="secondary">{t(`experiment.tools.type.${type}.desc`)}</Typography.Text>
                </div>
                {readonlyReason && <Alert type="info" showIcon title={t(readonlyReason)} />}
                {tool.showVote && <VotePanel records={tool.dataList} voting={records.voting} onVote={vote} />}
                {type === GROUP_VOTE_TYPE && listStatus === 'ready' && (
                  <VoteStatus t={t} records={tool.dataList} groupSize={groupSize} />
                )}
                <ToolRecordsCard
                  t={t}
                  type={type}
                  decision={def.decision}
                  sources={sources}
                  records={tool.dataList}
                  currentKey={current?.key}
                  listStatus={listStatus}
                  addButton={addButton}
                  onRefresh={() => records.load({ userId: undefined, mode: 'refresh' })}
                  onRetry={() => records.load()}
                  onView={(key) => toolCalls.select(key)}
                />
                <CurrentRecordCard
                  t={t}
                  type={type}
                  decision={def.decision}
                  sources={sources}
                  current={current}
                  editing={tool.editing}
                  canEdit={canEditCurrent}
                  noRecords={tool.dataList.length === 0}
                  addButton={addButton}
                  saving={records.saving}
                  onEdit={() => toolCalls.edit()}
                  onRemove={remove}
                  onSave={save}
                  onCancel={() => toolCalls.cancel()}
                />
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
