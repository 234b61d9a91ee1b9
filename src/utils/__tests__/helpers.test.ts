import { checkBrowser } from '../browser';
import { formatDuration, formatNumber, formatPercent, splitDuration } from '../format';
import { appendQuery, decodeQs, encodeQs, encodeQuery } from '../qs';
import { reportYear, roundToYearQuarter } from '../quarter';
import { safeRedirectTarget } from '../safeRedirect';

describe('quarter numbering (spec point 4)', () => {
  it.each([
    [1, 1, 1],
    [3, 1, 3],
    [4, 1, 4],
    [5, 2, 1],
    [8, 2, 4],
    [16, 4, 4],
  ])('round %i is year %i quarter %i', (round, year, quarter) => {
    expect(roundToYearQuarter(round)).toEqual({ year, quarter });
  });

  it('shows year 0 for rounds before the game', () => {
    expect(roundToYearQuarter(0)).toEqual({ year: 0, quarter: 0 });
    expect(roundToYearQuarter(-3)).toEqual({ year: 0, quarter: 0 });
    expect(roundToYearQuarter(Number.NaN)).toEqual({ year: 0, quarter: 0 });
  });

  it('reads report year -1 as the year of the round', () => {
    expect(reportYear(-1, 5)).toBe(2);
    expect(reportYear(-1, 4)).toBe(1);
    expect(reportYear(3, 5)).toBe(3);
  });
});

describe('number formatting (spec point 9)', () => {
  it('rounds to whole numbers with comma thousands separators', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,568');
    expect(formatNumber(-9876.4)).toBe('-9,876');
    expect(formatNumber('2500')).toBe('2,500');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0.2)).toBe('0');
  });

  it('shows a dash for what is not a number', () => {
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber('')).toBe('-');
    expect(formatNumber('abc')).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('-');
  });

  it('shows a ratio as a percentage rounded from 100 times', () => {
    expect(formatPercent(0.256)).toBe('26%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.004)).toBe('0%');
    expect(formatPercent('0.5')).toBe('50%');
    expect(formatPercent(null)).toBe('-');
  });

  it('converts seconds to hours, minutes and seconds', () => {
    expect(splitDuration(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(3600 * 12 + 61)).toBe('12:01:01');
    expect(formatDuration(-5)).toBe('00:00:00');
  });
});

describe('query strings and the qs page parameter', () => {
  it('encodes parameters in order, repeating array keys and leaving out empty ones', () => {
    expect(encodeQuery({ a: 1, b: 'x y', c: undefined, d: null, e: [1, 2], f: { k: 1 } })).toBe(
      'a=1&b=x+y&e=1&e=2&f=%7B%22k%22%3A1%7D',
    );
    expect(appendQuery('/p', { a: 1 })).toBe('/p?a=1');
    expect(appendQuery('/p?x=1', { a: 1 })).toBe('/p?x=1&a=1');
    expect(appendQuery('/p', {})).toBe('/p');
  });

  it('round-trips an object through qs', () => {
    const value = { trainId: '12', name: '实训 & 演练' };
    expect(decodeQs(`?qs=${encodeQs(value)}`)).toEqual(value);
  });

  it('keeps a long id exact in qs, whether a string or a bare number in the link', () => {
    const value = { trainId: '1234567890123456789', round: 3 };
    expect(encodeQs(value)).toBe('%7B%22trainId%22%3A%221234567890123456789%22%2C%22round%22%3A3%7D');
    expect(decodeQs(`?qs=${encodeQs(value)}`)).toEqual(value);
    // A link written by hand or by another page, with the id as a bare number.
    expect(decodeQs(`?qs=${encodeURIComponent('{"trainId":1234567890123456789,"round":3}')}`)).toEqual(value);
  });

  it('ignores a malformed qs with a console warning, never throwing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(decodeQs('?qs=%7Bbroken')).toEqual({});
    expect(decodeQs('?qs=%5B1%2C2%5D')).toEqual({});
    expect(decodeQs('?other=1')).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('browser check (spec point 2)', () => {
  const chrome = (v: number) =>
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;
  it('flags Firefox and Chrome below 76, passes Chrome 76+ and Edge', () => {
    expect(checkBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('poor');
    expect(checkBrowser(chrome(75))).toBe('poor');
    expect(checkBrowser(chrome(76))).toBe('ok');
    expect(checkBrowser(chrome(131))).toBe('ok');
    expect(checkBrowser(`${chrome(131)} Edg/131.0.0.0`)).toBe('ok');
  });
  it('marks Internet Explorer unsupported', () => {
    expect(checkBrowser('Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko')).toBe('unsupported');
    expect(checkBrowser('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toBe('unsupported');
  });
});

describe('the embedded user home redirect', () => {
  const origin = 'https://school.example.edu.cn';
  it('accepts same-site paths and configured origins', () => {
    expect(safeRedirectTarget('/portal/home', origin)).toBe('/portal/home');
    expect(safeRedirectTarget('https://school.example.edu.cn/a?b=1', origin)).toBe(
      'https://school.example.edu.cn/a?b=1',
    );
    expect(safeRedirectTarget('https://partner.example.com/home', origin, ['https://partner.example.com'])).toBe(
      'https://partner.example.com/home',
    );
  });
  it.each([
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,x',
    '',
    42,
    null,
  ])('refuses %p', (target) => {
    expect(safeRedirectTarget(target, origin, ['https://partner.example.com'])).toBeNull();
  });
});

describe('router paths', () => {
  const { routerPath } = require('../base');
  afterEach(() => {
    delete (window as any).__SWORLD_BASE__;
  });
  it('strips the base from a browser pathname', () => {
    expect(routerPath('/sworldweb/not-support')).toBe('/not-support');
    expect(routerPath('/sworldweb/')).toBe('/');
    expect(routerPath('/sworldweb')).toBe('/');
    expect(routerPath('/not-support')).toBe('/not-support');
    expect(routerPath('/sworldwebx/login')).toBe('/sworldwebx/login');
  });
  it('follows a base set by the hosting page', () => {
    (window as any).__SWORLD_BASE__ = '/other/';
    expect(routerPath('/other/class/home')).toBe('/class/home');
  });
});
