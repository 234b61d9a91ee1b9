import { act, render } from '@testing-library/react';
import { IntlProvider } from '@umijs/max';
import appZh from '@/locales/zh-CN';
import Chart from '../Chart';
import { echarts } from '../echarts';

/*
 * The chart against echarts-for-react as it is, with echarts itself played by a stand-in (jsdom has
 * no canvas) that keeps echarts' order of events: a chart with its animation off is drawn, and its
 * 'finished' event fired, within setOption. echarts-for-react's first instance is a stand-in it
 * disposes from that event; the chart must then call nothing on it, and draw the latest option.
 */

jest.mock('../echarts', () => require('../../../../tests/utils/echartsStandIn'));

const standIn = echarts as unknown as typeof import('../../../../tests/utils/echartsStandIn')['echarts'];

/** umi's IntlProvider export is typed without children. */
const IntlRoot = IntlProvider as unknown as React.FC<{
  locale: string;
  messages: Record<string, string>;
  children: React.ReactNode;
}>;

const bars = (values: number[]) => ({
  animation: false,
  xAxis: { type: 'category' as const, data: values.map((_, i) => `第${i + 1}组`) },
  yAxis: { type: 'value' as const },
  series: [{ type: 'bar' as const, data: values }],
});

const view = (option: ReturnType<typeof bars>) => (
  <IntlRoot locale="zh-CN" messages={appZh}>
    <Chart label="所有者权益" option={option} />
  </IntlRoot>
);

/** Lets echarts' code arrive and echarts-for-react's promises settle. */
const settle = () => act(async () => {});

// The stand-in's record is the module's: each test starts with no instance made and nothing logged.
beforeEach(() => {
  standIn.made.length = 0;
  standIn.log.onDisposed.length = 0;
});

it('draws the latest option once drawn, and calls nothing on the instance it disposed first', async () => {
  const first = bars([1, 2]);
  const latest = bars([3, 4]);
  const { rerender } = render(view(first));
  await settle();
  expect(standIn.made).toHaveLength(1);
  const stand = standIn.made[0];

  // A new option before the first frame: the stand-in instance is neither drawn nor left behind.
  rerender(view(latest));
  await settle();
  if (!stand.disposed) {
    stand.finish();
    await settle();
  }
  expect(standIn.log.onDisposed).toEqual([]);
  const alive = standIn.made.filter((m) => !m.disposed);
  expect(alive).toHaveLength(1);
  expect(alive[0].options.at(-1)).toEqual(latest);

  // Once drawn: a new option is drawn, and one with the same values is not drawn again.
  const next = bars([5, 6]);
  rerender(view(next));
  await settle();
  expect(alive[0].options.at(-1)).toEqual(next);
  const drawn = alive[0].options.length;
  rerender(view(bars([5, 6])));
  await settle();
  expect(alive[0].options).toHaveLength(drawn);
  expect(standIn.log.onDisposed).toEqual([]);
});

it("on a phone's width gives echarts the legend below the plot, and the desktop's option elsewhere", async () => {
  /** The option last drawn by the chart's live instance, once echarts-for-react's first frame has passed. */
  const lastDrawn = async () => {
    for (const m of standIn.made.filter((x) => !x.disposed)) m.finish();
    await settle();
    return standIn.made
      .filter((m) => !m.disposed)
      .at(-1)!
      .options.at(-1);
  };
  const withLegend = { ...bars([1, 2]), legend: { top: 0 }, grid: { top: 40, bottom: 8 } };
  const desktopWidth = window.innerWidth;
  window.innerWidth = 390;
  try {
    const phone = render(view(withLegend));
    await settle();
    expect(await lastDrawn()).toMatchObject({ legend: [{ bottom: 0, type: 'scroll' }], grid: [{ bottom: 36 }] });
    phone.unmount();
  } finally {
    window.innerWidth = desktopWidth;
  }
  render(view(withLegend));
  await settle();
  expect(await lastDrawn()).toEqual(withLegend);
});
