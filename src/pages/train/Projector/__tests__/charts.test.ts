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
    '市场占有率（%）',
  ) as Record<string, any>;

  it('sets every text echarts draws to at least 24 px: the default, the group names and the values', () => {
    expect(PROJECTOR_FONT_PX).toBeGreaterThanOrEqual(24);
    expect(option.textStyle.fontSize).toBeGreaterThanOrEqual(24);
    expect(option.yAxis.axisLabel.fontSize).toBeGreaterThanOrEqual(24);
    expect(option.series[0].label.fontSize).toBeGreaterThanOrEqual(24);
    expect(option.xAxis.axisLabel.fontSize).toBeGreaterThanOrEqual(24);
    expect(option.xAxis.nameTextStyle.fontSize).toBeGreaterThanOrEqual(24);
    // A legend, title or tooltip would need a size of its own.
    expect(option.legend ?? option.title ?? option.tooltip).toBeUndefined();
    const sizes = fontSizes(option);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    for (const [, size] of sizes) expect(size).toBeGreaterThanOrEqual(24);
  });

  it('ranks the groups from the highest value down, writes "—" for a group without a value, and names the unit', () => {
    const ranked = groupBarOption(
      [
        { teamId: 'a', teamName: '第1组', value: 3 },
        { teamId: 'b', teamName: '第2组', value: null },
        { teamId: 'c', teamName: '第3组', value: 40 },
        { teamId: 'd', teamName: '第4组', value: 12 },
      ],
      '#ffd666',
      String,
      '万元',
    ) as Record<string, any>;
    // echarts draws an inverted category axis from the top: the first entry is the top bar.
    expect(ranked.yAxis.inverse).toBe(true);
    expect(ranked.yAxis.data).toEqual(['第3组', '第4组', '第1组', '第2组']);
    expect(ranked.series[0].data).toEqual([40, 12, 3, null]);
    expect(ranked.xAxis.name).toBe('万元');
    expect(ranked.xAxis.axisLabel.show).not.toBe(false);
    const format = option.series[0].label.formatter;
    expect(format({ value: 12.5 })).toBe('12.5%');
    expect(format({ value: null })).toBe('—');
  });
});
