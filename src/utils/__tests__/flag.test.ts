import { flag, flagOr } from '../flag';

describe('flag', () => {
  it.each([true, 1, '1', 'true', ' TRUE '])('reads %p as on', (value) => expect(flag(value)).toBe(true));
  it.each([false, 0, '0', 'false', '', null, undefined, 2, 'yes', {}])('reads %p as off', (value) =>
    expect(flag(value)).toBe(false),
  );
});

describe('flagOr', () => {
  it('gives the default for an absent flag, and reads a present one', () => {
    expect(flagOr(undefined, true)).toBe(true);
    expect(flagOr(null, true)).toBe(true);
    expect(flagOr('', true)).toBe(true);
    expect(flagOr(0, true)).toBe(false);
    expect(flagOr('0', true)).toBe(false);
    expect(flagOr(false, true)).toBe(false);
    expect(flagOr(1, false)).toBe(true);
  });
});
