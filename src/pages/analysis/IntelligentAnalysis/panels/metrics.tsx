import { useT } from '@/utils/hooks';
import { useRequest } from 'ahooks';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';
import { Select } from 'antd';
import { useId, useState } from 'react';
import type { AdvertisingRow, CapacityRow, CostProfitRow, EarningsRow, LiabilitiesRow } from '@/services/analysis';
import { COST_PROFIT_KEYS } from '@/features/analysis/constants';
import { useAnalysis } from '../../hooks';
import { display, toNumber } from '@/utils/format';
import MetricPanel, { type MetricColumn, type PanelProps } from './MetricPanel';

/** Cost and profit: the costs stacked per team beside the net income, and their table. */
export function CostProfitPanel(props: PanelProps) {
  const t = useT();
  const chart: Record<string, MetricColumn<CostProfitRow>['chart']> = { revenue: 'bar', netIncome: 'bar' };
  const trend = new Set(['revenue', 'expenses', 'netIncome']);
  const columns: MetricColumn<CostProfitRow>[] = COST_PROFIT_KEYS.map((key) => ({
    key,
    label: t(`analysis.m.${key}`),
    kind: 'money',
    value: (r) => r[key],
    chart: chart[key] ?? 'stack',
    trend: trend.has(key),
  }));
  return (
    <MetricPanel<CostProfitRow>
      {...props}
      effect="fetchCostProfit"
      title={t('analysis.chart.costProfit')}
      columns={columns}
    />
  );
}

export function CapacityPanel(props: PanelProps) {
  const t = useT();
  const columns: MetricColumn<CapacityRow>[] = [
    { key: 'lines', label: t('analysis.m.lines'), kind: 'count', value: (r) => r.lines, trend: true },
    {
      key: 'capacity',
      label: t('analysis.m.capacity'),
      kind: 'count',
      value: (r) => r.capacity,
      chart: 'bar',
      trend: true,
    },
    { key: 'used', label: t('analysis.m.used'), kind: 'count', value: (r) => r.used, chart: 'bar', trend: true },
    {
      key: 'utilisation',
      label: t('analysis.m.utilisation'),
      kind: 'ratio',
      value: (r) => r.utilisation,
      chart: 'line',
      trend: true,
    },
  ];
  return (
    <MetricPanel<CapacityRow>
      {...props}
      effect="fetchCapacity"
      title={t('analysis.chart.capacity')}
      columns={columns}
    />
  );
}

export function EarningsPanel(props: PanelProps) {
  const t = useT();
  const columns: MetricColumn<EarningsRow>[] = (['revenue', 'grossProfit', 'netIncome'] as const).map((key) => ({
    key,
    label: t(`analysis.m.${key}`),
    kind: 'money',
    value: (r) => r[key],
    chart: 'bar',
    trend: true,
  }));
  return (
    <MetricPanel<EarningsRow>
      {...props}
      effect="fetchEarnings"
      title={t('analysis.chart.earnings')}
      columns={columns}
    />
  );
}

export function LiabilitiesPanel(props: PanelProps) {
  const t = useT();
  const columns: MetricColumn<LiabilitiesRow>[] = [
    {
      key: 'longLoans',
      label: t('analysis.m.longLoans'),
      kind: 'money',
      value: (r) => r.longLoans,
      chart: 'stack',
      trend: true,
    },
    {
      key: 'shortLoans',
      label: t('analysis.m.shortLoans'),
      kind: 'money',
      value: (r) => r.shortLoans,
      chart: 'stack',
      trend: true,
    },
    { key: 'payables', label: t('analysis.m.payables'), kind: 'money', value: (r) => r.payables, chart: 'stack' },
    { key: 'total', label: t('analysis.m.liabilitiesTotal'), kind: 'money', value: (r) => r.total, trend: true },
    {
      key: 'debtRatio',
      label: t('analysis.m.debtRatio'),
      kind: 'ratio',
      value: (r) => r.debtRatio,
      chart: 'line',
      trend: true,
    },
  ];
  return (
    <MetricPanel<LiabilitiesRow>
      {...props}
      effect="fetchLiabilities"
      title={t('analysis.chart.liabilities')}
      columns={columns}
    />
  );
}

/**
 * A team's advertising in one market. `byMarket` lists only the markets the team advertised in, so a
 * market missing from a map that came is no advertising; without the map the figure is unknown.
 */
function adInMarket(byMarket: unknown, code: string): number | undefined {
  if (!byMarket || typeof byMarket !== 'object') return undefined;
  const by = byMarket as Record<string, unknown>;
  return code in by ? toNumber(by[code]) : 0;
}

/** Advertising per team, stacked by market, optionally for one product. */
export function AdvertisingPanel(props: PanelProps) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const id = useId();
  const [product, setProduct] = useState<string>();
  useRequest(() => analysis.fetchMarketList({ trainId: props.trainId }), { refreshDeps: [props.trainId] });
  useRequest(() => analysis.fetchProductList({ trainId: props.trainId }), { refreshDeps: [props.trainId] });
  const markets = useAnalysis('marketList');
  const products = useAnalysis('productList');
  const columns: MetricColumn<AdvertisingRow>[] = [
    // A market the answer did not name by code cannot be looked up in a team's row: it is left out.
    ...markets.flatMap(({ code, name }) =>
      code === undefined
        ? []
        : [
            {
              key: code,
              label: display(name),
              kind: 'money' as const,
              value: (r: AdvertisingRow) => adInMarket(r.byMarket, code),
              chart: 'stack' as const,
            },
          ],
    ),
    { key: 'total', label: t('analysis.m.adTotal'), kind: 'money', value: (r) => r.total, trend: true },
  ];
  const filter = (
    <>
      <label htmlFor={id}>{t('analysis.product')}</label>
      <Select
        id={id}
        allowClear
        style={{ minWidth: 140 }}
        placeholder={t('analysis.all')}
        value={product}
        onChange={(v) => setProduct(v ?? undefined)}
        options={products.flatMap((p) => (p.code === undefined ? [] : [{ value: p.code, label: display(p.name) }]))}
      />
    </>
  );
  return (
    <MetricPanel<AdvertisingRow>
      {...props}
      effect="fetchAdvertising"
      params={{ product }}
      title={t('analysis.chart.advertising')}
      columns={columns}
      filters={filter}
    />
  );
}
