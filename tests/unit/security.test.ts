import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sourceFiles } from '../../config/sourceFiles';

/**
 * Static security checks. The project has no ESLint set up, so this test stands in for a
 * `react/no-danger` lint rule at error level: it scans every source file of src/ (generated .umi
 * folders and tests aside) for raw-HTML sinks.
 */
const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');

/** `file:line: text` for each line of src/ matching the pattern, unless it calls a sanitiser. */
function offenders(pattern: RegExp): string[] {
  return sourceFiles(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
      .filter(({ line }) => pattern.test(line) && !/\bsanitize\w*\(|DOMPurify\./.test(line))
      .map(({ line, at }) => `${at}: ${line.trim()}`),
  );
}

it('scans a real source tree', () => {
  expect(sourceFiles(SRC).length).toBeGreaterThan(50);
  expect(sourceFiles(SRC).some((f) => f.endsWith(join('services', 'request.ts')))).toBe(true);
});

it('uses no dangerouslySetInnerHTML without sanitising', () => {
  expect(offenders(/dangerouslySetInnerHTML/)).toEqual([]);
});

it('writes no raw HTML through innerHTML, outerHTML, insertAdjacentHTML or document.write', () => {
  expect(offenders(/\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML\(|document\.write(ln)?\(/)).toEqual([]);
});

it('evaluates no strings as code (the CSP has no unsafe-eval)', () => {
  expect(offenders(/\beval\(|new Function\(|set(Timeout|Interval)\(\s*['"`]/)).toEqual([]);
});

it('detects an offending line (the scanner is not blind)', () => {
  const line = '<div dangerouslySetInnerHTML={{ __html: html }} />';
  expect(/dangerouslySetInnerHTML/.test(line) && !/\bsanitize\w*\(|DOMPurify\./.test(line)).toBe(true);
});

it('keeps the nginx example strict: hashed inline scripts only, and the required headers', () => {
  const conf = readFileSync(join(ROOT, 'config/nginx.conf'), 'utf8');
  const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(conf)?.[1] ?? '';
  expect(csp).toContain("script-src 'self' __SCRIPT_HASHES__;");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    'frame-ancestors __FRAME_ANCESTORS__',
    "style-src 'self' 'unsafe-inline'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(conf).toMatch(/add_header X-Content-Type-Options "nosniff" always;/);
  expect(conf).toMatch(/add_header Referrer-Policy "[a-z-]+" always;/);
  // add_header inside a location would drop the server-level security headers there.
  const locations = conf
    .split(/\n\s*location /)
    .slice(1)
    .map((block) => block.slice(0, block.indexOf('\n    }')));
  expect(locations.length).toBeGreaterThan(4);
  expect(locations.filter((block) => block.includes('add_header'))).toEqual([]);
});
