import { LEGEND_ROW_PX, phoneOption } from '../phoneOption';

describe("a chart's option on a phone", () => {
  it('puts a legend from above the plot below it, on one scrolling line, and gives the plot its top back', () => {
    // The analysis screens' bar chart with more teams than fit: a legend on top and a zoom bar.
    const option = {
      legend: { type: 'scroll' as const, top: 0 },
      grid: { left: 8, right: 16, top: 40, bottom: 32, containLabel: true },
      xAxis: { type: 'category' as const, data: ['第1组', '第2组'] },
      yAxis: { type: 'value' as const },
      dataZoom: [{ type: 'slider' as const, bottom: 4, height: 18 }, { type: 'inside' as const }],
      series: [{ type: 'bar' as const, name: '广告', data: [1, 2] }],
    };
    const phone = phoneOption(option);
    expect(phone.legend).toEqual([expect.objectContaining({ type: 'scroll', orient: 'horizontal', bottom: 0 })]);
    expect((phone.legend as { top?: unknown }[])[0].top).toBeUndefined();
    // The plot's foot, and the zoom bar under it, make room for the legend's row.
    expect(phone.grid).toEqual([expect.objectContaining({ top: 28, bottom: 32 + LEGEND_ROW_PX })]);
    expect(phone.dataZoom).toEqual([
      expect.objectContaining({ type: 'slider', bottom: 4 + LEGEND_ROW_PX }),
      { type: 'inside' },
    ]);
    // The rest of the option is the desktop's.
    expect(phone.series).toBe(option.series);
    expect(phone.xAxis).toBe(option.xAxis);
  });

  it('leaves an option whose legend is already below, or that has none, as it is', () => {
    const pie = { legend: { type: 'scroll' as const, bottom: 0 }, series: [{ type: 'pie' as const, data: [] }] };
    expect(phoneOption(pie)).toBe(pie);
    const bare = { xAxis: { type: 'category' as const }, series: [] };
    expect(phoneOption(bare)).toBe(bare);
  });
});
