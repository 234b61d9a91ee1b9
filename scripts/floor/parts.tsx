/**
 * What the floor pages draw with the app's own pieces and nothing of its runtime (no umi, dva,
 * router, i18n, request layer or data calls): antd's layout with a side menu and a header, and the
 * intelligent analysis's default view (tabs, the market share charts by the app's option builders
 * and echarts registration, a page of its table as the app draws it: LightTable) for 50 teams.
 */
import { Avatar, Button, Card, Col, ConfigProvider, Dropdown, Layout, Menu, Result, Row, Tabs } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { echarts } from '../../src/components/charts/echarts';
import { pieOption, shareOption } from '../../src/pages/analysis/charts';
import LightTable, { type LightColumn } from '../../src/pages/analysis/components/LightTable';
import { formatNumber, formatPercent } from '../../src/utils/format';
import { THEME } from '../../src/theme';

const TEAMS = Array.from({ length: 50 }, (_, i) => `第${i + 1}组`);
const MARKETS = ['本地', '区域', '国内', '亚洲', '国际'];
const revenue = (team: number, market: number) => 1000 + ((team * 7919 + market * 104729) % 9000);
const totals = MARKETS.map((_, m) => TEAMS.reduce((s, __, t) => s + revenue(t, m), 0));
const MENU = ['教学管理', '班级管理', '案例管理', '实训管理', '分析中心', '系统设置'].map((group, g) => ({
  key: `g${g}`,
  label: group,
  children: ['列表', '设置', '记录'].map((item, i) => ({ key: `g${g}-${i}`, label: `${group}${item}` })),
}));

export function Frame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={THEME}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider theme="light" width={208}>
          <Menu mode="inline" items={MENU} defaultOpenKeys={['g4']} selectedKeys={['g4-0']} />
        </Layout.Sider>
        <Layout>
          <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
            <Dropdown menu={{ items: [{ key: 'out', label: '退出登录' }] }}>
              <Avatar>师</Avatar>
            </Dropdown>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}

export const Forbidden = () => <Result className="floor-ready" status="403" title="403" subTitle="抱歉，您无权访问此页面" extra={<Button type="primary">返回首页</Button>} />;

/** One echarts instance drawn on mount, as the app's Chart (src/components/charts/Chart.tsx): canvas, made at its box's size. */
export function Chart({ option, ready }: { option: Parameters<ReturnType<typeof echarts.init>['setOption']>[0]; ready?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current!;
    const chart = echarts.init(el, undefined, { width: el.clientWidth, height: 320 });
    chart.setOption(option, { notMerge: true });
    if (ready) el.classList.add('floor-ready');
    return () => chart.dispose();
  }, [option, ready]);
  return <div ref={box} style={{ height: 320, width: '100%' }} />;
}

const others = (count: number) => `其他${count}组`;
export const SHARE = shareOption(
  MARKETS.map((name, m) => ({ name, shares: TEAMS.map((_, t) => revenue(t, m) / totals[m]) })),
  TEAMS,
  others,
);
export const PIE = pieOption('本地', TEAMS.map((name, t) => ({ name, value: revenue(t, 0) })), others);

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
  const tabs = ['市场占有率', '成本与利润', '广告投入', '订单', '产能', '收益', '负债', '选单明细', '公司信息', '信用', '零售', '网络'];
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
