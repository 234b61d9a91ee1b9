/**
 * @jest-environment node
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The standalone server as an operator runs it (MOCK_DB_FILE), in child processes: one killed with
 * kill -9 in the middle of parallel writes loses none it acknowledged, and its restart takes over
 * its lock; a second server on a file in use refuses to start.
 */
const ROOT = resolve(__dirname, '../..');
let dir: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sworld-crash-'));
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

/** `npm run mock:server` on a free port, in one process (node --import tsx, not tsx's own launcher). */
function startServer(file: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_DB_FILE: file, MOCK_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((done, fail) => {
    const onData = (d: Buffer) => {
      output += String(d);
      const port = /sworld mock backend on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) done({ child, origin: `http://127.0.0.1:${port}`, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((r) => child.once('exit', (code) => r(code)));
}

async function login(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'teacher', password: '123456' }),
  });
  return (await answer.json()).data.authorization;
}

it('loses no acknowledged write when killed with kill -9 amid parallel writes; the restart takes over the lock', async () => {
  const file = join(dir, 'db.json');
  const first = await startServer(file);
  const token = await login(first.origin);
  const acknowledged: string[] = [];
  let killed = false;
  const save = async (name: string) => {
    try {
      const answer = await fetch(`${first.origin}/sworld/teachingclass/save`, {
        method: 'POST',
        headers: { Authorization: token },
        body: new URLSearchParams({ className: name }),
      });
      const body = await answer.json();
      if (body.code === 200) acknowledged.push(name);
    } catch {
      // Cut off by the kill: not acknowledged, so it may or may not be there.
    }
    if (!killed && acknowledged.length >= 15) {
      killed = true;
      first.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: 60 }, (_, i) => save(`断电测试班${String(i).padStart(2, '0')}`)));
  await exited(first.child);
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThanOrEqual(15);
  expect(acknowledged.length).toBeLessThan(60);
  // The lock is left behind, naming the dead server.
  expect(readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(first.child.pid));

  const second = await startServer(file);
  expect(second.output()).toContain(`taking over ${file}.lock of pid ${first.child.pid}, which no longer runs`);
  expect(second.output()).toContain(`resumed store from ${file}`);
  const list = await (
    await fetch(`${second.origin}/sworld/teachingclass/list?current=1&size=500`, {
      headers: { Authorization: await login(second.origin) },
    })
  ).json();
  const names = new Set(list.data.records.map((c: { className: string }) => c.className));
  expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  expect(readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(second.child.pid));

  // A second server on the same file refuses to start and names the running one.
  const third = spawn(process.execPath, ['--import', 'tsx', 'mock/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_DB_FILE: file, MOCK_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(third);
  let stderr = '';
  third.stderr.on('data', (d) => (stderr += String(d)));
  expect(await exited(third)).toBe(1);
  expect(stderr).toContain(
    `MOCK_DB_FILE ${file} is in use by another mock server (pid ${second.child.pid}); stop it, or give this one another file`,
  );

  // A stopped server (SIGTERM) releases its lock.
  second.child.kill('SIGTERM');
  expect(await exited(second.child)).toBe(0);
  expect(existsSync(`${file}.lock`)).toBe(false);
}, 120_000);
