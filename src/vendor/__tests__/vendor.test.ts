/**
 * The stand-ins of src/vendor (aliased in .umirc.ts) against the packages they replace: the same
 * results for everything the app gives them.
 */
import { parse as realParse } from 'intl-messageformat-parser/lib/index.js';
import realQs from 'qs/lib/index.js';
import IntlMessageFormat from 'intl-messageformat';
import appEn from '@/locales/en-US';
import appZh from '@/locales/zh-CN';
import screensEn from '@/locales/screens/en-US';
import screensZh from '@/locales/screens/zh-CN';
import { createIntl as realCreateIntl, createIntlCache } from 'react-intl-original';
import { parse } from '../icuParser';
import { createIntl } from '../reactIntl';
import * as qs from '../qs';

describe('the ICU message parser', () => {
  const all = {
    ...appZh,
    ...screensZh,
    ...Object.fromEntries(Object.entries({ ...appEn, ...screensEn }).map(([k, v]) => [`en:${k}`, v])),
  };

  it('builds the same tree as intl-messageformat-parser for every message of every locale', () => {
    expect(Object.keys(all).length).toBeGreaterThan(500);
    for (const [key, message] of Object.entries(all)) {
      expect([key, parse(message)]).toEqual([key, realParse(message)]);
    }
  });

  it('handles arguments, apostrophe quoting and doubled apostrophes as ICU does', () => {
    for (const message of [
      '共 {total} 条',
      "it's {n}",
      "'{x}' is literal",
      "a '' b",
      '{a}{b}',
      '',
      "don''t {x}",
      "'{'{x}'}'",
    ]) {
      expect(parse(message)).toEqual(realParse(message));
    }
  });

  it('refuses the ICU forms it does not build, so a new message of that kind fails here', () => {
    expect(() => parse('{n, plural, one {#} other {#}}')).toThrow(/Unsupported ICU/);
    expect(() => parse('{n, number}')).toThrow(/Unsupported ICU/);
    expect(() => parse('a } b')).toThrow(/Unbalanced/);
  });

  it('formats through intl-messageformat (as react-intl does) with the values filled in', () => {
    // As in the app's bundle, where the alias makes intl-messageformat import this parser.
    (IntlMessageFormat as unknown as { __parse: typeof parse }).__parse = parse;
    expect(new IntlMessageFormat('共 {total} 条，第 {page} 页', 'zh-CN').format({ total: 1234, page: 2 })).toBe(
      '共 1234 条，第 2 页',
    );
  });
});

describe('the qs stand-in for umi-request', () => {
  const options = { arrayFormat: 'repeat', strictNullHandling: true } as const;
  const cases: Record<string, unknown>[] = [
    { a: 1, b: 'x y', c: '中文', d: "!'()*~-_." },
    { postList: [1, 2, 3], name: 'a&b=c' },
    { empty: null, gone: undefined, zero: 0, no: false, blank: '' },
    { list: ['x', null, 'y'] },
    { when: new Date(Date.UTC(2026, 10, 21, 8, 0, 0)) },
    {},
  ];

  it('stringifies as qs does with umi-request options', () => {
    for (const params of cases) expect(qs.stringify(params)).toBe(realQs.stringify(params, options));
  });

  it('parses a query as qs does with strictNullHandling', () => {
    for (const query of ['a=1&b=x%20y', 'flag&x=1', 'a=1&a=2&a=3', 'name=%E4%B8%AD%E6%96%87', 'sp=a+b', '']) {
      expect(qs.parse(query)).toEqual(realQs.parse(query, { strictNullHandling: true }));
    }
  });
});

describe('react-intl with the plain-text shortcut', () => {
  const locales = { 'zh-CN': { ...appZh, ...screensZh }, 'en-US': { ...appEn, ...screensEn } };
  // Values for every placeholder the messages use: numbers and text.
  const values = new Proxy(
    {},
    {
      get: (_, key) =>
        typeof key === 'string' && /^(n|total|page|count|round|year|score|qty|amount)$/.test(key)
          ? 1234
          : `‹${String(key)}›`,
      has: () => true,
    },
  );

  it('formats every message of every locale as react-intl does', () => {
    for (const [locale, messages] of Object.entries(locales)) {
      const wrapped = createIntl({ locale, messages }, createIntlCache());
      const real = realCreateIntl({ locale, messages }, createIntlCache());
      for (const id of Object.keys(messages)) {
        const names = [...messages[id].matchAll(/\{(\w+)/g)].map((m) => m[1]);
        const given = Object.fromEntries(names.map((name) => [name, (values as Record<string, unknown>)[name]]));
        expect([id, wrapped.formatMessage({ id }, given)]).toEqual([id, real.formatMessage({ id }, given)]);
      }
    }
  });

  it('returns plain text without formatting it, and formats the rest', () => {
    const messages = { plain: '沙盘教学班', arg: '共 {total} 条', quoted: "it''s", tag: 'a <b>b</b>', empty: '' };
    const intl = createIntl({ locale: 'zh-CN', messages, onError: () => undefined }, createIntlCache());
    expect(intl.formatMessage({ id: 'plain' })).toBe('沙盘教学班');
    expect(intl.formatMessage({ id: 'arg' }, { total: 3 })).toBe('共 3 条');
    expect(intl.formatMessage({ id: 'quoted' })).toBe("it's");
    // Missing and empty messages fall back to the id, as react-intl does.
    expect(intl.formatMessage({ id: 'missing' })).toBe('missing');
    expect(intl.formatMessage({ id: 'empty' })).toBe('empty');
  });
});
