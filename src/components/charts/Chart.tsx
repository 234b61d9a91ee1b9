import type { EChartsOption } from 'echarts';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { echarts } from './echarts';
import { sameValue } from './sameValue';

type Instance = ReturnType<typeof echarts.init>;

/** What a chart's owner may reach: the echarts instance (for a PNG export), once drawn. */
export interface ChartHandle {
  instance(): Instance | undefined;
}

/**
 * One echarts instance on a div: made once its box has a size, given an option when the option's
 * values change (a screen builds its options anew on each render), resized with its box, disposed
 * on unmounting.
 *
 * The instance is made in the box's first ResizeObserver callback, which the browser delivers after
 * its layout and before painting, with that size: echarts would otherwise read the size itself and
 * force a layout of the whole page mid-render (~0.1 s at 4x CPU under a 50-team table), and the
 * chart is drawn in the same frame as the rest of the screen. Not echarts-for-react, which made
 * every chart twice (a first instance only to learn its size, the real one a frame later) and set
 * its option again whenever the option held a new function.
 */
const EChart = forwardRef<ChartHandle, { option: EChartsOption; height: number }>(function EChart({ option, height }, ref) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance>();
  const drawn = useRef<EChartsOption>();
  const wanted = useRef(option);
  wanted.current = option;
  useImperativeHandle(ref, () => ({ instance: () => chart.current }), []);
  const draw = () => {
    if (!chart.current || (drawn.current && sameValue(drawn.current, wanted.current))) return;
    drawn.current = wanted.current;
    chart.current.setOption(wanted.current, { notMerge: true });
  };
  useEffect(() => {
    const el = box.current!;
    const sized = (width: number, height: number) => {
      if (!width || !height) return; // not shown (a hidden panel): made or resized once it is
      if (!chart.current) {
        chart.current = echarts.init(el, undefined, { width, height });
        draw();
      } else if (width !== chart.current.getWidth() || height !== chart.current.getHeight()) chart.current.resize({ width, height });
    };
    const observer = new ResizeObserver(([entry]) => sized(Math.round(entry.contentRect.width), Math.round(entry.contentRect.height)));
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = undefined;
      drawn.current = undefined;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(draw, [option]);
  return <div ref={box} style={{ height, width: '100%' }} />;
});

/** A chart of the registered echarts parts; `label` is its accessible name (charts are canvas); `ref` reaches its instance. */
const Chart = forwardRef<ChartHandle, { option: EChartsOption; label: string; height?: number }>(function Chart({ option, label, height = 280 }, ref) {
  return (
    <div role="img" aria-label={label}>
      <EChart ref={ref} option={option} height={height} />
    </div>
  );
});
export default Chart;
