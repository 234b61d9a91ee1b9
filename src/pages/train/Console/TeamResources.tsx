import { Table, Tabs, Tag, Typography } from 'antd';
import type { TeamState } from '@/features/console/teamState';
import { display, formatNumber, total } from '@/utils/format';
import { useT } from '@/utils/hooks';

/** The team's resources by tab: lines, stock, orders, finance and developments. */
export default function TeamResources({
  team,
  tab,
  onTab,
}: {
  team: TeamState;
  tab: string;
  onTab: (tab: string) => void;
}) {
  const t = useT();
  return (
    <Tabs
      activeKey={tab}
      onChange={onTab}
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
                { title: t('console.ops.line'), dataIndex: 'id', render: display },
                { title: t('console.ops.field.lineType'), dataIndex: 'typeName', render: display },
                { title: t('console.order.product'), dataIndex: 'product', render: display },
                { title: t('console.ops.capacity'), dataIndex: 'capacity', render: display },
                {
                  title: t('console.teams.status'),
                  dataIndex: 'status',
                  render: (s: string | undefined, l) =>
                    l.wip ? (
                      <Tag color="processing">{t('console.ops.producing')}</Tag>
                    ) : s ? (
                      <Tag>{t(`console.ops.line.${s}`)}</Tag>
                    ) : (
                      '-'
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
              dataSource={[...(team.materials ?? []), ...(team.products ?? [])]}
              columns={[
                { title: t('console.products.name'), dataIndex: 'name', render: display },
                { title: t('console.ops.stockQty'), dataIndex: 'stock', align: 'right', render: display },
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
                { title: t('console.order.id'), dataIndex: 'id', render: display },
                { title: t('console.order.product'), dataIndex: 'product', render: display },
                { title: t('console.order.quantity'), dataIndex: 'quantity', render: display },
                { title: t('console.order.total'), dataIndex: 'totalPrice', render: formatNumber },
                { title: t('console.ops.due'), dataIndex: 'dueRound', render: display },
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
                  ...(team.longLoans ?? []).map((l) => ({ ...l, kind: 'long' })),
                  ...(team.shortLoans ?? []).map((l) => ({ ...l, kind: 'short' })),
                ]}
                locale={{ emptyText: t('console.ops.noLoans') }}
                columns={[
                  { title: t('console.ops.loan'), dataIndex: 'id', render: display },
                  {
                    title: t('console.ops.field.kind'),
                    dataIndex: 'kind',
                    render: (k: string) => t(`console.ops.kind.${k}`),
                  },
                  { title: t('console.ops.field.amount'), dataIndex: 'amount', render: formatNumber },
                  { title: t('console.ops.due'), dataIndex: 'dueRound', render: display },
                ]}
              />
              <Typography.Paragraph style={{ marginTop: 12 }}>
                {t('console.ops.receivables', {
                  amount: formatNumber(total(team.receivables, (r) => r.amount)),
                })}
              </Typography.Paragraph>
              {!!team.cashLimits?.length && (
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
              rowKey={(d) => d.code ?? ''}
              pagination={false}
              dataSource={[...(team.markets ?? []), ...(team.productDevelopment ?? []), ...(team.qualifications ?? [])]}
              columns={[
                { title: t('console.products.name'), dataIndex: 'name', render: display },
                {
                  title: t('console.ops.progress'),
                  key: 'progress',
                  render: (_, d) =>
                    d.done ? (
                      <Tag color="success">{t('console.ops.devDone')}</Tag>
                    ) : (
                      `${display(d.progress)} / ${display(d.required)}`
                    ),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
