import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';
import type { ECharts, EChartsOption } from 'echarts';
import EChartsReactCore from 'echarts-for-react/lib/core';
import type { EChartsReactProps } from 'echarts-for-react/lib/types';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
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
 * canvas); `ref` reaches its instance; `onPick` hears a click on a point (its index in the data).
 */
const Chart = forwardRef<
  ChartHandle,
  { option: EChartsOption; label: string; height?: number; onPick?: (dataIndex: number) => void }
>(function Chart({ option, label, height = 280, onPick }, ref) {
  const intl = useIntl();
  const core = useRef<EChartsReactCore>(null);
  const [echarts, setEcharts] = useState(echartsLoaded);
  /** echarts' code could not be loaded (the box says so until a retry brings it); a retry is under way. */
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  useImperativeHandle(ref, () => ({ instance: () => core.current?.getEchartsInstance() }), []);
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
  // The latest handler, behind one events object: echarts binds its events once per object.
  const pick = useRef(onPick);
  pick.current = onPick;
  const events = useMemo(
    () => ({ click: (params: { dataIndex?: number }) => pick.current?.(params.dataIndex ?? 0) }),
    [],
  );
  const retry = () => {
    setRetrying(true);
    loadEcharts()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  return (
    <div role="img" aria-label={label}>
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
          shouldSetOption={changed}
          onEvents={onPick ? events : undefined}
          style={{ height, width: '100%' }}
        />
      ) : (
        !failed && <div style={{ height, width: '100%' }} />
      )}
    </div>
  );
});
export default Chart;
