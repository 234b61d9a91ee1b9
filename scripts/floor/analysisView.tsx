/**
 * The floor's intelligent analysis default view (scripts/bench-floor.ts): its tabs, the market share
 * charts in their cards and a page of the table as the app draws it (LightTable), for 50 teams.
 */
import { Card, Col, Row, Tabs } from 'antd';
import LightTable, { type LightColumn } from '../../src/pages/analysis/components/LightTable';
import { formatNumber, formatPercent } from '../../src/utils/format';
import { Chart, MARKETS, PIE, SHARE, TEAMS, revenue, totals } from './chartParts';

/** The two charts of the market share tab. */
export function Charts() {
  return (
    <Row gutter={16}>
      <Col span={14}>
        <Card size="small" title="市场占有率（全部轮次）">
          <Chart option={SHARE} />
        </Card>
      </Col>
      <Col span={10}>
        <Card size="small" title="本地市场占有率">
          <Chart option={PIE} ready />
        </Card>
      </Col>
    </Row>
  );
}

type ShareRow = { team: string; t: number };
const COLUMNS: LightColumn<ShareRow>[] = [
  { key: 'team', title: '组别', align: 'left', cell: (r) => r.team },
  ...MARKETS.flatMap((name, m): LightColumn<ShareRow>[] => [
    { key: `${m}s`, title: `${name}销售额`, align: 'right', cell: (r) => formatNumber(revenue(r.t, m)) },
    { key: `${m}r`, title: `${name}占有率`, align: 'right', cell: (r) => formatPercent(revenue(r.t, m) / totals[m]) },
  ]),
];
const ROWS: ShareRow[] = TEAMS.map((team, t) => ({ team, t }));
const PAGE = 10;

/** The intelligent analysis's default view: its tabs, the market share charts, a page of the table. */
export function Analysis() {
  const tabs = [
    '市场占有率',
    '成本与利润',
    '广告投入',
    '订单',
    '产能',
    '收益',
    '负债',
    '选单明细',
    '公司信息',
    '信用',
    '零售',
    '网络',
  ];
  return (
    <Tabs
      items={tabs.map((label, i) => ({
        key: String(i),
        label,
        children: i === 0 && (
          <>
            <Charts />
            <LightTable<ShareRow>
              columns={COLUMNS}
              rows={ROWS.slice(0, PAGE)}
              rowKey={(r) => r.team}
              loading={false}
              emptyText="暂无数据"
              pagination={{ current: 1, pageSize: PAGE, total: ROWS.length, size: 'small' }}
            />
          </>
        ),
      }))}
    />
  );
}
