/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * scripts/test-summary.mjs, the end of npm test's output, fed two small jest --json results as
 * scripts/test.sh feeds it: its lines, its closing line (which CI parses) and its exit status.
 */
const ROOT = resolve(__dirname, '../..');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sworld-summary-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface FileResult {
  path: string;
  seconds: number;
  status?: 'passed' | 'failed';
  tests?: number;
}

/** A jest --json result of the given files, each run for its seconds; its counts from the files. */
function results(name: string, files: FileResult[]): string {
  const file = join(dir, name);
  const suites = files.map(({ path, seconds, status = 'passed', tests = 1 }) => ({
    name: join(ROOT, path),
    startTime: 1_700_000_000_000,
    endTime: 1_700_000_000_000 + seconds * 1000,
    status,
    message: '',
    assertionResults: Array.from({ length: tests }, (_, i) => ({
      title: `test ${i}`,
      status: status === 'failed' ? 'failed' : 'passed',
    })),
  }));
  const count = (status: string) => suites.flatMap((s) => s.assertionResults).filter((a) => a.status === status).length;
  const body = {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: suites,
  };
  writeFileSync(file, JSON.stringify(body));
  return file;
}

function summary(args: string[]) {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/test-summary.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, lines: run.stdout.trimEnd().split('\n') };
}

const unitFiles: FileResult[] = [
  { path: 'src/a.test.ts', seconds: 3.2 },
  { path: 'src/b.test.tsx', seconds: 55.04 },
  { path: 'src/c.test.ts', seconds: 1.1 },
  { path: 'src/d.test.ts', seconds: 8 },
  { path: 'src/e.test.ts', seconds: 0.4 },
  { path: 'mock/f.test.ts', seconds: 12.5 },
  { path: 'tests/unit/g.test.ts', seconds: 2 },
];
const browserFiles: FileResult[] = [
  { path: 'tests/e2e/teacher.e2e.ts', seconds: 71.96 },
  { path: 'tests/e2e/student.e2e.ts', seconds: 40 },
  { path: 'tests/e2e/shell.e2e.ts', seconds: 9.5 },
  { path: 'tests/e2e/faults.e2e.ts', seconds: 30.25 },
  { path: 'tests/e2e/tiny.e2e.ts', seconds: 0.9 },
];

test('lists the ten slowest files of both runs, slowest first, with their seconds and run', () => {
  const { lines } = summary([
    `--unit=${results('unit.json', unitFiles)}`,
    `--browser=${results('e2e.json', browserFiles)}`,
  ]);
  const start = lines.indexOf('Slowest test files:');
  expect(start).toBeGreaterThanOrEqual(0);
  expect(lines.slice(start + 1, start + 11).map((line) => line.trim().split(/\s+/))).toEqual([
    ['72.0', 's', 'browser', 'tests/e2e/teacher.e2e.ts'],
    ['55.0', 's', 'unit', 'src/b.test.tsx'],
    ['40.0', 's', 'browser', 'tests/e2e/student.e2e.ts'],
    ['30.3', 's', 'browser', 'tests/e2e/faults.e2e.ts'],
    ['12.5', 's', 'unit', 'mock/f.test.ts'],
    ['9.5', 's', 'browser', 'tests/e2e/shell.e2e.ts'],
    ['8.0', 's', 'unit', 'src/d.test.ts'],
    ['3.2', 's', 'unit', 'src/a.test.ts'],
    ['2.0', 's', 'unit', 'tests/unit/g.test.ts'],
    ['1.1', 's', 'unit', 'src/c.test.ts'],
  ]);
  // The two fastest of the twelve files are left out.
  expect(lines.join('\n')).not.toMatch(/tiny\.e2e|e\.test/);
});

test('prints the stages, the seed and the wall time, and closes with the count CI parses', () => {
  const { lines, status } = summary([
    '--lint=0',
    '--typecheck=0',
    `--unit=${results('unit.json', unitFiles)}`,
    `--browser=${results('e2e.json', browserFiles)}`,
    '--stage=lint:1.94',
    '--stage=typecheck:48.3',
    '--stage=unit:646',
    '--stage=browser:1772.4',
    '--seed=12345',
    '--wall=2754.2',
  ]);
  expect(lines).toContain('Stages: lint 1.9 s, typecheck 48.3 s, unit 10 min 46 s, browser 29 min 32 s');
  expect(lines).toContain('Unit test order: seed 12345 (replay it: npx jest --randomize --seed=12345)');
  expect(lines.slice(-2)).toEqual(['Wall time: 45 min 54 s', 'Tests: 14 passed, 0 failed']);
  expect(status).toBe(0);
});

test('counts failed tests, a file that failed to run, a failed check and missing results as failures', () => {
  const unit = results('unit.json', [
    { path: 'src/a.test.ts', seconds: 2, status: 'failed', tests: 2 },
    { path: 'src/broken.test.ts', seconds: 0.1, status: 'failed', tests: 0 },
    { path: 'src/c.test.ts', seconds: 1 },
  ]);
  const { lines, status } = summary([
    '--lint=1',
    '--typecheck=0',
    `--unit=${unit}`,
    `--browser=${join(dir, 'absent.json')}`,
    '--wall=30',
  ]);
  // 2 failed tests, the file that never ran, lint, and the browser run's missing results.
  expect(lines.slice(-2)).toEqual(['Wall time: 30.0 s', 'Tests: 2 passed, 5 failed']);
  expect(status).toBe(1);
});
