import { Select, Space } from 'antd';
import { useId, useState } from 'react';
import * as analysisService from '@/services/analysis';
import type { RetailOrderRow, RetailPage, TeamOption } from '@/services/analysis';
import { barOption } from '../../charts';
import AnalysisChart from '../../components/AnalysisChart';
import DataTable, { type Col } from '../../components/DataTable';
import { Guard } from '../../components/States';
import { allPages } from '../../exportFile';
import { roundLabel, useAnalysis, useCall, useLoad, usePaging, useT } from '../../hooks';
import type { PanelProps } from './MetricPanel';

const PAGE_SIZE = 20;

/** Retail orders: delivered sales (server-paged), with the sales of every page per quarter. */
export default function RetailPanel({ trainId, round }: PanelProps) {
  const t = useT();
  const call = useCall();
  const id = useId();
  const [teamId, setTeamId] = useState<string>();
  const { page, toFirst, pagination } = usePaging(PAGE_SIZE);
  useLoad(() => call<TeamOption[]>('fetchFinancialSelect', { trainId }), `finTeams|${trainId}`);
  const teams = useAnalysis('financialSelectList');
  const params = { trainId, round, teamId, current: page.current, size: page.size };
  const state = useLoad(() => call<RetailPage>('fetchRetailOrders', params), JSON.stringify(params));
  const records = useAnalysis('retailOrderList');
  const byRound = state.data?.byRound ?? [];
  const columns: Col<RetailOrderRow>[] = [
    { key: 'team', title: t('analysis.team'), value: (r) => r.teamName },
    { key: 'delivered', title: t('analysis.retail.deliveredRound'), value: (r) => roundLabel(t, r.round) },
    { key: 'orderId', title: t('analysis.order.id'), value: (r) => r.orderId },
    { key: 'market', title: t('analysis.market'), value: (r) => r.marketName },
    { key: 'product', title: t('analysis.product'), value: (r) => r.productName },
    { key: 'quantity', title: t('analysis.order.quantity'), value: (r) => r.quantity, kind: 'count' },
    { key: 'unitPrice', title: t('analysis.order.unitPrice'), value: (r) => r.unitPrice, kind: 'money' },
    { key: 'totalPrice', title: t('analysis.order.totalPrice'), value: (r) => r.totalPrice, kind: 'money' },
    { key: 'term', title: t('analysis.order.term'), value: (r) => r.receivableTerm, kind: 'count' },
  ];
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <label htmlFor={id}>{t('analysis.team')}</label>
        <Select
          id={id}
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('analysis.all')}
          value={teamId}
          onChange={(v) => {
            setTeamId(v ?? undefined);
            toFirst();
          }}
          options={teams.map((x) => ({ value: x.teamId, label: x.teamName }))}
        />
      </Space>
      <Guard state={state} empty={!state.data?.total}>
        {() => (
          <>
            <AnalysisChart
              title={t('analysis.chart.retail')}
              option={barOption(
                byRound.map((r) => roundLabel(t, r.round)),
                [{ name: t('analysis.m.sales'), data: byRound.map((r) => r.value), kind: 'money' }],
              )}
            />
            <DataTable<RetailOrderRow>
              title={t('analysis.tab.retail')}
              columns={columns}
              rows={records}
              rowKey={(r) => `${r.teamId}-${r.orderId}`}
              exportName={t('analysis.tab.retail')}
              exportAll={() => allPages((current, size) => analysisService.retailOrderList({ ...params, current, size }))}
              loading={state.loading}
              pagination={pagination(state.data?.total ?? 0)}
            />
          </>
        )}
      </Guard>
    </>
  );
}
