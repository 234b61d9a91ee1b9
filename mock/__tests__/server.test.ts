/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { allEndpoints } from '../../src/services/endpoints';
import { concretePaths } from '../handlers/build';
import { createMockApp } from '../server';

/** The standalone server (@mswjs/http-middleware over the same handlers), over real HTTP. */
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
