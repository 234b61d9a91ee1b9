import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';
import type { ECharts, EChartsOption } from 'echarts';
import EChartsReactCore from 'echarts-for-react/lib/core';
import type { EChartsReactProps } from 'echarts-for-react/lib/types';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { usePhone } from '@/utils/hooks';
import { phoneOption } from './phoneOption';
import { sameValue } from './sameValue';

type Echarts = typeof import('./echarts')['echarts'];

let echartsLoaded: Echarts | undefined;
let echartsLoading: Promise<Echarts> | undefined;
/** Charts waiting for echarts' code: each is drawn when it comes (after a failure, by any chart's retry). */
const waiting = new Set<(echarts: Echarts) => void>();

/**
 * echarts' code (./echarts), a chunk of its own that a chart screen does not wait for: the screen
 * renders and asks for its data while the chunk loads, and its charts are drawn once both are there.
 * The browser fetches the chunk beside the chunk that holds this module (`webpackPreload`); it is
 * run on the first call, from a screen that shows charts at once or from the first chart mounted.
 * After a failure, a call starts it again (a retry).
 */
export function loadEcharts(): Promise<Echarts> {
  echartsLoading ??= import(/* webpackPreload: true */ './echarts').then(
    ({ echarts }) => {
      echartsLoaded = echarts;
      waiting.forEach((arrive) => arrive(echarts));
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

/**
 * Runs echarts' code as the screen's own code loads: for a screen whose charts show at once. A screen
 * whose charts come later (below the fold, between meetings) leaves it to its first chart: running
 * echarts' code while the screen loads held up its first view.
 */
export function startLoadingEcharts() {
  loadEcharts().catch(() => undefined);
}

/** What a chart's owner may reach: the echarts instance (for a PNG export), once drawn. */
export interface ChartHandle {
  instance(): ECharts | undefined;
}

type Props = EChartsReactProps;

/** The cursor's colour: apart from the series' palette. */
const CURSOR_COLOR = '#fa541c';
/** How far outside the plot a click still picks an edge column: about a point's radius. */
const EDGE_PICK_PX = 12;

/** The plot's top and bottom margins when the option places its grid in pixels (else the whole box). */
function plotMargins(option: EChartsOption): { top: number; bottom: number } {
  const grid = Array.isArray(option.grid) ? option.grid[0] : option.grid;
  const px = (v: unknown) => (typeof v === 'number' ? v : 0);
  return { top: px(grid?.top), bottom: px(grid?.bottom) };
}

/** A screen builds its options anew on each render: echarts is given one only when its values change. */
const changed = (prev: Props, next: Props) =>
  !sameValue(prev.option, next.option) || !sameValue(prev.style ?? {}, next.style ?? {});

/**
 * A chart of the registered echarts parts (echarts-for-react's core component, given ./echarts),
 * drawn once echarts' code has loaded; until then its box keeps the chart's height. When the code
 * cannot be loaded the box says so, with a retry. `label` is its accessible name (charts are
 * canvas); `ref` reaches its instance; `onPick`, for a chart whose x axis is a category axis, hears
 * a click anywhere in a category's column of the plot (its index): a point on a projected chart is
 * too small a target.
 * `cursor` marks one category of the x axis with a line laid over the canvas: moving it draws
 * nothing in echarts, so a screen that steps through its categories keeps `option` the same and
 * the chart is not drawn again.
 */
const Chart = forwardRef<
  ChartHandle,
  {
    option: EChartsOption;
    label: string;
    height?: number;
    onPick?: (dataIndex: number) => void;
    cursor?: string | number;
  }
>(function Chart({ option: given, label, height = 280, onPick, cursor }, ref) {
  const intl = useIntl();
  // A phone's narrow plot: the legend goes below it (./phoneOption).
  const phone = usePhone();
  const option = useMemo(() => (phone ? phoneOption(given) : given), [phone, given]);
  const core = useRef<EChartsReactCore>(null);
  const cursorAt = useRef(cursor);
  cursorAt.current = cursor;
  const line = useRef<HTMLDivElement>(null);
  /** The instance that last finished drawing: before its first draw there is no axis to place the cursor on, and no option is given. */
  const drawnBy = useRef<ECharts>();
  /** Puts the cursor's line over its category, where echarts last drew the axis (after each draw and each move). */
  const place = useCallback(() => {
    const chart = drawnBy.current;
    if (!line.current || !chart || chart.isDisposed() || cursorAt.current === undefined) return;
    const x = chart.convertToPixel({ xAxisIndex: 0 }, cursorAt.current);
    const shown = typeof x === 'number' && Number.isFinite(x);
    line.current.style.display = shown ? '' : 'none';
    if (shown) line.current.style.transform = `translateX(${Math.round(x) - 1}px)`;
  }, []);
  const [echarts, setEcharts] = useState(echartsLoaded);
  /** echarts' code could not be loaded (the box says so until a retry brings it); a retry is under way. */
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  useImperativeHandle(ref, () => ({ instance: () => core.current?.getEchartsInstance() }), []);
  const box = useRef<HTMLDivElement>(null);
  // The chart follows its box. echarts-for-react's own observer skips its first call as the chart's
  // first draw, so a resize that lands before that call is lost (the chart keeps its old width);
  // this one compares the box with the chart's size instead, so no change is missed. 'auto' makes
  // echarts read the box, as the library's own resize does.
  useEffect(() => {
    const element = box.current;
    if (!echarts || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const instance = core.current?.getEchartsInstance();
      if (!instance || instance.isDisposed()) return;
      const dom = instance.getDom();
      if (dom.clientWidth !== instance.getWidth() || dom.clientHeight !== instance.getHeight())
        instance.resize({ width: 'auto', height: 'auto' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [echarts]);
  useEffect(() => {
    if (echarts) return;
    let mounted = true;
    const arrive = (loaded: Echarts) => {
      if (!mounted) return;
      setFailed(false);
      setEcharts(loaded);
    };
    waiting.add(arrive);
    loadEcharts().then(arrive, () => mounted && setFailed(true));
    return () => {
      mounted = false;
      waiting.delete(arrive);
    };
  }, [echarts]);
  // The latest handler, read when a click comes: the instance's listener is bound once, so a chart
  // given onPick after it was made still hears it.
  const pick = useRef(onPick);
  pick.current = onPick;
  /** Instances that hear clicks: the plot's whole area (zrender's), not only the points (the series'). */
  const listening = useRef(new WeakSet<ECharts>());
  const drawn = useCallback(
    (chart: ECharts) => {
      drawnBy.current = chart;
      place();
      if (chart.isDisposed() || listening.current.has(chart)) return;
      listening.current.add(chart);
      chart.getZr().on('click', ({ offsetX, offsetY }) => {
        if (!pick.current || chart.isDisposed()) return;
        const index = chart.convertFromPixel({ xAxisIndex: 0 }, offsetX);
        if (!Number.isInteger(index)) return;
        const x = chart.convertToPixel({ xAxisIndex: 0 }, index);
        if (typeof x !== 'number' || !chart.containPixel('grid', [x, offsetY])) return;
        // The first and last columns' points lie on the plot's edge: a click just outside still picks them,
        // one on the axis labels or in the margin does not.
        if (chart.containPixel('grid', [offsetX, offsetY]) || Math.abs(offsetX - x) <= EDGE_PICK_PX)
          pick.current(index as number);
      });
    },
    [place],
  );
  // Each draw (a new option, a resize) may move the axis under the cursor.
  const events = useMemo(() => ({ finished: (_: unknown, chart: ECharts) => drawn(chart) }), [drawn]);
  // Until its first draw echarts-for-react holds a stand-in instance that it disposes from within that
  // instance's own 'finished' event; an option given meanwhile (with animation off, drawn and finished at
  // once) is then followed by a call on the disposed stand-in. The first draw reads the latest props, so
  // nothing given before it is lost.
  const shouldSetOption = useCallback((prev: Props, next: Props) => !!drawnBy.current && changed(prev, next), []);
  useEffect(() => {
    if (echarts) place();
  }, [cursor, echarts, place]);
  const margins = plotMargins(option);
  const retry = () => {
    setRetrying(true);
    loadEcharts()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  return (
    <div role="img" aria-label={label} ref={box}>
      {failed && (
        <Alert
          type="error"
          showIcon
          title={intl.formatMessage({ id: 'app.chartLoadFailed' })}
          action={
            <Button size="small" loading={retrying} onClick={retry}>
              {intl.formatMessage({ id: 'app.retry' })}
            </Button>
          }
        />
      )}
      {echarts ? (
        <div style={{ position: 'relative' }}>
          <EChartsReactCore
            ref={core}
            echarts={echarts}
            option={option}
            notMerge
            autoResize={false}
            shouldSetOption={shouldSetOption}
            // Read once, when the instance is made: `drawn` reads the latest cursor and handler.
            onEvents={events}
            // The first draw: echarts-for-react makes its instance asynchronously and may draw it before its events are bound.
            onChartReady={drawn}
            style={{ height, width: '100%' }}
          />
          {cursor !== undefined && (
            <div
              ref={line}
              aria-hidden="true"
              data-cursor={cursor}
              style={{
                position: 'absolute',
                left: 0,
                top: margins.top,
                bottom: margins.bottom,
                width: 2,
                background: CURSOR_COLOR,
                pointerEvents: 'none',
                display: 'none',
              }}
            />
          )}
        </div>
      ) : (
        !failed && <div style={{ height, width: '100%' }} />
      )}
    </div>
  );
});
export default Chart;
