import { useIntl } from '@umijs/max';
import { flag } from '@/utils/flag';
import {
  Alert,
  Card,
  Col,
  Descriptions,
  Drawer,
  Form,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import { useState } from 'react';
import { TRAINING_STATE } from '@/domain/codes';
import type { CfoRow, CompareRow, CooRow, ExperimentRow, Loan, TeamScope } from '@/services/experiment';
import { display, formatNumber, formatPercent, idText } from '@/utils/format';
import { optionsOf } from '@/utils/options';
import { quarterText } from '@/utils/roundText';
import { useCfoReplay, useCooReplay, useTeamCompare, useTeamDesk, useTeamLoans, useTeams } from './queries';
import { type LoadState, LoadedView } from './States';

type T = (id: string, values?: Record<string, string | number>) => string;

const money = (v: number | undefined) => formatNumber(v);

/** The rows of a list in words, '-' when the backend sent no list. */
function listText<R>(rows: readonly R[] | undefined, text: (row: R) => string): string {
  return rows ? rows.map(text).join('，') : '-';
}

/** Round n as “year y, quarter q” (quarterText); '-' when the answer gave none. */
function roundText(t: T, round: number | undefined): string {
  return round === undefined ? '-' : quarterText(t, round);
}

/** A column of whole numbers (money or counts), right-aligned. */
function numberColumn<R>(
  t: T,
  key: keyof R & string,
  label: string,
  format: (v: number | undefined) => string = money,
): ColumnsType<R>[number] {
  return { title: t(label), dataIndex: key, align: 'right', render: (v: number | undefined) => format(v) };
}

function roundColumn<R extends { round?: number }>(t: T): ColumnsType<R>[number] {
  return {
    title: t('train.home.review.col.round'),
    dataIndex: 'round',
    width: 120,
    fixed: 'left',
    render: (round: number | undefined) => roundText(t, round),
  };
}

function Compare({ trainId, t }: { trainId: string; t: T }) {
  const loaded = useTeamCompare(trainId);
  const columns: ColumnsType<CompareRow> = [
    {
      title: t('train.home.review.col.group'),
      dataIndex: 'groupName',
      fixed: 'left',
      render: (name: string | undefined, row) => (
        <Space>
          {display(name)}
          {flag(row.bankrupt) && <Tag color="red">{t('train.home.review.bankrupt')}</Tag>}
        </Space>
      ),
    },
    numberColumn<CompareRow>(t, 'cash', 'train.home.review.cash'),
    numberColumn<CompareRow>(t, 'assetsTotal', 'train.home.review.assets'),
    numberColumn<CompareRow>(t, 'liabilitiesTotal', 'train.home.review.liabilities'),
    numberColumn<CompareRow>(t, 'ownerEquityTotal', 'train.home.review.equity'),
    numberColumn<CompareRow>(t, 'yearProfits', 'train.home.review.yearProfits'),
    numberColumn<CompareRow>(t, 'lines', 'train.home.review.lines'),
    numberColumn<CompareRow>(t, 'openOrders', 'train.home.review.openOrders'),
    numberColumn<CompareRow>(t, 'forecastNet', 'train.home.review.col.forecast'),
  ];
  return (
    <LoadedView loaded={loaded}>
      {(data) => (
        <Table<CompareRow>
          size="small"
          rowKey="teamId"
          columns={columns}
          dataSource={data.teams ?? []}
          pagination={false}
          scroll={{ x: 900 }}
        />
      )}
    </LoadedView>
  );
}

function Desk({ scope, t }: { scope: TeamScope; t: T }) {
  const loaded = useTeamDesk(scope);
  return (
    <LoadedView loaded={loaded}>
      {(desk) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text strong>{display(desk.groupName)}</Typography.Text>
            <Tag color="blue">{roundText(t, desk.round)}</Tag>
            {flag(desk.bankrupt) && <Tag color="red">{t('train.home.review.bankrupt')}</Tag>}
          </Space>
          <Row gutter={[16, 16]}>
            {(
              [
                ['train.home.review.cash', desk.balance?.cash],
                ['train.home.review.assets', desk.balance?.assetsTotal],
                ['train.home.review.liabilities', desk.balance?.liabilitiesTotal],
                ['train.home.review.equity', desk.balance?.ownerEquityTotal],
              ] as const
            ).map(([label, value]) => (
              <Col xs={12} md={6} key={label}>
                <Statistic title={t(label)} value={money(value)} />
              </Col>
            ))}
          </Row>
          <Alert
            type={(desk.forecast?.net ?? 0) < 0 ? 'error' : 'info'}
            showIcon
            title={`${t('train.home.review.forecast')}：${money(desk.forecast?.net)}`}
            description={t('train.home.review.forecast.hint')}
          />
          <Card size="small" title={t('train.home.review.lines')}>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={desk.lines ?? []}
              columns={[
                { title: t('train.home.review.line.id'), dataIndex: 'id', render: display },
                { title: t('train.home.review.line.type'), dataIndex: 'typeName', render: display },
                { title: t('train.home.review.line.product'), dataIndex: 'product', render: display },
                {
                  title: t('train.home.review.line.status'),
                  dataIndex: 'status',
                  render: (s: string | undefined) => (s ? t(`train.home.review.line.status.${s}`) : '-'),
                },
                { title: t('train.home.review.line.capacity'), dataIndex: 'capacity', align: 'right', render: money },
                { title: t('train.home.review.line.bookValue'), dataIndex: 'bookValue', align: 'right', render: money },
              ]}
            />
          </Card>
          <Descriptions size="small" bordered column={1} title={t('train.home.review.stock')}>
            <Descriptions.Item label={t('train.home.review.stock.materials')}>
              {listText(desk.materials, (m) => `${display(m.name)} ${formatNumber(m.stock)}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('train.home.review.stock.products')}>
              {listText(desk.products, (p) => `${display(p.name)} ${formatNumber(p.stock)}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('train.home.review.openOrders')}>
              {formatNumber(desk.openOrders?.length)}
            </Descriptions.Item>
            <Descriptions.Item label={t('train.home.review.members')}>
              {listText(desk.members, (m) => `${t(`train.shared.post.${m.postId}`)}：${display(m.studentName)}`)}
            </Descriptions.Item>
          </Descriptions>
        </Space>
      )}
    </LoadedView>
  );
}

function Loans({ scope, t }: { scope: TeamScope; t: T }) {
  const loaded = useTeamLoans(scope);
  return (
    <LoadedView loaded={loaded}>
      {(data) => (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Text>
            {t('train.home.review.loan.limits', {
              longLimit: money(data.limits?.long?.limit),
              longUsed: money(data.limits?.long?.used),
              longAvailable: money(data.limits?.long?.available),
              shortLimit: money(data.limits?.short?.limit),
              shortUsed: money(data.limits?.short?.used),
              shortAvailable: money(data.limits?.short?.available),
            })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('train.home.review.loan.terms', {
              longRate: display(data.terms?.longRate),
              longYears: display(data.terms?.longTermYears),
              shortRate: display(data.terms?.shortRate),
              shortRounds: display(data.terms?.shortTermRounds),
              unit: formatNumber(data.terms?.loanUnit),
            })}
          </Typography.Text>
          <Table<Loan>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.loans ?? []}
            locale={{ emptyText: t('train.home.review.loan.none') }}
            columns={[
              {
                title: t('train.home.review.loan.kind'),
                dataIndex: 'kind',
                render: (k: string) => t(`train.home.review.loan.${k}`),
              },
              { title: t('train.home.review.loan.amount'), dataIndex: 'amount', align: 'right', render: money },
              {
                title: t('train.home.review.loan.taken'),
                dataIndex: 'takenRound',
                render: (r: number) => roundText(t, r),
              },
              { title: t('train.home.review.loan.due'), dataIndex: 'dueRound', render: (r: number) => roundText(t, r) },
            ]}
          />
        </Space>
      )}
    </LoadedView>
  );
}

/** A replay's rows by settled round. */
function Replay<R extends { round?: number }>({
  loaded,
  columns,
  t,
}: {
  loaded: LoadState<R[]>;
  columns: ColumnsType<R>;
  t: T;
}) {
  return (
    <LoadedView loaded={loaded} isEmpty={(rows) => rows.length === 0} empty={t('train.home.review.empty')}>
      {(rows) => (
        <Table<R>
          size="small"
          rowKey="round"
          columns={[roundColumn<R>(t), ...columns]}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 1000 }}
        />
      )}
    </LoadedView>
  );
}

type ReplayProps<R> = { scope: TeamScope; columns: ColumnsType<R>; t: T };

function CooReplay({ scope, ...props }: ReplayProps<CooRow>) {
  return <Replay<CooRow> loaded={useCooReplay(scope)} {...props} />;
}

function CfoReplay({ scope, ...props }: ReplayProps<CfoRow>) {
  return <Replay<CfoRow> loaded={useCfoReplay(scope)} {...props} />;
}

/**
 * A training's business data from the engine: for the teacher every group side by side and any
 * group's live board; for everyone the group's board, loans, and the COO and CFO replays of the
 * settled rounds.
 */
export default function TeamReview({
  training,
  teacher,
  onClose,
}: {
  training: ExperimentRow | null;
  teacher: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const trainId = idText(training?.id) ?? '';
  const started = !!training && training.state !== TRAINING_STATE.notStarted;
  const teamList = useTeams(trainId, teacher && started);
  // The drawer stays mounted: the teams it holds may be those of the training shown before.
  const teams = teacher && started && teamList.data?.trainId === trainId ? teamList.data.teams : undefined;
  const [chosen, setChosen] = useState('');
  const teamId = teacher ? chosen || idText(teams?.[0]?.teamId) || '' : undefined;
  const scope: TeamScope = { trainId, teamId };
  const ready = started && (!teacher || !!teamId);

  const cooColumns: ColumnsType<CooRow> = [
    numberColumn<CooRow>(t, 'lines', 'train.home.review.col.lines'),
    numberColumn<CooRow>(t, 'capacity', 'train.home.review.col.capacity'),
    numberColumn<CooRow>(t, 'used', 'train.home.review.col.used'),
    numberColumn<CooRow>(t, 'salesQty', 'train.home.review.col.salesQty'),
    numberColumn<CooRow>(t, 'ordersTaken', 'train.home.review.col.ordersTaken'),
    numberColumn<CooRow>(t, 'ordersDelivered', 'train.home.review.col.ordersDelivered'),
    numberColumn<CooRow>(t, 'material', 'train.home.review.col.material'),
    numberColumn<CooRow>(t, 'makingProduct', 'train.home.review.col.makingProduct'),
    numberColumn<CooRow>(t, 'finishedProduct', 'train.home.review.col.finishedProduct'),
  ];
  const cfoColumns: ColumnsType<CfoRow> = [
    numberColumn<CfoRow>(t, 'cash', 'train.home.review.col.cash'),
    numberColumn<CfoRow>(t, 'receivable', 'train.home.review.col.receivable'),
    numberColumn<CfoRow>(t, 'longTermLiabilites', 'train.home.review.col.longLoans'),
    numberColumn<CfoRow>(t, 'shortTermLiabiltes', 'train.home.review.col.shortLoans'),
    numberColumn<CfoRow>(t, 'liabilitiesTotal', 'train.home.review.col.liabilities'),
    numberColumn<CfoRow>(t, 'ownerEquityTotal', 'train.home.review.col.equity'),
    numberColumn<CfoRow>(t, 'financeCharge', 'train.home.review.col.financeCharge'),
    numberColumn<CfoRow>(t, 'netIncome', 'train.home.review.col.netIncome'),
    numberColumn<CfoRow>(t, 'debtRatio', 'train.home.review.col.debtRatio', formatPercent),
  ];

  const key = `${trainId}-${teamId ?? ''}`;
  const items = [
    ...(teacher
      ? [{ key: 'compare', label: t('train.home.review.tab.compare'), children: <Compare trainId={trainId} t={t} /> }]
      : []),
    { key: 'desk', label: t('train.home.review.tab.desk'), children: <Desk key={key} scope={scope} t={t} /> },
    { key: 'loans', label: t('train.home.review.tab.loans'), children: <Loans key={key} scope={scope} t={t} /> },
    {
      key: 'coo',
      label: t('train.home.review.tab.coo'),
      children: <CooReplay key={key} scope={scope} columns={cooColumns} t={t} />,
    },
    {
      key: 'cfo',
      label: t('train.home.review.tab.cfo'),
      children: <CfoReplay key={key} scope={scope} columns={cfoColumns} t={t} />,
    },
  ];

  return (
    <Drawer
      open={!!training}
      size="min(1100px, 96vw)"
      title={t('train.home.review.title', { name: training?.trainName ?? '' })}
      onClose={onClose}
      destroyOnHidden
      extra={
        teacher && teams ? (
          <Form layout="inline">
            <Form.Item label={t('train.shared.team')} htmlFor="review-team" style={{ marginInlineEnd: 0 }}>
              <Select
                id="review-team"
                style={{ minWidth: 120 }}
                value={teamId}
                onChange={setChosen}
                options={optionsOf(
                  teams,
                  (g) => g.teamId,
                  (g) => display(g.groupName),
                )}
              />
            </Form.Item>
          </Form>
        ) : null
      }
    >
      {!started ? (
        <Alert type="info" showIcon title={t('train.home.review.notStarted')} />
      ) : ready ? (
        <>
          <Typography.Paragraph type="secondary">{t('train.home.review.unit')}</Typography.Paragraph>
          <Tabs items={items} />
        </>
      ) : null}
    </Drawer>
  );
}
