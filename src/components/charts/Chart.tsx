import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';
import type { EChartsOption } from 'echarts';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { sameValue } from './sameValue';

type Echarts = typeof import('./echarts')['echarts'];
type Instance = ReturnType<Echarts['init']>;

let echartsLoaded: Echarts | undefined;
let echartsLoading: Promise<Echarts> | undefined;
/** Charts waiting for echarts' code: each is made when it comes. */
const waiting = new Set<(echarts: Echarts) => void>();

/**
 * echarts' code (./echarts), a chunk of its own that a chart screen does not wait for: the screen
 * renders and asks for its data while the chunk loads, and its charts are drawn once both are there.
 * The load starts with the screen's own chunk (`webpackPreload`: the browser fetches it beside the
 * chunk that holds this module); after a failure, a call starts it again (a retry).
 */
export function loadEcharts(): Promise<Echarts> {
  echartsLoading ??= import(/* webpackPreload: true */ './echarts').then(
    ({ echarts }) => {
      echartsLoaded = echarts;
      waiting.forEach((made) => made(echarts));
      waiting.clear();
      return echarts;
    },
    (error) => {
      echartsLoading = undefined;
      throw error;
    },
  );
  return echartsLoading;
}

// A screen with a chart imports this module with its own code: the chart code loads from then on.
loadEcharts().catch(() => undefined);

/** What a chart's owner may reach: the echarts instance (for a PNG export), once drawn. */
export interface ChartHandle {
  instance(): Instance | undefined;
}

/**
 * One echarts instance on a div: made once its box has a size and echarts' code has loaded, given
 * an option when the option's values change (a screen builds its options anew on each render),
 * resized with its box, disposed on unmounting. When the code cannot be loaded the box says so,
 * with a retry.
 *
 * The instance is made in the box's first ResizeObserver callback, which the browser delivers after
 * its layout and before painting, with that size (or, when echarts' code comes later, as it comes,
 * with the last size seen): echarts would otherwise read the size itself and force a layout of the
 * whole page mid-render (~0.1 s at 4x CPU under a 50-team table), and the chart is drawn in the
 * same frame as the rest of the screen. Not echarts-for-react, which made every chart twice (a
 * first instance only to learn its size, the real one a frame later) and set its option again
 * whenever the option held a new function.
 */
const EChart = forwardRef<ChartHandle, { option: EChartsOption; height: number }>(function EChart(
  { option, height },
  ref,
) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance>();
  const drawn = useRef<EChartsOption>();
  const wanted = useRef(option);
  wanted.current = option;
  /** The box's last size with a width and height. */
  const size = useRef<{ width: number; height: number }>();
  /** echarts' code could not be loaded (the box says so until a retry brings it); a retry is under way. */
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  useImperativeHandle(ref, () => ({ instance: () => chart.current }), []);
  const draw = () => {
    if (!chart.current || (drawn.current && sameValue(drawn.current, wanted.current))) return;
    drawn.current = wanted.current;
    chart.current.setOption(wanted.current, { notMerge: true });
  };
  useEffect(() => {
    const el = box.current!;
    let mounted = true;
    const make = (echarts: Echarts) => {
      if (!mounted || chart.current || !size.current) return;
      setFailed(false);
      chart.current = echarts.init(el, undefined, size.current);
      draw();
    };
    const sized = (width: number, height: number) => {
      if (!width || !height) return; // not shown (a hidden panel): made or resized once it is
      size.current = { width, height };
      if (chart.current) {
        if (width !== chart.current.getWidth() || height !== chart.current.getHeight())
          chart.current.resize({ width, height });
      } else if (echartsLoaded) make(echartsLoaded);
      else if (!waiting.has(make)) {
        waiting.add(make);
        loadEcharts().catch(() => mounted && setFailed(true));
      }
    };
    const observer = new ResizeObserver(([entry]) =>
      sized(Math.round(entry.contentRect.width), Math.round(entry.contentRect.height)),
    );
    observer.observe(el);
    return () => {
      mounted = false;
      waiting.delete(make);
      observer.disconnect();
      chart.current?.dispose();
      chart.current = undefined;
      drawn.current = undefined;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(draw, [option]);
  return (
    <>
      {failed && (
        <Alert
          type="error"
          showIcon
          message={intl.formatMessage({ id: 'app.chartLoadFailed' })}
          action={
            <Button
              size="small"
              loading={retrying}
              onClick={() => {
                setRetrying(true);
                loadEcharts()
                  .catch(() => undefined)
                  .finally(() => setRetrying(false));
              }}
            >
              {intl.formatMessage({ id: 'app.retry' })}
            </Button>
          }
        />
      )}
      <div ref={box} style={{ height: failed ? 0 : height, width: '100%' }} />
    </>
  );
});

/** A chart of the registered echarts parts; `label` is its accessible name (charts are canvas); `ref` reaches its instance. */
const Chart = forwardRef<ChartHandle, { option: EChartsOption; label: string; height?: number }>(function Chart(
  { option, label, height = 280 },
  ref,
) {
  return (
    <div role="img" aria-label={label}>
      <EChart ref={ref} option={option} height={height} />
    </div>
  );
});
export default Chart;
