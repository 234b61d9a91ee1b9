import type { EChartsOption } from 'echarts';
import { type GroupFigure, rankFigures } from '@/features/console/projector';

/**
 * The projector's charts: read from the back of a room, so every text echarts draws on its canvas
 * is at least PROJECTOR_FONT_PX, in light colours on the view's dark panel.
 */
export const PROJECTOR_FONT_PX = 24;
export const PROJECTOR_TEXT = '#ffffff';
const GRID_LINE = '#51648a';

/**
 * A horizontal bar per group, ranked: the highest at the top, a group without a value last (no
 * bar, "—"). The value axis is labelled and named with its unit, and each bar's value is written at its end.
 */
export function groupBarOption(
  rows: GroupFigure[],
  color: string,
  format: (v: number) => string,
  unit: string,
): EChartsOption {
  const text = { color: PROJECTOR_TEXT, fontSize: PROJECTOR_FONT_PX };
  const ranked = rankFigures(rows);
  return {
    animation: false,
    textStyle: text,
    // Room on the right for the longest bar's value, below for the axis's name (outside what containLabel counts).
    grid: { left: 8, right: 120, top: 8, bottom: PROJECTOR_FONT_PX + 24, containLabel: true },
    xAxis: {
      type: 'value',
      name: unit,
      nameLocation: 'middle',
      nameGap: PROJECTOR_FONT_PX + 16,
      nameTextStyle: text,
      axisLabel: { ...text, hideOverlap: true },
      splitNumber: 3,
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    yAxis: {
      type: 'category',
      // echarts draws a category axis from the bottom up: inverted, the first (highest) group is at the top.
      inverse: true,
      data: ranked.map((r) => r.teamName),
      axisLabel: text,
      axisLine: { lineStyle: { color: GRID_LINE } },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 36,
        itemStyle: { color },
        data: ranked.map((r) => r.value),
        label: {
          show: true,
          position: 'right',
          ...text,
          formatter: ({ value }) => (typeof value === 'number' ? format(value) : '—'),
        },
      },
    ],
  };
}
