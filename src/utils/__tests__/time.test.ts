import { formatInSchoolZone, parseOffset, parseTime, setSchoolTimeZone } from '../time';

/** 2024-03-01 08:00:00 at UTC+8 is midnight UTC. */
const MARCH_FIRST_8AM_CST = Date.UTC(2024, 2, 1, 0, 0, 0);

afterEach(() => setSchoolTimeZone('+08:00'));

describe('reading a time the backend sent', () => {
  it('reads epoch milliseconds, as a number or its digits', () => {
    expect(parseTime(MARCH_FIRST_8AM_CST)).toBe(MARCH_FIRST_8AM_CST);
    expect(parseTime(String(MARCH_FIRST_8AM_CST))).toBe(MARCH_FIRST_8AM_CST);
  });

  it('reads a number below 10^11 as epoch seconds, larger as milliseconds', () => {
    expect(parseTime(MARCH_FIRST_8AM_CST / 1000)).toBe(MARCH_FIRST_8AM_CST);
    expect(parseTime(` ${MARCH_FIRST_8AM_CST / 1000} `)).toBe(MARCH_FIRST_8AM_CST);
    expect(parseTime(99_999_999_999)).toBe(99_999_999_999_000);
    expect(parseTime(100_000_000_000)).toBe(100_000_000_000);
  });

  it("reads Jackson's yyyy-MM-dd HH:mm:ss in the school's zone (UTC+8 by default)", () => {
    expect(parseTime('2024-03-01 08:00:00')).toBe(MARCH_FIRST_8AM_CST);
    expect(parseTime('2024-03-01 08:00:00.250')).toBe(MARCH_FIRST_8AM_CST + 250);
  });

  it('reads yyyy-MM-dd as midnight in the school zone', () => {
    expect(parseTime('2024-03-01')).toBe(MARCH_FIRST_8AM_CST - 8 * 3600_000);
  });

  it('reads ISO 8601 with its own zone, and without one in the school zone', () => {
    expect(parseTime('2024-03-01T00:00:00Z')).toBe(MARCH_FIRST_8AM_CST);
    expect(parseTime('2024-03-01T00:00:00.000Z')).toBe(MARCH_FIRST_8AM_CST);
    expect(parseTime('2024-03-01T08:00:00+08:00')).toBe(MARCH_FIRST_8AM_CST);
    expect(parseTime('2024-02-29T19:00:00-0500')).toBe(MARCH_FIRST_8AM_CST);
    expect(parseTime('2024-03-01T08:00:00')).toBe(MARCH_FIRST_8AM_CST);
    expect(parseTime('2024-03-01T08:00:00.123456789')).toBe(MARCH_FIRST_8AM_CST + 123);
  });

  it('reads zone-less times in the zone the deployment sets', () => {
    setSchoolTimeZone('-05:30');
    expect(parseTime('2024-03-01 08:00:00')).toBe(Date.UTC(2024, 2, 1, 13, 30));
    expect(parseTime('2024-03-01T08:00:00Z')).toBe(Date.UTC(2024, 2, 1, 8));
    expect(parseTime(MARCH_FIRST_8AM_CST)).toBe(MARCH_FIRST_8AM_CST);
  });

  it('answers undefined for what is not a time', () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      'null',
      'soon',
      '2024-02-30 08:00:00',
      '2024-13-01',
      NaN,
      0,
      -5,
      true,
      {},
    ])
      expect(parseTime(value)).toBeUndefined();
  });
});

describe('the time zone setting', () => {
  it('accepts offsets from -12:00 to +14:00 written ±HH:MM', () => {
    expect(parseOffset('+08:00')).toBe(480);
    expect(parseOffset('-05:30')).toBe(-330);
    expect(parseOffset('+00:00')).toBe(0);
    expect(parseOffset('+14:00')).toBe(840);
    for (const bad of ['8', '+8', '+0800', 'UTC+8', 'Asia/Shanghai', '+15:00', '-12:30', '+08:60', 8, null])
      expect(parseOffset(bad)).toBeUndefined();
  });

  it("shows a time as the school's wall clock", () => {
    expect(formatInSchoolZone(MARCH_FIRST_8AM_CST)).toBe('2024-03-01 08:00:00');
    setSchoolTimeZone('+00:00');
    expect(formatInSchoolZone(MARCH_FIRST_8AM_CST, 'HH:mm')).toBe('00:00');
  });
});
