import { useT } from '@/utils/hooks';
import { useRequest } from 'ahooks';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';
import { Col, Row, Select, Space } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import type { AdvertisingParams, Analysis, TeamRow } from '@/services/analysis';
import { barOption, type Kind, trendOption } from '../../charts';
import AnalysisChart from '../../components/AnalysisChart';
import DataTable, { type Col as TableCol } from '../../components/DataTable';
import { Guard } from '../../components/States';
import { display, text } from '@/utils/format';
import { roundLabel } from '../../hooks';

export interface PanelProps {
  trainId: string;
  /** a settled round, or undefined for all rounds to date */
  round?: number;
}

export interface MetricColumn<R> {
  key: string;
  label: string;
  kind: Kind;
  /** undefined: the answer left the figure out (shown '-', no point in a chart) */
  value: (row: R) => number | undefined;
  /** how the column appears in the main chart: a bar, a bar of a stack, a ratio line; absent: table only */
  chart?: 'bar' | 'stack' | 'line';
  /** offered in the per-round trend */
  trend?: boolean;
}

/** The analysis model's effects that answer per-team metric rows with their trend. */
export type MetricEffect =
  | 'fetchCostProfit'
  | 'fetchAdvertising'
  | 'fetchOrder'
  | 'fetchCapacity'
  | 'fetchEarnings'
  | 'fetchLiabilities';

/** The table columns of metric rows: the team, then each metric. */
export function metricTableColumns<R extends TeamRow>(teamTitle: string, columns: MetricColumn<R>[]): TableCol<R>[] {
  return [
    { key: 'team', title: teamTitle, value: (r) => r.teamName, fixed: 'left' },
    ...columns.map((c) => ({ key: c.key, title: c.label, value: c.value, kind: c.kind })),
  ];
}

/** Totals of money and count columns (ratios have none); none either where a row left the figure out. */
export function totals<R>(label: string, columns: MetricColumn<R>[], rows: R[]) {
  return [
    label,
    ...columns.map((c) => {
      if (c.kind === 'ratio') return null;
      const values = rows.map(c.value);
      return values.every((v) => v !== undefined) ? values.reduce((s: number, v) => s + (v as number), 0) : null;
    }),
  ];
}

/**
 * One per-team analysis (cost/profit, advertising, orders, capacity, earnings, liabilities): a
 * chart comparing the teams for the chosen round (or all rounds), the trend of a chosen metric
 * over every settled round, and the table behind them with totals, each exportable.
 */
export default function MetricPanel<R extends TeamRow>({
  trainId,
  round,
  effect,
  params,
  title,
  columns,
  filters,
  children,
}: PanelProps & {
  effect: MetricEffect;
  params?: Omit<AdvertisingParams, 'trainId' | 'round'>;
  title: string;
  columns: MetricColumn<R>[];
  filters?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const selectId = useId();
  // Each of these effects stores and resolves its own row type; this panel is told which one R is.
  const load = analysis[effect] as (p: AdvertisingParams) => Promise<Analysis<R> | undefined>;
  const state = useRequest(() => load({ trainId, round, ...params }), {
    refreshDeps: [effect, trainId, round, JSON.stringify(params ?? {})],
  });
  const trendColumns = columns.filter((c) => c.trend);
  const [trendKey, setTrendKey] = useState(trendColumns[0]?.key);
  const trendColumn = trendColumns.find((c) => c.key === trendKey) ?? trendColumns[0];
  const rows = state.data?.rows ?? [];
  const trend = state.data?.trend ?? [];
  const scope = round ? roundLabel(t, round) : t('analysis.round.all');
  const charted = columns.filter((c) => c.chart);

  const teams = rows.map((r) => r.teamName);
  const main = barOption(
    teams,
    charted.map((c) => ({
      name: c.label,
      data: rows.map(c.value),
      kind: c.chart === 'line' ? 'ratio' : c.kind,
      stack: c.chart === 'stack' ? 'stack' : undefined,
    })),
  );
  const trendChart = trendColumn
    ? trendOption(
        trend.map((x) => roundLabel(t, x.round)),
        teams.map((name, i) => ({
          name: display(name),
          data: trend.map((x) => {
            const team = rows[i].teamId;
            const row = team === undefined ? undefined : x.rows?.find((r) => r.teamId === team);
            return row ? trendColumn.value(row) : null;
          }),
        })),
        trendColumn.kind,
      )
    : undefined;

  return (
    <>
      {filters && (
        <Space wrap style={{ marginBottom: 16 }}>
          {filters}
        </Space>
      )}
      <Guard state={state} empty={!rows.length}>
        {() => (
          <>
            <Row gutter={16}>
              <Col xs={24} xl={trendChart ? 12 : 24}>
                <AnalysisChart title={t('analysis.scoped', { title, scope })} option={main} />
              </Col>
              {trendChart && trendColumn && (
                <Col xs={24} xl={12}>
                  <AnalysisChart
                    title={t('analysis.chart.trend', { name: trendColumn.label })}
                    option={trendChart}
                    extra={
                      trendColumns.length > 1 && (
                        <Select
                          id={selectId}
                          aria-label={t('analysis.chart.metric')}
                          size="small"
                          style={{ minWidth: 120, marginRight: 8 }}
                          value={trendColumn.key}
                          onChange={setTrendKey}
                          options={trendColumns.map((c) => ({ value: c.key, label: c.label }))}
                        />
                      )
                    }
                  />
                </Col>
              )}
            </Row>
            <DataTable<R>
              title={t('analysis.scoped', { title, scope })}
              columns={metricTableColumns(t('analysis.team'), columns)}
              rows={rows}
              rowKey={(r) => text(r.teamId)}
              exportName={`${title}-${scope}`}
              loading={state.loading}
              summary={rows.length > 1 ? totals(t('analysis.total'), columns, rows) : undefined}
            />
          </>
        )}
      </Guard>
      {/* Outside the guard: what a panel adds below (the order book) loads beside the metrics, not after them. */}
      {children}
    </>
  );
}
