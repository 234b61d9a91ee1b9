import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureBuilt } from './build';

/**
 * Every `npm run bench:*` script of package.json still runs. Each is started with BENCH_SMOKE=1
 * (scripts/smoke.ts): it builds and serves what it measures (the production build, the floor's
 * pages, the big game), starts its browser, shows its pages once and stops before it times
 * anything, printing `[smoke] <script>: ready`. A benchmark that no longer runs fails here.
 */
const root = resolve(__dirname, '../..');
const benches = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts).filter((name) =>
  name.startsWith('bench:'),
);

/** A script's own arguments: bench:ab compares two builds, here the same one twice. */
function argsOf(name: string, dist: string): string[] {
  return name === 'bench:ab' ? ['--', dist, dist] : [];
}

function run(name: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(
      'npm',
      ['run', name, ...args],
      { cwd: root, env: { ...process.env, BENCH_SMOKE: '1' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

let dist = '';
beforeAll(() => {
  dist = ensureBuilt(root, 'real');
}, 600_000);

it('finds every bench script', () => {
  expect(benches).toEqual(
    expect.arrayContaining([
      'bench:mock',
      'bench:analysis',
      'bench:debrief',
      'bench:ab',
      'bench:web',
      'bench:engine',
      'bench:live',
      'bench:floor',
      'bench:phone',
    ]),
  );
});

for (const name of benches) {
  it(`npm run ${name} runs up to its first measurement`, async () => {
    const { code, output } = await run(name, argsOf(name, dist));
    const marker = `[smoke] ${name}: ready`;
    // On a failure the script's own output is the evidence: its end is shown.
    if (code !== 0 || !output.includes(marker))
      throw new Error(
        `npm run ${name} ended with ${code} ${output.includes(marker) ? 'after' : 'before'} "${marker}":\n${output.slice(-4000)}`,
      );
  }, 240_000);
}
