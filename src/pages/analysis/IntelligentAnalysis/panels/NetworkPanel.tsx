import { useT } from '@/utils/hooks';
import { useRequest } from 'ahooks';
import type { AllInOneRow, NetworkMarket } from '@/services/analysis';
import analysisModel, { type NetWorkTeamRow } from '@/stores/analysis';
import { useModel } from '@/utils/model';
import { display, formatNumber, formatPercent, text } from '@/utils/format';
import { barOption } from '../../charts';
import AnalysisChart from '../../components/AnalysisChart';
import Mark from '../../components/Mark';
import DataTable, { type Col } from '../../components/DataTable';
import { Guard } from '../../components/States';
import { roundLabel, type T, useAnalysis } from '../../hooks';
import type { PanelProps } from './MetricPanel';

/** A market's state for a team; '-' when the answer says neither that it is open nor how far along. */
function marketStatus(t: T, m: NetworkMarket | undefined): string {
  if (m?.developed) return t('analysis.network.developed');
  if (m?.progress === undefined) return display(undefined);
  return m.progress > 0
    ? t('analysis.network.developing', { progress: m.progress, required: display(m.required) })
    : t('analysis.network.closed');
}

const shareText = (m: NetworkMarket | undefined) =>
  m?.shareBp === undefined ? display(undefined) : formatPercent(m.shareBp / 10000);

/** Network marketing (getNetWorkTeam, all rounds): each team's advertising against its sales. */
function AdVersusSales({ trainId }: PanelProps) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const state = useRequest(() => analysis.fetchNetWorkTeam({ trainId }), { refreshDeps: [trainId] });
  const rows = useAnalysis('NetWorkTeamList');
  const title = t('analysis.network.adVsSales');
  const columns: Col<NetWorkTeamRow>[] = [
    { key: 'team', title: t('analysis.team'), value: (r) => r.teamName },
    { key: 'advertising', title: t('analysis.m.adTotal'), value: (r) => r.advertising, kind: 'money' },
    { key: 'sales', title: t('analysis.m.sales'), value: (r) => r.sales, kind: 'money' },
    { key: 'orders', title: t('analysis.m.takenCount'), value: (r) => r.ordersTaken, kind: 'count' },
    { key: 'salesPerAd', title: t('analysis.m.salesPerAd'), value: (r) => r.salesPerAd, kind: 'ratio' },
  ];
  return (
    <Guard state={state} empty={!rows.length}>
      {() => (
        <>
          <AnalysisChart
            title={title}
            option={barOption(
              rows.map((r) => r.teamName),
              [
                { name: t('analysis.m.adTotal'), data: rows.map((r) => r.advertising), kind: 'money' },
                { name: t('analysis.m.sales'), data: rows.map((r) => r.sales), kind: 'money' },
                { name: t('analysis.m.salesPerAd'), data: rows.map((r) => r.salesPerAd), kind: 'ratio' },
              ],
            )}
          />
          <DataTable<NetWorkTeamRow>
            title={title}
            columns={columns}
            rows={rows}
            rowKey={(r) => text(r.teamId)}
            exportName={title}
            loading={state.loading}
          />
        </>
      )}
    </Guard>
  );
}

/**
 * Network teams: advertising against sales per team, then each team's market network
 * (getAllAnalysis) — headline figures and, per market, whether it is open, what the team sold
 * there and its share; the chart stacks each team's sales by market.
 */
export default function NetworkPanel(props: PanelProps) {
  const { trainId, round } = props;
  const t = useT();
  const analysis = useModel(analysisModel);
  const state = useRequest(() => analysis.fetchAllInOne({ trainId, round }), { refreshDeps: [trainId, round] });
  const rows = useAnalysis('allInOne');
  const markets = rows[0]?.markets ?? [];
  const scope = round ? roundLabel(t, round) : t('analysis.round.all');
  const cell = (r: AllInOneRow, i: number) => r.markets?.[i];
  const columns: Col<AllInOneRow>[] = [
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
      key: m.market ?? `market-${i}`,
      title: display(m.marketName),
      value: (r: AllInOneRow) =>
        t('analysis.network.cell', {
          status: marketStatus(t, cell(r, i)),
          sales: formatNumber(cell(r, i)?.sales),
          share: shareText(cell(r, i)),
        }),
      render: (r: AllInOneRow) => {
        const c = cell(r, i);
        const progressing = c?.progress !== undefined && c.progress > 0;
        return (
          <span style={{ whiteSpace: 'nowrap' }}>
            <Mark tone={c?.developed ? 'success' : progressing ? 'processing' : 'default'}>{marketStatus(t, c)}</Mark>
            {c?.sales !== undefined && c.sales > 0 && ` · ${formatNumber(c.sales)} · ${shareText(c)}`}
          </span>
        );
      },
    })),
  ];
  const title = t('analysis.scoped', { title: t('analysis.network.markets'), scope });
  return (
    <>
      <AdVersusSales {...props} />
      <Guard state={state} empty={!rows.length}>
        {() => (
          <>
            <AnalysisChart
              title={t('analysis.scoped', { title: t('analysis.chart.network'), scope })}
              option={barOption(
                rows.map((r) => r.teamName),
                markets.map((m, i) => ({
                  name: display(m.marketName),
                  data: rows.map((r) => cell(r, i)?.sales),
                  stack: 'sales',
                  kind: 'money',
                })),
              )}
            />
            <DataTable<AllInOneRow>
              title={title}
              columns={columns}
              rows={rows}
              rowKey={(r) => text(r.teamId)}
              exportName={title}
              loading={state.loading}
            />
          </>
        )}
      </Guard>
    </>
  );
}
