/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { allEndpoints } from '../../src/services/endpoints';
import { concretePaths } from '../handlers/build';
import { createMockApp } from '../server';

/** The standalone server (the same handlers behind Node's HTTP server), over real HTTP. */
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createMockApp().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

async function login(userCode: string): Promise<string> {
  const form = new FormData();
  form.append('username', userCode);
  form.append('password', '123456');
  const answer = await fetch(`${origin}/login`, { method: 'POST', body: form });
  const body = await answer.json();
  expect(body.code).toBe(200);
  return body.data.authorization;
}

it('logs in over HTTP and answers user info with the authorization value', async () => {
  const form = new FormData();
  form.append('username', 'student');
  form.append('password', '123456');
  const answer = await fetch(`${origin}/login`, { method: 'POST', body: form });
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  const { code, data } = await answer.json();
  expect(code).toBe(200);
  expect(data).toMatchObject({
    userType: 3,
    userCode: 'student',
    userName: '张同学',
    socketHost: '',
    headImg: '',
    authorization: expect.any(String),
  });
});

it('answers every catalogue path, with its method and a valid authorization, with an envelope (none 404)', async () => {
  const token = await login('teacher');
  const failures: string[] = [];
  for (const endpoint of allEndpoints) {
    for (const { path } of concretePaths(endpoint)) {
      const answer = await fetch(`${origin}${path}`, { method: endpoint.method, headers: { Authorization: token } });
      const type = answer.headers.get('content-type') ?? '';
      if (answer.status === 404) failures.push(`${endpoint.method} ${path}: HTTP 404`);
      else if (type.includes('application/json')) {
        const body = await answer.json();
        if (!('code' in body && 'msg' in body && 'data' in body))
          failures.push(`${endpoint.method} ${path}: not an envelope`);
        else if (body.code === 404 && /接口不存在/.test(body.msg))
          failures.push(`${endpoint.method} ${path}: unknown path`);
      } else if (!endpoint.download) failures.push(`${endpoint.method} ${path}: ${type}`);
    }
  }
  expect(failures).toEqual([]);
}, 60_000);

it('refuses every endpoint but login without a valid authorization value (code 401)', async () => {
  const failures: string[] = [];
  for (const endpoint of allEndpoints.filter((e) => !e.open)) {
    const [{ path }] = concretePaths(endpoint);
    for (const headers of [{}, { Authorization: 'forged-token' }] as Record<string, string>[]) {
      const body = await (await fetch(`${origin}${path}`, { method: endpoint.method, headers })).json();
      if (body.code !== 401) failures.push(`${endpoint.method} ${path} ${JSON.stringify(headers)}: ${body.code}`);
    }
  }
  expect(failures).toEqual([]);
}, 60_000);

it('answers unknown API paths with a JSON 404 envelope, never HTML', async () => {
  const token = await login('teacher');
  for (const path of ['/sworld/nothing/here', '/sworldgz/x', '/estimate/y', '/somewhere-else']) {
    const answer = await fetch(`${origin}${path}`, { headers: { Authorization: token } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(await answer.json()).toMatchObject({ code: 404, data: null });
  }
});

it('answers a known path called with the wrong method with a JSON 405', async () => {
  const token = await login('teacher');
  const answer = await fetch(`${origin}/sworld/teachingclass/list`, {
    method: 'POST',
    headers: { Authorization: token },
  });
  expect(answer.status).toBe(405);
  expect(await answer.json()).toMatchObject({ code: 405, msg: '请求方法不支持：POST /sworld/teachingclass/list' });
});

it('invalidates the authorization value on logout', async () => {
  const token = await login('teacher');
  await fetch(`${origin}/logout`, { method: 'POST', headers: { Authorization: token } });
  const body = await (await fetch(`${origin}/sworld/user/getById`, { headers: { Authorization: token } })).json();
  expect(body.code).toBe(401);
});

it('refuses administrator-only work to other roles with 403 and a message', async () => {
  const token = await login('teacher');
  const form = new URLSearchParams({ userCode: 'newteacher', userName: '新老师', userType: '2' });
  const body = await (
    await fetch(`${origin}/sworld/user/save`, { method: 'POST', headers: { Authorization: token }, body: form })
  ).json();
  expect(body).toMatchObject({ code: 403, msg: '无权限：教师只能管理学生账号' });
});

describe('errors are JSON envelopes', () => {
  it('answers a malformed percent-escape in a path with a JSON 400, not an HTML page', async () => {
    for (const path of ['/sworld/%E0%A4%A', '/sworld/teachingclass/%zz', '/login%']) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect(await answer.json()).toEqual({ code: 400, msg: '请求路径格式不正确', data: null });
    }
  });

  it('refuses an upload over 50 MB and any other body over 1 MB with a JSON 413, and takes one just under it', async () => {
    const token = await login('teacher');
    const MB = 1024 * 1024;
    const over = await fetch(`${origin}/sworld/teachingplan/upload`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: new Uint8Array(50 * MB + 1),
    });
    expect(over.status).toBe(413);
    expect(over.headers.get('content-type')).toMatch(/application\/json/);
    expect(await over.json()).toEqual({ code: 413, msg: '请求内容过大，不能超过 50 MB', data: null });
    for (const type of ['application/octet-stream', 'application/json', 'application/x-www-form-urlencoded']) {
      const form = await fetch(`${origin}/sworld/teachingplan/upload`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': type },
        body: new Uint8Array(MB + 1),
      });
      expect([type, form.status, await form.json()]).toEqual([
        type,
        413,
        { code: 413, msg: '请求内容过大，不能超过 1 MB', data: null },
      ]);
    }
    // A multipart upload below the cap still reaches the handler (which has its own 20 MB bound).
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46]), new Uint8Array(21 * MB)]), 'plan.pdf');
    const under = await fetch(`${origin}/sworld/teachingplan/upload`, {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    });
    expect(await under.json()).toMatchObject({ code: 400, msg: '教学计划文件不能超过 20 MB' });
  }, 60_000);

  it('passes a JSON body through to the handlers', async () => {
    const form = JSON.stringify({ username: 'teacher', password: '123456' });
    const answer = await fetch(`${origin}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: form,
    });
    expect(await answer.json()).toMatchObject({ code: 200, data: { userCode: 'teacher' } });
  });
});

describe('idle sessions expire', () => {
  it('after two hours without a call; each call keeps the session alive', async () => {
    let clock = Date.UTC(2026, 10, 26, 8, 0);
    const app = createMockApp(undefined, { now: () => clock }).listen(0, '127.0.0.1');
    await new Promise((r) => app.once('listening', r));
    const base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    const form = new FormData();
    form.append('username', 'teacher');
    form.append('password', '123456');
    const token = (await (await fetch(`${base}/login`, { method: 'POST', body: form })).json()).data.authorization;
    const me = async () =>
      (await (await fetch(`${base}/sworld/user/getById`, { headers: { Authorization: token } })).json()).code;
    clock += 2 * 3600_000 - 60_000;
    expect(await me()).toBe(200);
    clock += 2 * 3600_000 - 60_000;
    expect(await me()).toBe(200);
    clock += 2 * 3600_000 + 60_000;
    expect(await me()).toBe(401);
    // Gone for good: it does not come back when the clock is turned back.
    clock -= 2 * 3600_000;
    expect(await me()).toBe(401);
    await new Promise((r) => app.close(r));
  });
});
