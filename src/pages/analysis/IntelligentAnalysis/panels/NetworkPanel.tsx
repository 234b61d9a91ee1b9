import { Tag } from 'antd';
import type { NetWorkTeamRow, NetworkMarket } from '@/services/analysis';
import { formatNumber, formatPercent } from '@/utils/format';
import { barOption } from '../../charts';
import AnalysisChart from '../../components/AnalysisChart';
import DataTable, { type Col } from '../../components/DataTable';
import { Guard } from '../../components/States';
import { roundLabel, type T, useAnalysis, useCall, useLoad, useT } from '../../hooks';
import type { PanelProps } from './MetricPanel';

function marketStatus(t: T, m: NetworkMarket): string {
  if (m.developed) return t('analysis.network.developed');
  return m.progress > 0 ? t('analysis.network.developing', { progress: m.progress, required: m.required }) : t('analysis.network.closed');
}

/**
 * The market network (getAllAnalysis): each team's headline figures and, per market, whether it is
 * open, what the team sold there and its share; the chart stacks each team's sales by market.
 */
export default function NetworkPanel({ trainId, round }: PanelProps) {
  const t = useT();
  const call = useCall();
  const state = useLoad(() => call<NetWorkTeamRow[]>('fetchNetWorkTeam', { trainId, round }), `network|${trainId}|${round}`);
  const rows = useAnalysis('NetWorkTeamList');
  const markets = rows[0]?.markets ?? [];
  const scope = round ? roundLabel(t, round) : t('analysis.round.all');
  const cell = (r: NetWorkTeamRow, i: number) => r.markets[i];
  const columns: Col<NetWorkTeamRow>[] = [
    { key: 'team', title: t('analysis.team'), value: (r) => r.teamName, fixed: 'left' },
    { key: 'revenue', title: t('analysis.m.revenue'), value: (r) => r.revenue, kind: 'money' },
    { key: 'netIncome', title: t('analysis.m.netIncome'), value: (r) => r.netIncome, kind: 'money' },
    { key: 'equity', title: t('analysis.m.equity'), value: (r) => r.equity, kind: 'money' },
    { key: 'advertising', title: t('analysis.m.adTotal'), value: (r) => r.advertising, kind: 'money' },
    { key: 'orders', title: t('analysis.m.takenCount'), value: (r) => r.ordersTaken, kind: 'count' },
    { key: 'utilisation', title: t('analysis.m.utilisation'), value: (r) => r.utilisation, kind: 'ratio' },
    { key: 'debtRatio', title: t('analysis.m.debtRatio'), value: (r) => r.debtRatio, kind: 'ratio' },
    { key: 'countScore', title: t('analysis.company.countScore'), value: (r) => r.countScore, kind: 'count' },
    ...markets.map((m, i) => ({
      key: m.market,
      title: m.marketName,
      value: (r: NetWorkTeamRow) =>
        t('analysis.network.cell', { status: marketStatus(t, cell(r, i)), sales: formatNumber(cell(r, i).sales), share: formatPercent(cell(r, i).shareBp / 10000) }),
      render: (r: NetWorkTeamRow) => {
        const c = cell(r, i);
        return (
          <span style={{ whiteSpace: 'nowrap' }}>
            <Tag color={c.developed ? 'success' : c.progress > 0 ? 'processing' : 'default'}>{marketStatus(t, c)}</Tag>
            {c.sales > 0 && `${formatNumber(c.sales)} · ${formatPercent(c.shareBp / 10000)}`}
          </span>
        );
      },
    })),
  ];
  return (
    <Guard state={state} empty={!rows.length}>
      {() => (
        <>
          <AnalysisChart
            title={`${t('analysis.chart.network')}（${scope}）`}
            option={barOption(
              rows.map((r) => r.teamName),
              markets.map((m, i) => ({ name: m.marketName, data: rows.map((r) => cell(r, i).sales), stack: 'sales', kind: 'money' })),
            )}
          />
          <DataTable<NetWorkTeamRow> title={`${t('analysis.tab.network')}（${scope}）`} columns={columns} rows={rows} rowKey={(r) => r.teamId} exportName={`${t('analysis.tab.network')}-${scope}`} loading={state.loading} />
        </>
      )}
    </Guard>
  );
}
