import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';
import type { ECharts, EChartsOption } from 'echarts';
import EChartsReactCore from 'echarts-for-react/lib/core';
import type { EChartsReactProps } from 'echarts-for-react/lib/types';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { sameValue } from './sameValue';

type Echarts = typeof import('./echarts')['echarts'];

let echartsLoaded: Echarts | undefined;
let echartsLoading: Promise<Echarts> | undefined;
/** Charts waiting for echarts' code: each is drawn when it comes (after a failure, by any chart's retry). */
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

// A screen with a chart imports this module with its own code: the chart code loads from then on.
loadEcharts().catch(() => undefined);

/** What a chart's owner may reach: the echarts instance (for a PNG export), once drawn. */
export interface ChartHandle {
  instance(): ECharts | undefined;
}

type Props = EChartsReactProps;

/** A screen builds its options anew on each render: echarts is given one only when its values change. */
const changed = (prev: Props, next: Props) =>
  !sameValue(prev.option, next.option) || !sameValue(prev.style ?? {}, next.style ?? {});

/**
 * A chart of the registered echarts parts (echarts-for-react's core component, given ./echarts),
 * drawn once echarts' code has loaded; until then its box keeps the chart's height. When the code
 * cannot be loaded the box says so, with a retry. `label` is its accessible name (charts are
 * canvas); `ref` reaches its instance.
 */
const Chart = forwardRef<ChartHandle, { option: EChartsOption; label: string; height?: number }>(function Chart(
  { option, label, height = 280 },
  ref,
) {
  const intl = useIntl();
  const core = useRef<EChartsReactCore>(null);
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
          message={intl.formatMessage({ id: 'app.chartLoadFailed' })}
          action={
            <Button size="small" loading={retrying} onClick={retry}>
              {intl.formatMessage({ id: 'app.retry' })}
            </Button>
          }
        />
      )}
      {echarts ? (
        <EChartsReactCore
          ref={core}
          echarts={echarts}
          option={option}
          notMerge
          autoResize={false}
          shouldSetOption={changed}
          style={{ height, width: '100%' }}
        />
      ) : (
        !failed && <div style={{ height, width: '100%' }} />
      )}
    </div>
  );
});
export default Chart;
