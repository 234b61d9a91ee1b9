import { useT } from '@/utils/hooks';
import { deleteMaterialOrder as deleteOrder, markBankruptcy, TEAM_ACTIONS } from '@/features/console/actions';
import { useTeamsOverview } from '@/features/console/queries';
import FormDialog from '@/components/form/FormDialog';
import { NumberField } from '@/components/form/digit';
import { TextField, TextAreaField } from '@/components/form/text';
import { Button, Card, message, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { TeamRow, TeamScoreRow } from '@/stores/trainTypes';
import type { Id } from '@/services/contract';
import { display, formatNumber } from '@/utils/format';
import { useRevision } from './live';
import { useAction, useTrain } from './hooks';
import LoadError from '@/components/LoadError';
import BatchInject from './BatchInject';

type Dialog = 'inject' | 'cash' | 'rename' | 'score';

/** A team action's form: validated fields, the team named, submit disabled while it runs, kept on failure. */
function TeamDialog({
  kind,
  team,
  onClose,
  onDone,
}: {
  kind: Dialog;
  team: TeamRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const train = useTrain();
  const submit = async (values: Record<string, unknown>) => {
    const params = { trainId: train.trainId, groupId: team.groupId, ...values };
    const saved = await TEAM_ACTIONS[kind](params);
    if (saved === undefined) return false;
    message.success(t('console.saved'));
    onDone();
    return true;
  };
  return (
    <FormDialog
      open
      title={t(`console.teams.${kind}.title`, { team: display(team.teamName) })}
      onCancel={onClose}
      destroyOnHidden
      okText={t('console.save')}
      cancelText={t('console.cancel')}
      onFinish={submit}
      initialValues={
        kind === 'rename'
          ? { teamName: team.teamName }
          : kind === 'score'
            ? { score: team.teacherScore ?? undefined }
            : {}
      }
    >
      {kind === 'inject' && (
        <NumberField
          name="amount"
          label={t('console.teams.amount')}
          min={1}
          max={100000}
          inputProps={{ precision: 0 }}
          rules={[{ required: true, message: t('console.teams.amount.required') }]}
        />
      )}
      {kind === 'cash' && (
        <>
          <NumberField
            name="cashDelta"
            label={t('console.teams.cashDelta')}
            min={-100000}
            max={100000}
            inputProps={{ precision: 0 }}
            extra={t('console.teams.cashDelta.hint')}
            rules={[{ required: true, message: t('console.teams.cashDelta.required') }]}
          />
          <TextAreaField
            name="reason"
            label={t('console.teams.reason')}
            rules={[
              { required: true, message: t('console.teams.reason.required') },
              { max: 200, message: t('console.tooLong', { n: 200 }) },
            ]}
          />
        </>
      )}
      {kind === 'rename' && (
        <TextField
          name="teamName"
          label={t('console.teams.teamName')}
          rules={[
            { required: true, whitespace: true, message: t('console.teams.teamName.required') },
            { max: 30, message: t('console.tooLong', { n: 30 }) },
          ]}
        />
      )}
      {kind === 'score' && (
        <NumberField
          name="score"
          label={t('console.teams.score')}
          min={0}
          max={100}
          inputProps={{ precision: 1 }}
          rules={[{ required: true, message: t('console.teams.score.required') }]}
        />
      )}
    </FormDialog>
  );
}

/**
 * The teacher's teams: cash, equity, loans and bankruptcy with capital injection, cash correction,
 * company name, bankruptcy, teacher score and material-order deletion; the scores; the teams in
 * good standing.
 */
export default function TeamsPanel() {
  const t = useT();
  const train = useTrain();
  const revision = useRevision();
  const { busy, run } = useAction();
  const [dialog, setDialog] = useState<{ kind: Dialog; team: TeamRow } | null>(null);
  const [batch, setBatch] = useState(false);
  const overview = useTeamsOverview(train.trainId, [revision.training, revision.menu]);
  const reload = overview.refreshAsync;
  // The table spins until the first answer only; later reloads show the rows they replace.
  const loaded = overview.data ? (overview.data.teamsLoaded ? 'ok' : 'error') : overview.loading ? 'loading' : 'error';
  const goodwill = overview.data?.goodwill ?? [];

  const bankruptcy = (team: TeamRow) =>
    run(`bankrupt-${team.teamId}`, async () => {
      const done = await markBankruptcy({
        trainId: train.trainId,
        groupId: team.groupId,
        bankrupt: team.bankrupt ? 0 : 1,
      });
      if (done !== undefined) await reload();
    });
  const deleteMaterialOrder = (team: TeamRow, orderId: Id) =>
    run(`material-${orderId}`, async () => {
      const done = await deleteOrder({ trainId: train.trainId, groupId: team.groupId, orderId });
      if (done !== undefined) await reload();
    });

  return (
    <>
      {loaded === 'error' && <LoadError onRetry={reload} />}
      <Card
        title={t('console.teams.title')}
        extra={
          <Button onClick={() => setBatch(true)} disabled={!train.teamList.length}>
            {t('console.inject.open')}
          </Button>
        }
      >
        <Table<TeamRow>
          size="small"
          rowKey="groupId"
          loading={loaded === 'loading'}
          pagination={false}
          dataSource={train.teamList}
          scroll={{ x: true }}
          data-testid="team-list"
          expandable={{
            rowExpandable: (team) => !!team.materialOrders?.length,
            expandedRowRender: (team) => (
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={team.materialOrders ?? []}
                columns={[
                  { title: t('console.material.order'), dataIndex: 'id', render: display },
                  { title: t('console.material.code'), dataIndex: 'code', render: display },
                  { title: t('console.order.quantity'), dataIndex: 'qty', render: formatNumber },
                  { title: t('console.order.unitPrice'), dataIndex: 'unitPrice', render: formatNumber },
                  { title: t('console.material.arrive'), dataIndex: 'arriveRound', render: display },
                  {
                    title: t('console.actions'),
                    key: 'delete',
                    // An order the backend sent without its id cannot be deleted.
                    render: (_: unknown, { id }: { id?: Id }) =>
                      id === undefined ? null : (
                        <Popconfirm
                          title={t('console.material.delete.confirm')}
                          onConfirm={() => deleteMaterialOrder(team, id)}
                          okText={t('console.ok')}
                          cancelText={t('console.cancel')}
                        >
                          <Button size="small" danger loading={busy === `material-${id}`}>
                            {t('console.delete')}
                          </Button>
                        </Popconfirm>
                      ),
                  },
                ]}
              />
            ),
          }}
          columns={[
            { title: t('console.group'), dataIndex: 'groupNum', width: 60, render: display },
            { title: t('console.teams.company'), dataIndex: 'teamName', render: display },
            { title: t('console.teams.cash'), dataIndex: 'cash', align: 'right', render: formatNumber },
            { title: t('console.teams.equity'), dataIndex: 'equity', align: 'right', render: formatNumber },
            {
              title: t('console.teams.loans'),
              key: 'loans',
              align: 'right',
              render: (_, r) =>
                formatNumber(
                  r.longLoans === undefined || r.shortLoans === undefined ? undefined : r.longLoans + r.shortLoans,
                ),
            },
            { title: t('console.teams.payable'), dataIndex: 'otherPayable', align: 'right', render: formatNumber },
            {
              title: t('console.teams.status'),
              dataIndex: 'bankrupt',
              render: (b: boolean | undefined) =>
                b === undefined ? (
                  '-'
                ) : b ? (
                  <Tag color="error">{t('console.teams.bankrupt')}</Tag>
                ) : (
                  <Tag color="success">{t('console.teams.running')}</Tag>
                ),
            },
            {
              title: t('console.actions'),
              key: 'actions',
              render: (_, team) => (
                <Space wrap size={4}>
                  <Button size="small" onClick={() => setDialog({ kind: 'inject', team })}>
                    {t('console.teams.inject')}
                  </Button>
                  <Button size="small" onClick={() => setDialog({ kind: 'cash', team })}>
                    {t('console.teams.cash.adjust')}
                  </Button>
                  <Button size="small" onClick={() => setDialog({ kind: 'rename', team })}>
                    {t('console.teams.rename')}
                  </Button>
                  <Button size="small" onClick={() => setDialog({ kind: 'score', team })}>
                    {t('console.teams.inputScore')}
                  </Button>
                  <Popconfirm
                    title={t(team.bankrupt ? 'console.teams.revive.confirm' : 'console.teams.bankrupt.confirm', {
                      team: display(team.teamName),
                    })}
                    onConfirm={() => bankruptcy(team)}
                    okText={t('console.ok')}
                    cancelText={t('console.cancel')}
                  >
                    <Button size="small" danger={!team.bankrupt} loading={busy === `bankrupt-${team.teamId}`}>
                      {t(team.bankrupt ? 'console.teams.revive' : 'console.teams.markBankrupt')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('console.scores.title')}>
        <Table<TeamScoreRow>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={train.teamScoreList}
          columns={[
            { title: t('console.team'), dataIndex: 'teamName' },
            { title: t('console.scores.count'), dataIndex: 'countScore', align: 'right', render: formatNumber },
            { title: t('console.scores.pdca'), dataIndex: 'pdcaScore', align: 'right' },
            { title: t('console.scores.platform'), dataIndex: 'platformScore', align: 'right' },
            {
              title: t('console.scores.teacher'),
              dataIndex: 'teacherScore',
              align: 'right',
              render: (s: number | null) => (s === null ? '-' : s),
            },
          ]}
        />
      </Card>
      <Card title={t('console.goodwill.title')}>
        {goodwill.length ? (
          <Space wrap>
            {goodwill.map((g) => (
              <Tag color="warning" key={g.teamId}>
                {g.teamName}
              </Tag>
            ))}
          </Space>
        ) : (
          t('console.goodwill.none')
        )}
      </Card>
      {batch && (
        <BatchInject
          teams={train.teamList}
          onClose={() => setBatch(false)}
          onDone={() => {
            setBatch(false);
            reload();
          }}
        />
      )}
      {dialog && (
        <TeamDialog
          kind={dialog.kind}
          team={dialog.team}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
    </>
  );
}
