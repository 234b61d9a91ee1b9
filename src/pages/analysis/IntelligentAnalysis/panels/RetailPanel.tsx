import { useT } from '@/utils/hooks';
import { useRequest } from 'ahooks';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';
import { Select, Space } from 'antd';
import { useId, useState } from 'react';
import type { RetailOrderRow } from '@/services/analysis';
import { allRetailOrders } from '@/features/analysis/queries';
import { barOption } from '../../charts';
import AnalysisChart from '../../components/AnalysisChart';
import DataTable from '../../components/DataTable';
import { Guard } from '../../components/States';
import { roundLabel, useAnalysis, usePaging } from '../../hooks';
import type { PanelProps } from './MetricPanel';
import { display, text } from '@/utils/format';
import { idOptions } from '@/utils/options';
import { orderLineColumns } from './orderLines';

const PAGE_SIZE = 20;

/** Retail orders: delivered sales (server-paged), with the sales of every page per quarter. */
export default function RetailPanel({ trainId, round }: PanelProps) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const id = useId();
  const [teamId, setTeamId] = useState<string>();
  const { page, toFirst, pagination } = usePaging(PAGE_SIZE);
  useRequest(() => analysis.fetchFinancialSelect({ trainId }), { refreshDeps: [trainId] });
  const teams = useAnalysis('financialSelectList');
  const params = { trainId, round, teamId, current: page.current, size: page.size };
  const state = useRequest(() => analysis.fetchRetailOrders(params), {
    refreshDeps: [trainId, round, teamId, page.current, page.size],
  });
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
          options={idOptions(
            teams.map((x) => ({ ...x, id: x.teamId })),
            (x) => display(x.teamName),
          )}
        />
      </Space>
      <Guard state={state} empty={!state.data?.records?.length}>
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
              rowKey={(r) => `${text(r.teamId)}-${text(r.orderId)}`}
              exportName={t('analysis.tab.retail')}
              exportAll={() => allRetailOrders(params)}
              loading={state.loading}
              pagination={pagination(state.data?.total)}
            />
          </>
        )}
      </Guard>
    </>
  );
}
