import { groupBarOption, PROJECTOR_FONT_PX } from '../charts';

/** Every font size an option sets, with where it is set. */
function fontSizes(value: unknown, path = 'option'): [string, unknown][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'fontSize' ? [[`${path}.${key}`, v] as [string, unknown]] : fontSizes(v, `${path}.${key}`),
  );
}

describe("the projector's charts", () => {
  const option = groupBarOption(
    [
      { teamId: 'a', teamName: '第1组', value: 12.5 },
      { teamId: 'b', teamName: '第2组', value: null },
    ],
    '#69b1ff',
    (v) => `${v}%`,
  ) as Record<string, any>;

  it('sets every text echarts draws to at least 24 px: the default, the group names and the values', () => {
    expect(PROJECTOR_FONT_PX).toBeGreaterThanOrEqual(24);
    expect(option.textStyle.fontSize).toBeGreaterThanOrEqual(24);
    expect(option.yAxis.axisLabel.fontSize).toBeGreaterThanOrEqual(24);
    expect(option.series[0].label.fontSize).toBeGreaterThanOrEqual(24);
    // The value axis draws no labels; a legend, title or tooltip would need a size of its own.
    expect(option.xAxis.axisLabel.show).toBe(false);
    expect(option.legend ?? option.title ?? option.tooltip).toBeUndefined();
    const sizes = fontSizes(option);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    for (const [, size] of sizes) expect(size).toBeGreaterThanOrEqual(24);
  });

  it('lists the first group at the top and writes "—" for a group without a value', () => {
    expect(option.yAxis.data).toEqual(['第2组', '第1组']);
    const format = option.series[0].label.formatter;
    expect(format({ value: 12.5 })).toBe('12.5%');
    expect(format({ value: null })).toBe('—');
  });
});
