import { sameId, total } from '../format';
import { optionsOf } from '../options';

describe('optionsOf', () => {
  it('offers the rows that carry their key, as text, and leaves out the others', () => {
    const rows = [{ id: 7, name: 'A' }, { name: 'no id' }, { id: '9', name: 'B' }, { id: null, name: 'null id' }];
    expect(
      optionsOf(
        rows,
        (r) => r.id,
        (r) => r.name,
      ),
    ).toEqual([
      { value: '7', label: 'A' },
      { value: '9', label: 'B' },
    ]);
    expect(
      optionsOf(
        undefined,
        () => 1,
        () => '',
      ),
    ).toEqual([]);
  });
});

describe('total', () => {
  it('sums a figure over rows, and is unknown when the rows or one figure are absent', () => {
    expect(total([{ a: 1 }, { a: 2 }], (r) => r.a)).toBe(3);
    expect(total([], (r: { a?: number }) => r.a)).toBe(0);
    expect(total([{ a: 1 }, {}], (r: { a?: number }) => r.a)).toBeUndefined();
    expect(total(undefined, (r: { a?: number }) => r.a)).toBeUndefined();
  });
});

describe('sameId', () => {
  it('matches an id sent as a number with the same id kept as text, and nothing with an absent id', () => {
    expect(sameId(7, '7')).toBe(true);
    expect(sameId('123456789012345678', '123456789012345678')).toBe(true);
    expect(sameId(7, '8')).toBe(false);
    expect(sameId(undefined, undefined)).toBe(false);
    expect(sameId(null, '')).toBe(false);
  });
});
