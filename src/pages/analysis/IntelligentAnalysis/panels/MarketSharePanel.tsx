import { useT } from '@/utils/hooks';
import { useRequest } from 'ahooks';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';
import { Col, Row, Select } from 'antd';
import { useId, useState } from 'react';
import type { MarketShareRow } from '@/services/analysis';
import { pieOption, shareOption } from '../../charts';
import AnalysisChart from '../../components/AnalysisChart';
import DataTable, { type Col as TableCol } from '../../components/DataTable';
import { Guard } from '../../components/States';
import { roundLabel, useAnalysis } from '../../hooks';
import type { PanelProps } from './MetricPanel';

interface ShareTableRow {
  teamId: string;
  teamName: string;
  /** market code → [revenue, share] */
  cells: Record<string, { revenue: number; share: number }>;
}

/** Teams as rows, each market's sales and share as columns. */
export function shareTable(markets: MarketShareRow[]): ShareTableRow[] {
  const teams = markets[0]?.teams ?? [];
  return teams.map((team, i) => ({
    teamId: team.teamId,
    teamName: team.teamName,
    cells: Object.fromEntries(markets.map((m) => [m.market, { revenue: m.teams[i].revenue, share: m.teams[i].share }])),
  }));
}

/**
 * Market share by delivered sales: a 100 % stacked bar per market (the engine's basis points add
 * up to exactly 100 % in every market with sales), a pie of one market (both draw the largest
 * teams one by one and the rest as one segment), and the table of sales and shares per team and
 * market.
 */
export default function MarketSharePanel({ trainId, round }: PanelProps) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const id = useId();
  const state = useRequest(() => analysis.fetchMarketShare({ trainId, round }), { refreshDeps: [trainId, round] });
  const markets = useAnalysis('marketShare');
  const selling = markets.filter((m) => m.total > 0);
  const [picked, setPicked] = useState<string>();
  const pie = selling.find((m) => m.market === picked) ?? selling[0];
  const scope = round ? roundLabel(t, round) : t('analysis.round.all');
  const teamNames = markets[0]?.teams.map((x) => x.teamName) ?? [];
  const others = (count: number) => t('analysis.chart.others', { count });
  const columns: TableCol<ShareTableRow>[] = [
    { key: 'team', title: t('analysis.team'), value: (r) => r.teamName, fixed: 'left' },
    ...markets.flatMap((m) => [
      {
        key: `${m.market}-sales`,
        title: `${m.marketName}${t('analysis.m.sales')}`,
        value: (r: ShareTableRow) => r.cells[m.market].revenue,
        kind: 'money' as const,
      },
      {
        key: `${m.market}-share`,
        title: `${m.marketName}${t('analysis.m.share')}`,
        value: (r: ShareTableRow) => r.cells[m.market].share,
        kind: 'ratio' as const,
      },
    ]),
  ];
  const summary = [
    t('analysis.total'),
    ...markets.flatMap((m) => [m.total, m.total > 0 ? m.teams.reduce((s, x) => s + x.shareBp, 0) / 10000 : null]),
  ];
  return (
    <Guard state={state} empty={!selling.length}>
      {() => (
        <>
          <Row gutter={16}>
            <Col xs={24} xl={14}>
              <AnalysisChart
                title={t('analysis.scoped', { title: t('analysis.chart.share'), scope })}
                option={shareOption(
                  selling.map((m) => ({ name: m.marketName, shares: m.teams.map((x) => x.shareBp / 10000) })),
                  teamNames,
                  others,
                )}
              />
            </Col>
            <Col xs={24} xl={10}>
              <AnalysisChart
                title={t('analysis.chart.sharePie', { market: pie?.marketName ?? '' })}
                option={pieOption(
                  pie?.marketName ?? '',
                  (pie?.teams ?? []).map((x) => ({ name: x.teamName, value: x.revenue })),
                  others,
                )}
                extra={
                  <Select
                    id={id}
                    aria-label={t('analysis.market')}
                    size="small"
                    style={{ minWidth: 100, marginRight: 8 }}
                    value={pie?.market}
                    onChange={setPicked}
                    options={selling.map((m) => ({ value: m.market, label: m.marketName }))}
                  />
                }
              />
            </Col>
          </Row>
          <DataTable<ShareTableRow>
            title={t('analysis.scoped', { title: t('analysis.tab.marketShare'), scope })}
            columns={columns}
            rows={shareTable(markets)}
            rowKey={(r) => r.teamId}
            exportName={`${t('analysis.tab.marketShare')}-${scope}`}
            summary={summary}
          />
        </>
      )}
    </Guard>
  );
}
