import { parseAnswer, parseJson } from '../json';

/*
 * Answers as a Java backend writes them: its ids are 64-bit longs. Whether a text holds such an
 * integer or not, the caller gets every id exactly and every other number as a number.
 */

it('keeps an integer beyond 2^53 exact as a string, wherever it is in the answer', () => {
  const text =
    '{"code":200,"data":{"records":[{"id":1795769721485123585,"trainId":9007199254740993,"score":12.5,"round":3}],"total":1}}';
  expect(parseJson(text)).toEqual({
    code: 200,
    data: { records: [{ id: '1795769721485123585', trainId: '9007199254740993', score: 12.5, round: 3 }], total: 1 },
  });
});

it('reads a sixteen-digit integer within 2^53 as a number, and 2^53 + 1 as its text', () => {
  expect(parseJson('[1234567890123456,9007199254740991,9007199254740993,-9007199254740993]')).toEqual([
    1234567890123456,
    9007199254740991,
    '9007199254740993',
    '-9007199254740993',
  ]);
});

it('reads a text without long integers as JSON.parse does, a repeated key keeping its last value', () => {
  const text = '{"a":1,"b":[true,null,"x",-0.25,1e3],"a":2,"nested":{"id":"17957697214851"}}';
  expect(parseJson(text)).toEqual(JSON.parse(text));
  expect(parseJson(text)).toEqual({ a: 2, b: [true, null, 'x', -0.25, 1000], nested: { id: '17957697214851' } });
});

it('keeps a repeated key last in a text with long integers too', () => {
  expect(parseJson('{"id":1795769721485123585,"id":1795769721485123586}')).toEqual({ id: '1795769721485123586' });
});

it('refuses what is not JSON, long digits or not', () => {
  expect(() => parseJson('<html>502 Bad Gateway</html>')).toThrow();
  expect(() => parseJson('<html>1795769721485123585</html>')).toThrow();
  expect(() => parseJson('')).toThrow();
});

it("reads an answer's null fields as absent, at any depth, as a Java backend's unset fields", () => {
  const answer = parseAnswer(
    '{"code":200,"msg":"ok","data":{"trainState":null,"currRound":5,"meeting":{"id":null,"state":11},"list":[{"a":null,"b":1},null]}}',
  );
  expect(answer).toEqual({
    code: 200,
    msg: 'ok',
    data: { currRound: 5, meeting: { state: 11 }, list: [{ b: 1 }, null] },
  });
  expect('trainState' in (answer as { data: object }).data).toBe(false);
});

it("keeps a write's top-level null data, and the ids of an answer with nulls exact", () => {
  expect(parseAnswer('{"code":200,"msg":"操作成功","data":null}')).toEqual({ code: 200, msg: '操作成功', data: null });
  expect(parseAnswer('{"code":200,"data":{"id":163000000000004091,"remark":null}}')).toEqual({
    code: 200,
    data: { id: '163000000000004091' },
  });
});
