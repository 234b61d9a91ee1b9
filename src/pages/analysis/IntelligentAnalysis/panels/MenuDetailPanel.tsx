import { useT } from '@/utils/hooks';
import { useRequest } from 'ahooks';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';
import { Select, Space } from 'antd';
import { useId, useState } from 'react';
import type { MenuDetailRow } from '@/services/analysis';
import { barOption } from '../../charts';
import AnalysisChart from '../../components/AnalysisChart';
import DataTable, { type Col } from '../../components/DataTable';
import { Guard } from '../../components/States';
import { roundLabel, useAnalysis } from '../../hooks';
import { text } from '@/utils/format';
import type { PanelProps } from './MetricPanel';

/** Per team: its advertising and the order value it won in one meeting, in order of first appearance. */
/** A sum of a team is absent (undefined) when any of its rows left the figure out: a part is not the whole. */
export function wonPerTeam(rows: MenuDetailRow[]): { teamName?: string; ad?: number; value?: number }[] {
  const out = new Map<string, { teamName?: string; ad?: number; value?: number }>();
  const add = (sum: number | undefined, part: number | undefined) =>
    sum === undefined || part === undefined ? undefined : sum + part;
  for (const r of rows) {
    const key = text(r.teamId);
    const sum = out.get(key) ?? { teamName: r.teamName, ad: 0, value: 0 };
    sum.ad = add(sum.ad, r.ad);
    sum.value = add(sum.value, r.value);
    out.set(key, sum);
  }
  return [...out.values()];
}

/** One order meeting: who ranked where in each market × product, their ad, picks and what they won. */
export default function MenuDetailPanel({ trainId }: PanelProps) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const id = useId();
  const [meeting, setMeeting] = useState<number>();
  const state = useRequest(() => analysis.fetchMenuDetail({ trainId, round: meeting }), {
    refreshDeps: [trainId, meeting],
  });
  const rows = useAnalysis('menuDetailList');
  const shown = state.data?.round ?? undefined;
  const won = wonPerTeam(rows);
  const columns: Col<MenuDetailRow>[] = [
    { key: 'market', title: t('analysis.market'), value: (r) => r.marketName },
    { key: 'product', title: t('analysis.product'), value: (r) => r.productName },
    { key: 'rank', title: t('analysis.menu.rank'), value: (r) => r.rank, kind: 'count' },
    { key: 'team', title: t('analysis.team'), value: (r) => r.teamName },
    { key: 'ad', title: t('analysis.menu.ad'), value: (r) => r.ad, kind: 'money' },
    { key: 'rights', title: t('analysis.menu.rights'), value: (r) => r.rights, kind: 'count' },
    { key: 'picked', title: t('analysis.menu.picked'), value: (r) => r.picked, kind: 'count' },
    { key: 'orders', title: t('analysis.menu.orders'), value: (r) => r.orderIds?.map(text).join('、') || '-' },
    { key: 'quantity', title: t('analysis.menu.quantity'), value: (r) => r.quantity, kind: 'count' },
    { key: 'value', title: t('analysis.menu.value'), value: (r) => r.value, kind: 'money' },
  ];
  const title = shown
    ? t('analysis.scoped', { title: t('analysis.menu.meeting'), scope: roundLabel(t, shown) })
    : t('analysis.menu.meeting');
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <label htmlFor={id}>{t('analysis.menu.meeting')}</label>
        <Select
          id={id}
          style={{ minWidth: 180 }}
          value={shown}
          onChange={setMeeting}
          options={(state.data?.meetingRounds ?? []).flatMap((r) =>
            r.round === undefined ? [] : [{ value: r.round, label: roundLabel(t, r.round) }],
          )}
        />
      </Space>
      <Guard state={state} empty={!rows.length} emptyText={t('analysis.menu.none')}>
        {() => (
          <>
            <AnalysisChart
              title={t('analysis.chart.menu')}
              option={barOption(
                won.map((w) => w.teamName),
                [
                  { name: t('analysis.menu.ad'), data: won.map((w) => w.ad), kind: 'money' },
                  { name: t('analysis.menu.value'), data: won.map((w) => w.value), kind: 'money' },
                ],
              )}
            />
            <DataTable<MenuDetailRow>
              title={title}
              columns={columns}
              rows={rows}
              rowKey={(r) => text(r.key)}
              exportName={title}
              loading={state.loading}
              pageSize={50}
            />
          </>
        )}
      </Guard>
    </>
  );
}
