import { screen } from '@testing-library/react';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import { Countdown } from '../Countdown';
import { secondsLeft } from '../hooks';

describe('a countdown on the server clock', () => {
  const start = Date.UTC(2024, 2, 1, 0, 0, 0);

  it('counts from a start written in any form the backend uses', () => {
    for (const written of [start, start / 1000, String(start), '2024-03-01 08:00:00', '2024-03-01T00:00:00Z'])
      expect(secondsLeft(written, 60, start + 15_000)).toBe(45);
    expect(secondsLeft(null, 60, start)).toBe(60);
  });

  it('cannot be computed from a start that is no time, or a clock that is no number', () => {
    expect(secondsLeft('soon', 60, start)).toBeUndefined();
    expect(secondsLeft('2024-03-01 08:00:00', 60, Number.NaN)).toBeUndefined();
    expect(secondsLeft(start, Number.NaN, start)).toBeUndefined();
  });

  it('says so in words instead of 00:00:00', () => {
    renderScreen(<Countdown label="剩余" startTime="下午三点" seconds={60} offset={0} />, {
      models: [],
      url: '/',
      path: '/',
    });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('无法计时：服务器的开始时间无法识别');
    expect(timer).not.toHaveTextContent(/00:00|NaN/);
  });
});
