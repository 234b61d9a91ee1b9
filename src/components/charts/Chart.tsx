import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { EChartsOption } from 'echarts';
import { echarts } from './echarts';

/** A chart of the registered echarts parts; `label` is its accessible name (charts are canvas). */
export default function Chart({ option, label, height = 280 }: { option: EChartsOption; label: string; height?: number }) {
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={{ height, width: '100%' }} />
    </div>
  );
}
