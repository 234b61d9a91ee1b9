import type { EChartsOption } from 'echarts';
import type { GroupFigure } from '@/features/console/projector';

/**
 * The projector's charts: read from the back of a room, so every text echarts draws on its canvas
 * is at least PROJECTOR_FONT_PX, in light colours on the view's dark panel.
 */
export const PROJECTOR_FONT_PX = 24;
export const PROJECTOR_TEXT = '#ffffff';
const GRID_LINE = '#51648a';

/** A horizontal bar per group, its value written at the bar's end; a group without a value has no bar and says "—". */
export function groupBarOption(rows: GroupFigure[], color: string, format: (v: number) => string): EChartsOption {
  const text = { color: PROJECTOR_TEXT, fontSize: PROJECTOR_FONT_PX };
  // The first group at the top, as a list reads.
  const ordered = [...rows].reverse();
  return {
    animation: false,
    textStyle: text,
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: {
      type: 'value',
      axisLabel: { show: false },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    yAxis: {
      type: 'category',
      data: ordered.map((r) => r.teamName),
      axisLabel: text,
      axisLine: { lineStyle: { color: GRID_LINE } },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 36,
        itemStyle: { color },
        data: ordered.map((r) => r.value),
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
