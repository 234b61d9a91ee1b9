import { t } from '../i18n';
import { quarterText, roundCountText, roundText, yearQuarterText } from '../roundText';

describe('the one way a round is written', () => {
  beforeEach(() => window.localStorage.setItem('umi_locale', 'zh-CN'));

  it('names year, quarter and round, with the training length when known', () => {
    expect(roundText(t, 5)).toBe('第 2 年第 1 季度（第 5 回合）');
    expect(roundText(t, 8, 8)).toBe('第 2 年第 4 季度（第 8 / 8 回合）');
    expect(quarterText(t, 4)).toBe('第 1 年第 4 季度');
    expect(roundCountText(t, 8)).toBe('共 8 回合');
  });

  it('writes a year and quarter given as such as it writes a round, and a missing part as -', () => {
    expect(yearQuarterText(t, 2, 1)).toBe(quarterText(t, 5));
    expect(yearQuarterText(t, 2, undefined)).toBe('第 2 年第 - 季度');
  });

  it('writes a length the answer did not give as -', () => {
    expect(roundCountText(t, undefined)).toBe('共 - 回合');
  });

  it('says a training that has not started is not started', () => {
    expect(roundText(t, 0, 8)).toBe('未开始');
    expect(quarterText(t, Number.NaN)).toBe('未开始');
  });

  it('speaks English in the English locale', () => {
    window.localStorage.setItem('umi_locale', 'en-US');
    expect(roundText(t, 5, 8)).toBe('Year 2, quarter 1 (round 5 of 8)');
  });
});
