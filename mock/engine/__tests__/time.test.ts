import { isAdRound, presetRules, roundToYearQuarter, yearEndRound } from '../index';

describe('roundToYearQuarter', () => {
  it.each([
    [1, 1, 1],
    [4, 1, 4],
    [5, 2, 1],
    [8, 2, 4],
    [9, 3, 1],
    [0, 0, 4],
    [-1, 0, 3],
    [-4, 0, 4],
  ])('round %i is year %i quarter %i', (n, year, quarter) => {
    expect(roundToYearQuarter(n)).toEqual({ year, quarter });
  });

  it('year end and advertising rounds follow the rule', () => {
    expect(yearEndRound(6)).toBe(8);
    const [std, quick] = presetRules;
    expect([1, 2, 3, 4, 5].map((r) => isAdRound(std, r))).toEqual([true, false, false, false, true]);
    expect([1, 2, 3].map((r) => isAdRound(quick, r))).toEqual([true, true, true]);
  });
});
