import { sameValue } from '../sameValue';

describe('sameValue', () => {
  it('finds two options built alike the same, and any changed value, key or length different', () => {
    const formatter = (v: number) => `${v}%`;
    const build = (share: number) => ({
      legend: { type: 'scroll', top: 0 },
      series: [{ name: '第1组', data: [share, 0.2], label: { formatter } }],
      animation: false,
    });
    expect(sameValue(build(0.4), build(0.4))).toBe(true);
    expect(sameValue(build(0.4), build(0.41))).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
  });

  it('compares functions and class instances by identity', () => {
    expect(sameValue({ f: () => 1 }, { f: () => 1 })).toBe(false);
    const d = new Date(0);
    expect(sameValue({ d }, { d })).toBe(true);
    expect(sameValue({ d }, { d: new Date(0) })).toBe(false);
  });
});
