import { useT } from '@/utils/hooks';
import type { ListTableHandle } from '@/components/table/ListTable';
import FormDialog from '@/components/form/FormDialog';
import PagedTable from '@/components/table/PagedTable';
import { NumberField } from '@/components/form/digit';
import { Button, Card, Col, message, Popconfirm, Row, Select, Space, Table, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Answer, Row as RowOf } from '@/services/contract';
import {
  giveSupplementaryOrder,
  meetingOrdersPage,
  repairOrder,
  saveOrderRule,
  withdrawOrder,
} from '@/features/console/actions';
import {
  type OrderRule,
  type RepairGroup,
  type SupplementaryOrder,
  useOrderGrants,
  useOrderRules,
} from '@/features/console/queries';
import { display, formatNumber } from '@/utils/format';
import { useOrderColumns } from './MenuBoard';
import { useRevision } from './live';
import { useAction, useTrain } from './hooks';

const RULE_FIELDS = [
  'fromYear',
  'demandPerTeam',
  'priceMin',
  'priceMax',
  'qtyMin',
  'qtyMax',
  'termMin',
  'termMax',
  'qualPct',
] as const;

/** The order rules of the current round's meeting, editable (they apply to orders generated later). */
function OrderRules() {
  const t = useT();
  const train = useTrain();
  const revision = useRevision();
  const ruleList = useOrderRules(train.trainId, train.currRound, [revision.training]);
  // Until the first answer the table spins; a failed load reads as no rules.
  const rules = ruleList.data ?? (ruleList.loading ? null : []);
  const [editing, setEditing] = useState<OrderRule | null>(null);
  const save = async (values: Record<string, number>) => {
    const { market, product } = editing ?? {};
    if (!market || !product) return false;
    const saved = await saveOrderRule({ trainId: train.trainId, market, product, ...values });
    if (saved === undefined) return false;
    message.success(t('console.saved'));
    setEditing(null);
    ruleList.refresh();
    return true;
  };
  return (
    <Card title={t('console.rules.title')}>
      <Table<OrderRule>
        size="small"
        loading={rules === null}
        rowKey={(r) => `${r.market}-${r.product}`}
        dataSource={rules ?? []}
        pagination={{ pageSize: 10 }}
        scroll={{ x: true }}
        columns={[
          { title: t('console.order.market'), dataIndex: 'marketName' },
          { title: t('console.order.product'), dataIndex: 'productName' },
          {
            title: t('console.rules.open'),
            dataIndex: 'open',
            render: (open: boolean) =>
              open ? <Tag color="success">{t('console.yes')}</Tag> : <Tag>{t('console.no')}</Tag>,
          },
          { title: t('console.rules.demandPerTeam'), dataIndex: 'demandPerTeam' },
          {
            title: t('console.rules.price'),
            key: 'price',
            render: (_, r) => `${formatNumber(r.priceMin)}–${formatNumber(r.priceMax)}`,
          },
          { title: t('console.rules.qty'), key: 'qty', render: (_, r) => `${display(r.qtyMin)}–${display(r.qtyMax)}` },
          {
            title: t('console.rules.term'),
            key: 'term',
            render: (_, r) => `${display(r.termMin)}–${display(r.termMax)}`,
          },
          { title: t('console.rules.qualPct'), dataIndex: 'qualPct', render: (n: number) => `${n}%` },
          {
            title: t('console.rules.shock'),
            key: 'shock',
            render: (_, r) => `${display(r.demandPct)}% / ${display(r.pricePct)}%`,
          },
          {
            title: t('console.actions'),
            key: 'edit',
            render: (_, r) => (
              <Button
                size="small"
                onClick={() => setEditing(r)}
                disabled={!r.market || !r.product}
                aria-label={t('console.rules.editOf', {
                  market: display(r.marketName),
                  product: display(r.productName),
                })}
              >
                {t('console.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <FormDialog
          open
          title={t('console.rules.editOf', {
            market: display(editing.marketName),
            product: display(editing.productName),
          })}
          initialValues={editing}
          onCancel={() => setEditing(null)}
          destroyOnHidden
          okText={t('console.save')}
          cancelText={t('console.cancel')}
          onFinish={save}
        >
          <Row gutter={16}>
            {RULE_FIELDS.map((field) => (
              <Col key={field} span={12}>
                <NumberField
                  name={field}
                  label={t(`console.rules.${field}`)}
                  min={0}
                  inputProps={{ precision: 0 }}
                  rules={[{ required: true, message: t('console.required', { field: t(`console.rules.${field}`) }) }]}
                />
              </Col>
            ))}
          </Row>
        </FormDialog>
      )}
    </Card>
  );
}

type MeetingOrder = RowOf<Answer<'gmOrder.getGmOrder'>['records']>;

/** The meeting's orders, paged on the server, with who took each; an open team order can be withdrawn. */
function MeetingOrders() {
  const t = useT();
  const train = useTrain();
  const revision = useRevision();
  const orderColumns = useOrderColumns();
  const action = useRef<ListTableHandle>(null);
  const { busy, run } = useAction();
  useEffect(() => {
    action.current?.reload();
  }, [revision.menu, revision.training]);
  const withdraw = (groupId: string | number, orderId: string | number) =>
    run(String(orderId), async () => {
      const done = await withdrawOrder({ trainId: train.trainId, groupId, orderId });
      if (done !== undefined) action.current?.reload();
    });
  return (
    <PagedTable<MeetingOrder>
      title={t('console.orders.title')}
      tableRef={action}
      size="small"
      scroll={{ x: true }}
      load={({ current, size }) => meetingOrdersPage({ trainId: train.trainId, round: train.currRound, current, size })}
      emptyText={t('console.orders.empty')}
      columns={[
        ...(orderColumns as any[]),
        { title: t('console.team'), dataIndex: 'teamName', render: (_: unknown, r: MeetingOrder) => r.teamName || '-' },
        {
          title: t('console.order.state'),
          dataIndex: 'state',
          render: (_: unknown, r: MeetingOrder) => (r.state ? t(`console.order.state.${r.state}`) : '-'),
        },
        {
          title: t('console.actions'),
          key: 'withdraw',
          render: (_: unknown, { state, teamId, id, teamName }: MeetingOrder) =>
            state === 'open' && teamId != null && id !== undefined ? (
              <Popconfirm
                title={t('console.orders.withdraw.confirm', { id, team: display(teamName) })}
                onConfirm={() => withdraw(teamId, id)}
                okText={t('console.ok')}
                cancelText={t('console.cancel')}
              >
                <Button size="small" danger loading={busy === String(id)}>
                  {t('console.orders.withdraw')}
                </Button>
              </Popconfirm>
            ) : null,
        },
      ]}
    />
  );
}

/** Repairs (a pick lost by time-out) and supplementary orders (left by the finished meeting). */
function OrderGrants() {
  const t = useT();
  const train = useTrain();
  const revision = useRevision();
  const { busy, run } = useAction();
  const grants = useOrderGrants(train.trainId, [revision.menu, revision.training]);
  // Until the first answer the tables spin (null).
  const repairs = grants.data?.repairs ?? null;
  const supplementary = grants.data?.supplementary ?? null;
  const [choice, setChoice] = useState<Record<string, string>>({});
  const grant = (key: string, call: () => Promise<unknown>) =>
    run(key, async () => {
      const done = await call();
      if (done !== undefined) {
        message.success(t('console.saved'));
        grants.refresh();
      }
    });
  return (
    <>
      <Card title={t('console.repair.title')}>
        <Table<RepairGroup>
          size="small"
          loading={repairs === null}
          rowKey={(r) => `${r.teamId}-${r.marketName}-${r.productName}`}
          pagination={false}
          dataSource={repairs ?? []}
          locale={{ emptyText: t('console.repair.none') }}
          columns={[
            { title: t('console.team'), dataIndex: 'teamName' },
            { title: t('console.order.market'), dataIndex: 'marketName' },
            { title: t('console.order.product'), dataIndex: 'productName' },
            { title: t('console.repair.lost'), dataIndex: 'lost' },
            {
              title: t('console.actions'),
              key: 'repair',
              render: (_, r) => {
                const key = `repair-${r.teamId}-${r.marketName}-${r.productName}`;
                const { teamId } = r;
                if (!r.done || teamId === undefined) return t('console.repair.waiting');
                return (
                  <Space>
                    <Select
                      aria-label={t('console.repair.order')}
                      style={{ minWidth: 180 }}
                      placeholder={t('console.repair.order')}
                      value={choice[key]}
                      onChange={(v) => setChoice({ ...choice, [key]: v })}
                      options={(r.orders ?? []).flatMap((o) =>
                        o.id === undefined
                          ? []
                          : [
                              {
                                value: String(o.id),
                                label: `${o.id} · ${display(o.quantity)} × ${formatNumber(o.unitPrice)}`,
                              },
                            ],
                      )}
                    />
                    <Button
                      size="small"
                      type="primary"
                      disabled={!choice[key]}
                      loading={busy === key}
                      onClick={() =>
                        grant(key, () =>
                          repairOrder({
                            trainId: train.trainId,
                            groupId: teamId,
                            orderId: choice[key],
                          }),
                        )
                      }
                    >
                      {t('console.repair.give')}
                    </Button>
                  </Space>
                );
              },
            },
          ]}
        />
      </Card>
      <Card title={t('console.supplementary.title')}>
        {supplementary && !supplementary.finished ? (
          t('console.supplementary.notFinished')
        ) : (
          <Table<SupplementaryOrder>
            size="small"
            loading={supplementary === null}
            rowKey="id"
            pagination={{ pageSize: 10 }}
            dataSource={supplementary?.orders ?? []}
            scroll={{ x: true }}
            locale={{ emptyText: t('console.supplementary.none') }}
            columns={[
              { title: t('console.order.id'), dataIndex: 'id' },
              { title: t('console.order.market'), dataIndex: 'marketName' },
              { title: t('console.order.product'), dataIndex: 'productName' },
              { title: t('console.order.quantity'), dataIndex: 'quantity' },
              { title: t('console.order.total'), dataIndex: 'totalPrice', render: formatNumber },
              {
                title: t('console.actions'),
                key: 'give',
                render: (_, o) => {
                  const key = `supp-${o.id}`;
                  const { id } = o;
                  return o.teams?.length && id !== undefined ? (
                    <Space>
                      <Select
                        aria-label={t('console.supplementary.team')}
                        style={{ minWidth: 120 }}
                        placeholder={t('console.supplementary.team')}
                        value={choice[key]}
                        onChange={(v) => setChoice({ ...choice, [key]: v })}
                        options={o.teams.flatMap((tm) =>
                          tm.teamId === undefined ? [] : [{ value: String(tm.teamId), label: display(tm.teamName) }],
                        )}
                      />
                      <Button
                        size="small"
                        type="primary"
                        disabled={!choice[key]}
                        loading={busy === key}
                        onClick={() =>
                          grant(key, () =>
                            giveSupplementaryOrder({
                              trainId: train.trainId,
                              groupId: choice[key],
                              orderId: id,
                            }),
                          )
                        }
                      >
                        {t('console.supplementary.give')}
                      </Button>
                    </Space>
                  ) : (
                    t('console.supplementary.noTeam')
                  );
                },
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}

/** The teacher's orders: rules, the meeting's orders, repairs and supplementary orders. */
export default function OrdersPanel() {
  return (
    <>
      <OrderRules />
      <MeetingOrders />
      <OrderGrants />
    </>
  );
}
