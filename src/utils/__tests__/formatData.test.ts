import { display, httpUrl, list, text, toNumber } from '../format';

describe('backend data as the screens show it', () => {
  it('display: "-" for null, blank and what is not text or a finite number', () => {
    expect([null, undefined, '', '  ', Number.NaN, {}, [], true].map(display)).toEqual(Array(8).fill('-'));
    expect([0, 12.5, '甲', 'x'.repeat(400)].map(display)).toEqual(['0', '12.5', '甲', 'x'.repeat(400)]);
  });

  it('text, toNumber and list take what the backend sent in place of the expected type', () => {
    expect([null, undefined, {}, 3, 'a'].map(text)).toEqual(['', '', '', '3', 'a']);
    expect([12, '12', ' 7.5 ', '', 'abc', null, Number.POSITIVE_INFINITY].map(toNumber)).toEqual([
      12,
      12,
      7.5,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([null, 'a', { length: 2 }, [1]].map((v) => list(v))).toEqual([[], [], [], [1]]);
  });

  it('httpUrl: a link only for http(s) addresses', () => {
    expect(httpUrl('https://license.example.com/a.pdf')).toBe('https://license.example.com/a.pdf');
    expect(httpUrl('http://license.example.com/a.pdf')).toBe('http://license.example.com/a.pdf');
    expect(httpUrl('/files/license.pdf')).toBe(`${window.location.origin}/files/license.pdf`);
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
      null,
      3,
      '',
    ])
      expect(httpUrl(bad)).toBeUndefined();
  });
});
