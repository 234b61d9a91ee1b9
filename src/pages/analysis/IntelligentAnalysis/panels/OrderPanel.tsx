import { useT } from '@/utils/hooks';
import { useRequest } from 'ahooks';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';
import { Select, Space, Tag } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import type { OrderDetailRow, OrderRow, OrderStatus } from '@/services/analysis';
import { allOrderDetails } from '@/features/analysis/queries';
import DataTable, { type Col } from '../../components/DataTable';
import LoadError from '@/components/LoadError';
import { failed, roundLabel, type T, useAnalysis, usePaging } from '../../hooks';
import MetricPanel, { type MetricColumn, type PanelProps } from './MetricPanel';
import { display, idText, text, toNumber } from '@/utils/format';
import { orderLineColumns } from './orderLines';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<OrderStatus, string> = { open: 'processing', delivered: 'success', cancelled: 'default' };

/** A labelled filter select that offers "all" by clearing. */
function Filter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value?: string;
  onChange: (v?: string) => void;
  options: { value: string; label: string }[];
}) {
  const t = useT();
  const id = useId();
  return (
    <Space size={8}>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        allowClear
        style={{ minWidth: 130 }}
        placeholder={t('analysis.all')}
        value={value}
        onChange={(v) => onChange(v ?? undefined)}
        options={options}
      />
    </Space>
  );
}

export function orderColumns(t: T): Col<OrderDetailRow>[] {
  return [
    ...orderLineColumns<OrderDetailRow>(t, 'analysis.order.meetingRound'),
    { key: 'due', title: t('analysis.order.dueRound'), value: (r) => roundLabel(t, r.dueRound) },
    {
      key: 'qualification',
      title: t('analysis.order.qualification'),
      value: (r) => display(r.requiredQualification),
    },
    {
      key: 'status',
      title: t('analysis.order.status'),
      value: (r) => (r.status ? t(`analysis.order.status.${r.status}`) : display(undefined)),
      render: (r) =>
        r.status ? (
          <Tag color={STATUS_COLOR[r.status]}>{t(`analysis.order.status.${r.status}`)}</Tag>
        ) : (
          display(undefined)
        ),
    },
    {
      key: 'delivered',
      title: t('analysis.order.deliveredRound'),
      value: (r) => (r.deliveredRound ? roundLabel(t, r.deliveredRound) : '-'),
    },
    { key: 'penalty', title: t('analysis.order.penalty'), value: (r) => r.penalty, kind: 'money' },
  ];
}

/** The order book: server-paged, filtered by team, market, product and status (the round comes from the page). */
function OrderBook({ trainId, round }: PanelProps) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const [teamId, setTeamId] = useState<string>();
  const [market, setMarket] = useState<string>();
  const [product, setProduct] = useState<string>();
  const [status, setStatus] = useState<OrderStatus>();
  const { page, toFirst, pagination } = usePaging(PAGE_SIZE);
  useRequest(() => analysis.fetchOrderTeamList({ trainId }), { refreshDeps: [trainId] });
  useRequest(() => analysis.fetchMarketList({ trainId }), { refreshDeps: [trainId] });
  useRequest(() => analysis.fetchProductList({ trainId }), { refreshDeps: [trainId] });
  const teams = useAnalysis('orderTeamList');
  const markets = useAnalysis('marketList');
  const products = useAnalysis('productList');
  const records = useAnalysis('orderDetailList');
  const params = { trainId, round, teamId, market, product, status, current: page.current, size: page.size };
  const state = useRequest(() => analysis.fetchOrderDetail(params), {
    refreshDeps: [trainId, round, teamId, market, product, status, page.current, page.size],
  });
  /** A filter change goes back to the first page. */
  const filter =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      toFirst();
    };
  const filters: ReactNode = (
    <Space wrap size={[16, 8]}>
      <Filter
        label={t('analysis.team')}
        value={teamId}
        onChange={filter(setTeamId)}
        options={teams.flatMap((x) => {
          const value = idText(x.teamId);
          return value
            ? [{ value, label: t('analysis.scoped', { title: display(x.teamName), scope: display(x.orderCount) }) }]
            : [];
        })}
      />
      <Filter
        label={t('analysis.market')}
        value={market}
        onChange={filter(setMarket)}
        options={markets.flatMap((x) => (x.code === undefined ? [] : [{ value: x.code, label: display(x.name) }]))}
      />
      <Filter
        label={t('analysis.product')}
        value={product}
        onChange={filter(setProduct)}
        options={products.flatMap((x) => (x.code === undefined ? [] : [{ value: x.code, label: display(x.name) }]))}
      />
      <Filter
        label={t('analysis.order.status')}
        value={status}
        onChange={filter((v?: string) => setStatus(v as OrderStatus | undefined))}
        options={(['open', 'delivered', 'cancelled'] as const).map((s) => ({
          value: s,
          label: t(`analysis.order.status.${s}`),
        }))}
      />
    </Space>
  );
  return (
    <>
      {failed(state) && <LoadError onRetry={state.refresh} />}
      <DataTable<OrderDetailRow>
        title={t('analysis.order.detail')}
        extra={<span style={{ marginRight: 8 }}>{filters}</span>}
        columns={orderColumns(t)}
        rows={failed(state) ? [] : records}
        rowKey={(r) => `${text(r.teamId)}-${text(r.orderId)}`}
        exportName={t('analysis.order.detail')}
        exportAll={() => allOrderDetails(params)}
        loading={state.loading}
        pagination={pagination(state.data?.total)}
      />
    </>
  );
}

/** Orders: taken and delivered per team (and their trend), the table, and the order book. */
export default function OrderPanel(props: PanelProps) {
  const t = useT();
  const c = (key: keyof OrderRow, kind: 'money' | 'count', chart?: 'bar', trend = false): MetricColumn<OrderRow> => ({
    key,
    label: t(`analysis.m.${key}`),
    kind,
    value: (r) => toNumber(r[key]),
    chart,
    trend,
  });
  const columns = [
    c('takenCount', 'count', undefined, true),
    c('takenQuantity', 'count'),
    c('takenValue', 'money', 'bar', true),
    c('deliveredCount', 'count'),
    c('deliveredQuantity', 'count'),
    c('deliveredValue', 'money', 'bar', true),
    c('penalties', 'money', undefined, true),
  ];
  return (
    <MetricPanel<OrderRow> {...props} effect="fetchOrder" title={t('analysis.chart.order')} columns={columns}>
      <OrderBook {...props} />
    </MetricPanel>
  );
}
