/** @jest-environment node */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The two reference docs stay readable as they grow: a decision in docs/ASSUMPTIONS.md is one short
 * row (a longer explanation belongs in the code comment or the doc that owns it), and
 * docs/BENCHMARKS.md holds each benchmark's latest figures, not a log of runs (the history is in git).
 */
const ROOT = resolve(__dirname, '../..');

test('every line of docs/ASSUMPTIONS.md is at most 300 characters, counted as UTF-8 bytes', () => {
  const lines = readFileSync(resolve(ROOT, 'docs/ASSUMPTIONS.md'), 'utf8').split('\n');
  // Bytes, the stricter count: a tool that measures a line in bytes (a Chinese character is three)
  // finds no row over the limit either.
  const long = lines
    .map((line, i) => ({ line: i + 1, bytes: Buffer.byteLength(line), start: line.slice(0, 60) }))
    .filter(({ bytes }) => bytes > 300);
  expect(long).toEqual([]);
});

test('docs/BENCHMARKS.md is under 20 KB', () => {
  expect(statSync(resolve(ROOT, 'docs/BENCHMARKS.md')).size).toBeLessThan(20 * 1024);
});
