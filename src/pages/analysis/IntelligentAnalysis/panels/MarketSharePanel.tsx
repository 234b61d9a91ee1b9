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
import { display, text } from '@/utils/format';
import type { PanelProps } from './MetricPanel';

interface ShareTableRow {
  teamId?: string | number;
  teamName?: string;
  /** market code → [revenue, share]; absent where the answer left them out */
  cells: Record<string, { revenue?: number; share?: number }>;
}

type Market = MarketShareRow & { market: string };
/** Markets the answer named by code: the columns and charts are keyed by it. */
const coded = (markets: MarketShareRow[]): Market[] => markets.filter((m): m is Market => m.market !== undefined);

/** Teams as rows, each market's sales and share as columns. */
export function shareTable(markets: MarketShareRow[]): ShareTableRow[] {
  const teams = markets[0]?.teams ?? [];
  return teams.map((team, i) => ({
    teamId: team.teamId,
    teamName: team.teamName,
    cells: Object.fromEntries(
      coded(markets).map((m) => [m.market, { revenue: m.teams?.[i]?.revenue, share: m.teams?.[i]?.share }]),
    ),
  }));
}

/**
 * Market share by delivered sales: a 100 % stacked bar per market (the engine's basis points add
 * up to exactly 100 % in every market with sales), a pie of one market (both draw the largest
 * teams one by one and the rest as one segment), and the table of sales and shares per team and
 * market. A market whose answer leaves out a team's share or sales is not drawn; the table shows '-'.
 */
export default function MarketSharePanel({ trainId, round }: PanelProps) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const id = useId();
  const state = useRequest(() => analysis.fetchMarketShare({ trainId, round }), { refreshDeps: [trainId, round] });
  const markets = useAnalysis('marketShare');
  const selling = coded(markets).filter((m) => m.total !== undefined && m.total > 0);
  const shares = (m: MarketShareRow) => {
    const bp = (m.teams ?? []).map((x) => x.shareBp);
    return bp.every((x): x is number => x !== undefined) ? bp.map((x) => x / 10000) : undefined;
  };
  const drawn = selling.flatMap((m) => {
    const known = shares(m);
    return known ? [{ name: display(m.marketName), shares: known }] : [];
  });
  const [picked, setPicked] = useState<string>();
  const pie = selling.find((m) => m.market === picked) ?? selling[0];
  const scope = round ? roundLabel(t, round) : t('analysis.round.all');
  const teamNames = (markets[0]?.teams ?? []).map((x) => display(x.teamName));
  const others = (count: number) => t('analysis.chart.others', { count });
  const columns: TableCol<ShareTableRow>[] = [
    { key: 'team', title: t('analysis.team'), value: (r) => r.teamName, fixed: 'left' },
    ...coded(markets).flatMap((m) => [
      {
        key: `${m.market}-sales`,
        title: `${display(m.marketName)}${t('analysis.m.sales')}`,
        value: (r: ShareTableRow) => r.cells[m.market]?.revenue,
        kind: 'money' as const,
      },
      {
        key: `${m.market}-share`,
        title: `${display(m.marketName)}${t('analysis.m.share')}`,
        value: (r: ShareTableRow) => r.cells[m.market]?.share,
        kind: 'ratio' as const,
      },
    ]),
  ];
  const summary = [
    t('analysis.total'),
    ...coded(markets).flatMap((m) => {
      const known = shares(m);
      return [m.total, m.total !== undefined && m.total > 0 && known ? known.reduce((s, x) => s + x, 0) : null];
    }),
  ];
  return (
    <Guard state={state} empty={!selling.length}>
      {() => (
        <>
          <Row gutter={16}>
            <Col xs={24} xl={14}>
              <AnalysisChart
                title={t('analysis.scoped', { title: t('analysis.chart.share'), scope })}
                option={shareOption(drawn, teamNames, others)}
              />
            </Col>
            <Col xs={24} xl={10}>
              <AnalysisChart
                title={t('analysis.chart.sharePie', { market: pie?.marketName ?? '' })}
                option={pieOption(
                  pie?.marketName ?? '',
                  // A pie of some teams only would misstate the others' part: all teams' sales or none.
                  (pie?.teams ?? []).every((x) => x.revenue !== undefined)
                    ? (pie?.teams ?? []).map((x) => ({ name: display(x.teamName), value: x.revenue as number }))
                    : [],
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
                    options={selling.map((m) => ({ value: m.market, label: display(m.marketName) }))}
                  />
                }
              />
            </Col>
          </Row>
          <DataTable<ShareTableRow>
            title={t('analysis.scoped', { title: t('analysis.tab.marketShare'), scope })}
            columns={columns}
            rows={shareTable(markets)}
            rowKey={(r) => text(r.teamId)}
            exportName={`${t('analysis.tab.marketShare')}-${scope}`}
            summary={summary}
          />
        </>
      )}
    </Guard>
  );
}
