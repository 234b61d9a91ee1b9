import { useT } from '@/utils/hooks';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  InputNumber,
  message,
  Row,
  Select,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { POSTS } from '@/constants';
import * as teamService from '@/services/team';
import { formatNumber } from '@/utils/format';
import { useAction, useTrain } from './hooks';
import LoadError from '@/components/LoadError';

interface Dev {
  code: string;
  name: string;
  progress: number;
  required: number;
  done: boolean;
}

/** The team's state as GET team/state answers it (the engine's teamView plus the seat and options). */
export interface TeamState {
  teamId: string;
  teamName: string;
  groupNum: number;
  postId: number | null;
  postName: string | null;
  bankrupt: boolean;
  balance: Record<string, number>;
  lines: {
    id: string;
    type: string;
    typeName: string;
    product: string;
    status: string;
    capacity: number;
    readyRound: number;
    bookValue: number;
    wip: { product: string; lots: { qty: number }[] } | null;
  }[];
  materials: { code: string; name: string; stock: number; price: number }[];
  products: { code: string; name: string; stock: number }[];
  materialOrders: { id: string; code: string; qty: number; unitPrice: number; arriveRound: number }[];
  longLoans: { id: string; amount: number; dueRound: number }[];
  shortLoans: { id: string; amount: number; dueRound: number }[];
  loanLimits: Record<'long' | 'short', { limit: number; used: number; available: number }>;
  receivables: { id: string; amount: number; dueRound: number }[];
  openOrders: { id: string; market: string; product: string; quantity: number; totalPrice: number; dueRound: number }[];
  markets: Dev[];
  productDevelopment: Dev[];
  qualifications: Dev[];
  forecast: { net: number; payments: number; receipts: number };
  /** This round's cash-limit list: what each post may pay out, has paid out and has left. */
  cashLimits: { posCode: string; cashLimit: number; spent: number; remaining: number }[];
  options: {
    lineTypes: { code: string; name: string; price: number; buildRounds: number; capacity: number }[];
    loanUnit: number;
    maxLines: number;
  };
}

/** The decisions a team makes, the post that usually makes each, and the fields each needs. */
const DECISIONS: { type: string; post: string; fields: string[] }[] = [
  { type: 'takeLoan', post: 'CFO', fields: ['kind', 'amount'] },
  { type: 'repayLoan', post: 'CFO', fields: ['loan'] },
  { type: 'discountReceivables', post: 'CFO', fields: ['amount'] },
  { type: 'startProduction', post: 'COO', fields: ['lineId', 'quantity'] },
  { type: 'buildLine', post: 'COO', fields: ['lineType', 'product'] },
  { type: 'convertLine', post: 'COO', fields: ['lineId', 'product'] },
  { type: 'sellLine', post: 'COO', fields: ['lineId'] },
  { type: 'orderMaterial', post: 'CPO', fields: ['material', 'quantity'] },
  { type: 'cancelMaterialOrder', post: 'CPO', fields: ['materialOrder'] },
  { type: 'deliverOrder', post: 'CMO', fields: ['orderId'] },
  { type: 'developMarket', post: 'CMO', fields: ['market'] },
  { type: 'developProduct', post: 'CEO', fields: ['product'] },
  { type: 'applyQualification', post: 'CEO', fields: ['qualification'] },
];

/** The options of each field, from the team's state. */
function fieldOptions(
  team: TeamState,
  t: (id: string, v?: Record<string, string | number>) => string,
): Record<string, { value: string; label: string }[]> {
  const devOptions = (list: Dev[]) =>
    list
      .filter((d) => !d.done)
      .map((d) => ({
        value: d.code,
        label: t('console.ops.devOption', { name: d.name, progress: d.progress, required: d.required }),
      }));
  return {
    kind: ['long', 'short'].map((k) => ({
      value: k,
      label: t(`console.ops.loan.${k}`, { available: formatNumber(team.loanLimits[k as 'long' | 'short'].available) }),
    })),
    loan: [
      ...team.longLoans.map((l) => ({ ...l, kind: 'long' })),
      ...team.shortLoans.map((l) => ({ ...l, kind: 'short' })),
    ].map((l) => ({
      value: `${l.kind}:${l.id}`,
      label: t('console.ops.loanOption', {
        id: l.id,
        kind: t(`console.ops.kind.${l.kind}`),
        amount: formatNumber(l.amount),
      }),
    })),
    lineId: team.lines.map((l) => ({
      value: l.id,
      label: t('console.ops.lineOption', {
        id: l.id,
        type: l.typeName,
        product: l.product,
        status: t(`console.ops.line.${l.status}`),
      }),
    })),
    lineType: team.options.lineTypes.map((l) => ({
      value: l.code,
      label: t('console.ops.lineTypeOption', { name: l.name, price: formatNumber(l.price), capacity: l.capacity }),
    })),
    product: team.productDevelopment.map((p) => ({ value: p.code, label: p.name })),
    material: team.materials.map((m) => ({
      value: m.code,
      label: t('console.ops.materialOption', { name: m.name, price: formatNumber(m.price) }),
    })),
    materialOrder: team.materialOrders.map((o) => ({ value: o.id, label: `${o.id} · ${o.code} × ${o.qty}` })),
    orderId: team.openOrders.map((o) => ({ value: o.id, label: `${o.id} · ${o.product} × ${o.quantity}` })),
    market: devOptions(team.markets),
    developProduct: devOptions(team.productDevelopment),
    qualification: devOptions(team.qualifications),
  };
}

/** A team's decisions for the current round, one form: pick the decision, fill its fields. */
function DecisionForm({
  team,
  onDone,
  disabled,
}: {
  team: TeamState;
  onDone: (next: TeamState) => void;
  disabled: boolean;
}) {
  const t = useT();
  const train = useTrain();
  const [form] = Form.useForm();
  const { busy, run } = useAction();
  const type: string | undefined = Form.useWatch('type', form);
  const decision = DECISIONS.find((d) => d.type === type);
  const options = fieldOptions(team, t);
  // The server's refusal (e.g. over the post's cash limit) stays by the form after the toast fades.
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = (values: Record<string, any>) =>
    run('operate', async () => {
      const { loan, materialOrder, ...rest } = values;
      const params: Record<string, unknown> = { trainId: train.trainId, ...rest };
      if (loan) [params.kind, params.loanId] = String(loan).split(':');
      if (materialOrder) params.orderId = materialOrder;
      const answer: { code: number; msg: string; data: TeamState } | undefined = await teamService.operate(params, {
        raw: true,
      });
      if (!answer) return;
      if (answer.code !== 200) {
        setRefusal(answer.msg);
        return;
      }
      setRefusal(null);
      message.success(t('console.ops.done', { name: t(`console.ops.type.${values.type}`) }));
      form.resetFields();
      onDone(answer.data);
    });
  return (
    <Form
      form={form}
      name="decision"
      layout="vertical"
      onFinish={submit}
      disabled={disabled}
      aria-label={t('console.ops.form')}
    >
      <Form.Item
        name="type"
        label={t('console.ops.decision')}
        rules={[{ required: true, message: t('console.ops.decision.required') }]}
      >
        <Select
          options={DECISIONS.map((d) => ({
            value: d.type,
            label: `${t(`console.ops.type.${d.type}`)}（${t(`console.post.${d.post}`)}）`,
          }))}
          onChange={() => {
            setRefusal(null);
            form.setFieldsValue(
              Object.fromEntries(
                [
                  'kind',
                  'amount',
                  'loan',
                  'lineId',
                  'quantity',
                  'lineType',
                  'product',
                  'material',
                  'materialOrder',
                  'orderId',
                  'market',
                  'qualification',
                ].map((f) => [f, undefined]),
              ),
            );
          }}
        />
      </Form.Item>
      {decision && team.postName && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          message={t('console.ops.postHint', { mine: team.postName, post: t(`console.post.${decision.post}`) })}
        />
      )}
      <Row gutter={12}>
        {decision?.fields.map((field) => (
          <Col key={field} xs={24} md={12}>
            {field === 'amount' || field === 'quantity' ? (
              <Form.Item
                name={field}
                label={t(`console.ops.field.${field}`)}
                rules={[
                  { required: true, message: t('console.required', { field: t(`console.ops.field.${field}`) }) },
                  {
                    type: 'integer',
                    min: 1,
                    message: t('console.ops.positive', { field: t(`console.ops.field.${field}`) }),
                  },
                ]}
              >
                <InputNumber
                  style={{ width: '100%' }}
                  min={1}
                  precision={0}
                  step={field === 'amount' && type === 'takeLoan' ? team.options.loanUnit : 1}
                />
              </Form.Item>
            ) : (
              <Form.Item
                name={field}
                label={t(`console.ops.field.${field}`)}
                rules={[{ required: true, message: t('console.required', { field: t(`console.ops.field.${field}`) }) }]}
              >
                <Select
                  options={field === 'product' && type === 'developProduct' ? options.developProduct : options[field]}
                  notFoundContent={t('console.ops.noOptions')}
                />
              </Form.Item>
            )}
          </Col>
        ))}
      </Row>
      {refusal && (
        <Alert
          style={{ marginBottom: 12 }}
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          message={refusal}
          data-testid="decision-refused"
        />
      )}
      <Button type="primary" htmlType="submit" loading={busy === 'operate'}>
        {t('console.ops.submit')}
      </Button>
    </Form>
  );
}

/** The student's team: its figures, resources and decisions for the round. */
export default function OperatePanel({
  team,
  onChange,
  failed,
  onRetry,
}: {
  team: TeamState | null;
  onChange: (next: TeamState) => void;
  failed: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  const train = useTrain();
  const [tab, setTab] = useState('lines');
  useEffect(() => setTab('lines'), [train.trainId]);
  if (failed) return <LoadError onRetry={onRetry} />;
  if (!team) return <Card loading title={t('console.ops.title')} />;
  const canAct = train.state === 1 && !team.bankrupt;
  const b = team.balance;
  // A student's decisions pay out of their post's cash limit (the server refuses beyond it).
  const myCode = POSTS.find((p) => p.postId === team.postId)?.code;
  const myLimit = team.cashLimits.find((c) => c.posCode === myCode);
  return (
    <Card title={t('console.ops.title')} data-testid="team-ops">
      {team.bankrupt && (
        <Alert type="error" showIcon message={t('console.ops.bankrupt')} style={{ marginBottom: 12 }} />
      )}
      {train.state !== 1 && (
        <Alert type="warning" showIcon message={t('console.ops.notRunning')} style={{ marginBottom: 12 }} />
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('console.teams.cash')}>
          <span data-testid="team-cash">{formatNumber(b.cash)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('console.teams.equity')}>{formatNumber(b.ownerEquityTotal)}</Descriptions.Item>
        <Descriptions.Item label={t('console.ops.loanRoom')}>
          {t('console.ops.loanRoomValue', {
            long: formatNumber(team.loanLimits.long.available),
            short: formatNumber(team.loanLimits.short.available),
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('console.ops.forecast')}>{formatNumber(team.forecast.net)}</Descriptions.Item>
        {myLimit && (
          <Descriptions.Item label={t('console.ops.myCashLimit', { post: team.postName ?? '' })}>
            <span data-testid="post-cash-limit">
              {t('console.ops.myCashLimitValue', {
                remaining: formatNumber(myLimit.remaining),
                limit: formatNumber(myLimit.cashLimit),
              })}
            </span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <DecisionForm team={team} onDone={onChange} disabled={!canAct} />
        </Col>
        <Col xs={24} lg={14}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            size="small"
            items={[
              {
                key: 'lines',
                label: t('console.ops.lines'),
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={team.lines}
                    columns={[
                      { title: t('console.ops.line'), dataIndex: 'id' },
                      { title: t('console.ops.field.lineType'), dataIndex: 'typeName' },
                      { title: t('console.order.product'), dataIndex: 'product' },
                      { title: t('console.ops.capacity'), dataIndex: 'capacity' },
                      {
                        title: t('console.teams.status'),
                        dataIndex: 'status',
                        render: (s: string, l) =>
                          l.wip ? (
                            <Tag color="processing">{t('console.ops.producing')}</Tag>
                          ) : (
                            <Tag>{t(`console.ops.line.${s}`)}</Tag>
                          ),
                      },
                    ]}
                  />
                ),
              },
              {
                key: 'stock',
                label: t('console.ops.stock'),
                children: (
                  <Table
                    size="small"
                    rowKey="code"
                    pagination={false}
                    dataSource={[...team.materials, ...team.products]}
                    columns={[
                      { title: t('console.products.name'), dataIndex: 'name' },
                      { title: t('console.ops.stockQty'), dataIndex: 'stock', align: 'right' },
                    ]}
                  />
                ),
              },
              {
                key: 'orders',
                label: t('console.ops.orders'),
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={team.openOrders}
                    locale={{ emptyText: t('console.ops.noOrders') }}
                    columns={[
                      { title: t('console.order.id'), dataIndex: 'id' },
                      { title: t('console.order.product'), dataIndex: 'product' },
                      { title: t('console.order.quantity'), dataIndex: 'quantity' },
                      { title: t('console.order.total'), dataIndex: 'totalPrice', render: formatNumber },
                      { title: t('console.ops.due'), dataIndex: 'dueRound' },
                    ]}
                  />
                ),
              },
              {
                key: 'finance',
                label: t('console.ops.finance'),
                children: (
                  <>
                    <Table
                      size="small"
                      rowKey="id"
                      pagination={false}
                      dataSource={[
                        ...team.longLoans.map((l) => ({ ...l, kind: 'long' })),
                        ...team.shortLoans.map((l) => ({ ...l, kind: 'short' })),
                      ]}
                      locale={{ emptyText: t('console.ops.noLoans') }}
                      columns={[
                        { title: t('console.ops.loan'), dataIndex: 'id' },
                        {
                          title: t('console.ops.field.kind'),
                          dataIndex: 'kind',
                          render: (k: string) => t(`console.ops.kind.${k}`),
                        },
                        { title: t('console.ops.field.amount'), dataIndex: 'amount', render: formatNumber },
                        { title: t('console.ops.due'), dataIndex: 'dueRound' },
                      ]}
                    />
                    <Typography.Paragraph style={{ marginTop: 12 }}>
                      {t('console.ops.receivables', {
                        amount: formatNumber(team.receivables.reduce((s, r) => s + r.amount, 0)),
                      })}
                    </Typography.Paragraph>
                    {team.cashLimits.length > 0 && (
                      <Typography.Paragraph type="secondary">
                        {t('console.ops.cashLimits')}
                        {team.cashLimits
                          .map((c) =>
                            t('console.ops.cashLimitItem', {
                              post: t(`console.post.${c.posCode}`),
                              limit: formatNumber(c.cashLimit),
                              spent: formatNumber(c.spent),
                            }),
                          )
                          .join('，')}
                      </Typography.Paragraph>
                    )}
                  </>
                ),
              },
              {
                key: 'dev',
                label: t('console.ops.development'),
                children: (
                  <Table
                    size="small"
                    rowKey={(d) => d.code}
                    pagination={false}
                    dataSource={[...team.markets, ...team.productDevelopment, ...team.qualifications]}
                    columns={[
                      { title: t('console.products.name'), dataIndex: 'name' },
                      {
                        title: t('console.ops.progress'),
                        key: 'progress',
                        render: (_, d) =>
                          d.done ? (
                            <Tag color="success">{t('console.ops.devDone')}</Tag>
                          ) : (
                            `${d.progress} / ${d.required}`
                          ),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}
