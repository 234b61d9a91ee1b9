/**
 * The floor's charts (scripts/bench-floor.ts): the market share tab's two charts for 50 teams, with
 * the app's option builders and echarts registration, drawn as the app's Chart draws them.
 */
import { useEffect, useRef } from 'react';
import { echarts } from '../../src/components/charts/echarts';
import { pieOption, shareOption } from '../../src/pages/analysis/charts';

export const TEAMS = Array.from({ length: 50 }, (_, i) => `第${i + 1}组`);
export const MARKETS = ['本地', '区域', '国内', '亚洲', '国际'];
export const revenue = (team: number, market: number) => 1000 + ((team * 7919 + market * 104729) % 9000);
export const totals = MARKETS.map((_, m) => TEAMS.reduce((s, __, t) => s + revenue(t, m), 0));

/** One echarts instance drawn on mount, as the app's Chart (src/components/charts/Chart.tsx): canvas, made at its box's size. */
export function Chart({
  option,
  ready,
}: {
  option: Parameters<ReturnType<typeof echarts.init>['setOption']>[0];
  ready?: boolean;
}) {
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
export const PIE = pieOption(
  '本地',
  TEAMS.map((name, t) => ({ name, value: revenue(t, 0) })),
  others,
);
