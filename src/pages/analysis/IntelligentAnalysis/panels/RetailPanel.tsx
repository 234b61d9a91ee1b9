import { useEffectCall, useT } from '@/utils/hooks';
import { Select, Space } from 'antd';
import { useId, useState } from 'react';
import * as analysisService from '@/services/analysis';
import type { RetailOrderRow, RetailPage, TeamOption } from '@/services/analysis';
import { barOption } from '../../charts';
import AnalysisChart from '../../components/AnalysisChart';
import DataTable from '../../components/DataTable';
import { Guard } from '../../components/States';
import { allPages } from '../../exportFile';
import { roundLabel, useAnalysis, useLoad, usePaging } from '../../hooks';
import type { PanelProps } from './MetricPanel';
import { orderLineColumns } from './orderLines';

const PAGE_SIZE = 20;

/** Retail orders: delivered sales (server-paged), with the sales of every page per quarter. */
export default function RetailPanel({ trainId, round }: PanelProps) {
  const t = useT();
  const call = useEffectCall();
  const id = useId();
  const [teamId, setTeamId] = useState<string>();
  const { page, toFirst, pagination } = usePaging(PAGE_SIZE);
  useLoad(() => call<TeamOption[]>('analysis/fetchFinancialSelect', { trainId }), `finTeams|${trainId}`);
  const teams = useAnalysis('financialSelectList');
  const params = { trainId, round, teamId, current: page.current, size: page.size };
  const state = useLoad(() => call<RetailPage>('analysis/fetchRetailOrders', params), JSON.stringify(params));
  const records = useAnalysis('retailOrderList');
  const byRound = state.data?.byRound ?? [];
  const columns = orderLineColumns<RetailOrderRow>(t, 'analysis.retail.deliveredRound');
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
              exportAll={() =>
                allPages((current, size) => analysisService.retailOrderList({ ...params, current, size }))
              }
              loading={state.loading}
              pagination={pagination(state.data?.total ?? 0)}
            />
          </>
        )}
      </Guard>
    </>
  );
}
