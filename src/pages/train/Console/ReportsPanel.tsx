import { TRAINING_STATE } from '@/domain/codes';
import { useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import { exportReports, statementReport } from '@/features/console/actions';
import { useNetworkTeams, useReportCheck } from '@/features/console/queries';
import { Alert, Button, Card, Form, Select, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { GroupReportRow } from '@/stores/menuTypes';
import type { Answer, Row } from '@/services/contract';
import { display, formatNumber } from '@/utils/format';
import { quarterText } from '@/utils/roundText';
import { useRevision } from './live';
import { useAction, useMenuSelect, useTrain } from './hooks';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';

type Report = Answer<'gmSys.selectReport'>;
type ReportRow = Row<Report['rows']>;

/** Settled rounds as select options ("year y, quarter q"), newest first. */
function useSettledRounds() {
  const t = useT();
  const train = useTrain();
  const settled = train.state === TRAINING_STATE.finished ? train.currRound : train.currRound - 1;
  return Array.from({ length: Math.max(0, settled) }, (_, i) => settled - i).map((round) => ({
    value: round,
    label: quarterText(t, round),
  }));
}

/** One statement table of one team and settled round (code 2 fills the cash-limit rows). */
function StatementReport() {
  const t = useT();
  const menuCalls = useModel(menuModel);
  const train = useTrain();
  const menu = useMenuSelect((m) => ({ cashLimitList: m.cashLimitList }));
  const rounds = useSettledRounds();
  const { busy, run } = useAction();
  const [report, setReport] = useState<Report | null>(null);
  const groups = train.teamList.map((team) => ({ value: team.groupId, label: team.teamName }));
  const show = (values: { groupId: string; round: number; code: number }) =>
    run('report', async () => {
      const data = await statementReport({
        trainId: train.trainId,
        ...values,
      });
      if (values.code === 2)
        await menuCalls.fetchCashLimits({ trainId: train.trainId, groupId: values.groupId, round: values.round });
      setReport(data ?? null);
    });
  if (!rounds.length) return <Alert type="info" showIcon title={t('console.reports.noneSettled')} />;
  return (
    <Card title={t('console.reports.select')}>
      <Form
        name="report"
        layout="inline"
        onFinish={show}
        initialValues={{ round: rounds[0].value, code: 1 }}
        style={{ marginBottom: 16 }}
      >
        <Form.Item
          name="groupId"
          label={t('console.team')}
          rules={[{ required: true, message: t('console.required', { field: t('console.team') }) }]}
        >
          <Select style={{ minWidth: 140 }} options={groups} />
        </Form.Item>
        <Form.Item name="round" label={t('console.round')}>
          <Select style={{ minWidth: 140 }} options={rounds} />
        </Form.Item>
        <Form.Item name="code" label={t('console.reports.table')}>
          <Select
            style={{ minWidth: 140 }}
            options={[1, 2, 3, 4].map((code) => ({ value: code, label: t(`console.reports.code.${code}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy === 'report'}>
          {t('console.reports.show')}
        </Button>
      </Form>
      {report?.code === 2 ? (
        <Table
          size="small"
          rowKey="posCode"
          pagination={false}
          dataSource={menu.cashLimitList}
          columns={[
            {
              title: t('console.reports.post'),
              dataIndex: 'posCode',
              render: (code: string) => t(`console.post.${code}`),
            },
            { title: t('console.reports.cashLimit'), dataIndex: 'cashLimit', align: 'right', render: formatNumber },
          ]}
        />
      ) : report ? (
        <Table<ReportRow>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={report.rows ?? []}
          columns={[
            { title: t('console.reports.item'), dataIndex: 'label', render: display },
            ...(report.code === 1
              ? [
                  {
                    title: t('console.reports.beginning'),
                    dataIndex: 'beginning',
                    align: 'right' as const,
                    render: formatNumber,
                  },
                ]
              : []),
            { title: t('console.reports.end'), dataIndex: 'end', align: 'right', render: formatNumber },
          ]}
        />
      ) : null}
    </Card>
  );
}

/** The group-info report of a year (−1: the current round's year). */
function GroupReport() {
  const t = useT();
  const menuCalls = useModel(menuModel);
  const train = useTrain();
  const menu = useMenuSelect((m) => ({ reportYear: m.reportYear, reportData: m.reportData }));
  const [year, setYear] = useState(-1);
  const [state, setState] = useState<'loading' | 'ok' | 'error'>('loading');
  const load = useCallback(
    async (y: number) => {
      setYear(y);
      setState('loading');
      const data = await menuCalls.fetchGroupReport({ trainId: train.trainId, year: y, round: train.currRound });
      setState(data ? 'ok' : 'error');
    },
    [menuCalls, train.trainId, train.currRound],
  );
  useEffect(() => {
    load(-1);
  }, [load]);
  const years = Array.from({ length: Math.ceil(train.roundNumber / 4) }, (_, i) => ({
    value: i + 1,
    label: t('console.yearN', { n: i + 1 }),
  }));
  return (
    <Card
      title={t('console.reports.group', { year: menu.reportYear })}
      extra={
        <Select
          aria-label={t('console.reports.year')}
          value={year}
          style={{ minWidth: 140 }}
          onChange={load}
          options={[{ value: -1, label: t('console.reports.currentYear') }, ...years]}
        />
      }
    >
      {state === 'error' && <Alert type="error" showIcon title={t('console.loadFailed')} />}
      <Table<GroupReportRow>
        size="small"
        rowKey="teamId"
        loading={state === 'loading'}
        pagination={false}
        dataSource={menu.reportData}
        locale={{ emptyText: t('console.reports.groupNone') }}
        scroll={{ x: true }}
        columns={[
          {
            title: t('console.team'),
            dataIndex: 'teamName',
            render: (n: string, r) =>
              r.bankrupt ? (
                <Space>
                  {n}
                  <Tag color="error">{t('console.teams.bankrupt')}</Tag>
                </Space>
              ) : (
                n
              ),
          },
          { title: t('console.reports.revenue'), dataIndex: 'netRevenues', align: 'right', render: formatNumber },
          { title: t('console.reports.netIncome'), dataIndex: 'netIncome', align: 'right', render: formatNumber },
          { title: t('console.teams.cash'), dataIndex: 'cash', align: 'right', render: formatNumber },
          { title: t('console.reports.assets'), dataIndex: 'assetsTotal', align: 'right', render: formatNumber },
          {
            title: t('console.reports.liabilities'),
            dataIndex: 'liabilitiesTotal',
            align: 'right',
            render: formatNumber,
          },
          { title: t('console.teams.equity'), dataIndex: 'ownerEquityTotal', align: 'right', render: formatNumber },
        ]}
      />
    </Card>
  );
}

/** The students' statement inputs checked against the engine, per team. */
function ReportCheck() {
  const t = useT();
  const train = useTrain();
  const rounds = useSettledRounds();
  const [round, setRound] = useState<number | undefined>(rounds[0]?.value);
  const check = useReportCheck(train.trainId, round);
  // Until the first answer the table spins; a failed check reads as no rows.
  const rows = check.data ?? (check.loading || !round ? null : []);
  if (!rounds.length) return null;
  return (
    <Card
      title={t('console.reports.check')}
      extra={
        <Select
          aria-label={t('console.round')}
          value={round}
          onChange={setRound}
          options={rounds}
          style={{ minWidth: 140 }}
        />
      }
    >
      <Table
        size="small"
        rowKey="groupId"
        loading={rows === null}
        pagination={false}
        dataSource={rows ?? []}
        columns={[
          { title: t('console.team'), dataIndex: 'teamName' },
          {
            title: t('console.reports.filled'),
            key: 'filled',
            render: (_: unknown, r: any) => `${display(r.filled)} / ${display(r.total)}`,
          },
          { title: t('console.reports.wrong'), dataIndex: 'wrong' },
          {
            title: t('console.reports.complete'),
            dataIndex: 'complete',
            render: (c: boolean) => (c ? <Tag color="success">{t('console.yes')}</Tag> : <Tag>{t('console.no')}</Tag>),
          },
        ]}
      />
    </Card>
  );
}

/** Network marketing: each team's advertising against its delivered sales. */
function NetworkMarketing() {
  const t = useT();
  const train = useTrain();
  const revision = useRevision();
  const network = useNetworkTeams(train.trainId, [revision.training]);
  // Until the first answer the table spins; a failed load reads as no rows.
  const rows = network.data ?? (network.loading ? null : []);
  return (
    <Card title={t('console.network.title')}>
      <Table
        size="small"
        rowKey="teamId"
        loading={rows === null}
        pagination={false}
        dataSource={rows ?? []}
        columns={[
          { title: t('console.team'), dataIndex: 'teamName' },
          { title: t('console.network.advertising'), dataIndex: 'advertising', align: 'right', render: formatNumber },
          { title: t('console.network.sales'), dataIndex: 'sales', align: 'right', render: formatNumber },
          { title: t('console.network.orders'), dataIndex: 'ordersTaken', align: 'right' },
          { title: t('console.network.salesPerAd'), dataIndex: 'salesPerAd', align: 'right' },
        ]}
      />
    </Card>
  );
}

/** The teacher's reports: one table, the year's group report, the students' check, network marketing, one-key export. */
export default function ReportsPanel() {
  const t = useT();
  const trainCalls = useModel(trainModel);
  const train = useTrain();
  const { busy, run } = useAction();
  useEffect(() => {
    if (!train.teamList.length) trainCalls.fetchTeamList({ trainId: train.trainId });
  }, [trainCalls, train.trainId, train.teamList.length]);
  const exportAll = () => run('export', () => exportReports(train.trainId));
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={exportAll} loading={busy === 'export'} data-testid="one-key-export">
          {t('console.reports.export')}
        </Button>
      </Space>
      <StatementReport />
      <GroupReport />
      <ReportCheck />
      <NetworkMarketing />
    </>
  );
}
