/**
 * @jest-environment node
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** `npm run mock:server` with MOCK_DIALECT, in a child process as an operator starts it. */
const ROOT = resolve(__dirname, '../..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts the server; resolves with its origin once it listens, or with its exit code and output if it stops. */
function start(dialect: string): Promise<{ origin?: string; code?: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: '0', MOCK_DIALECT: dialect, MOCK_DB_FILE: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((done) => {
    const onData = (d: Buffer) => {
      output += String(d);
      const port = /sworld mock backend on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) done({ origin: `http://127.0.0.1:${port}`, output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => done({ code, output }));
  });
}

it('answers in the spec dialect with MOCK_DIALECT=spec: the login user id is an 18-digit number', async () => {
  const server = await start('spec');
  expect(server.origin).toBeDefined();
  const answer = await fetch(`${server.origin}/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'teacher', password: '123456' }),
  });
  expect(await answer.text()).toMatch(/"userId":\d{18},/);
});

it("answers in the java dialect with MOCK_DIALECT=java: a refusal is an HTTP 401 with Spring's body", async () => {
  const server = await start('java');
  expect(server.origin).toBeDefined();
  const answer = await fetch(`${server.origin}/sworld/teachingclass/list`);
  expect(answer.status).toBe(401);
  expect(await answer.json()).toEqual({
    timestamp: expect.any(String),
    status: 401,
    error: 'Unauthorized',
    message: '用户未登录或登录已过期',
    path: '/sworld/teachingclass/list',
  });
});

it('refuses to start with an unknown MOCK_DIALECT, and says why', async () => {
  const server = await start('kotlin');
  expect(server.code).toBe(1);
  expect(server.output).toContain('unknown mock dialect "kotlin"');
});
