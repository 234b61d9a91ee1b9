/**
 * @jest-environment node
 */
import http, { type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createStore } from '../db/store';
import { buildHandlers } from '../handlers/build';
import { resolvers } from '../handlers';
import { PEER_HEADER } from '../handlers/kit';
import type { Dialect } from '../handlers/specDialect';
import { createMockApp, type MockAppOptions } from '../server';

/**
 * The standalone server on a shared network (README, Mock server): no request stops it, sessions
 * cannot be guessed, failed logins are slowed down, and its answers are uncached JSON.
 */

async function start(options: MockAppOptions = {}) {
  const store = createStore();
  const server = createMockApp(store, options).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { store, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const stop = (server: Server) => new Promise((r) => server.close(r));

async function loginOver(origin: string, username: string, password = '123456', headers: Record<string, string> = {}) {
  const answer = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ username, password }),
  });
  return (await answer.json()) as { code: number; msg: string; data: any };
}

/** A raw exchange on one connection: what Node answers before Express sees anything. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d) => (text += String(d)));
    socket.on('end', () => resolve(text));
    socket.on('close', () => resolve(text));
    socket.on('error', (e) => (text ? resolve(text) : reject(e)));
    socket.write(bytes);
    setTimeout(() => socket.end(), 500);
  });
}

describe('no request stops the server', () => {
  /** A small deterministic generator: the same 1,000 bodies on every run. */
  function rng(seed: number) {
    let s = seed >>> 0;
    return () => {
      s = (s * 1664525 + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
  }

  type Case = { path: string; type?: string; encoding?: string; body: Buffer; auth: boolean };

  function cases(count: number): Case[] {
    const random = rng(29);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(random() * 256)));
    const depth = () => 1 + Math.floor(random() * 6000);
    const bodies: (() => Buffer)[] = [
      () => Buffer.from(`${'['.repeat(depth())}${']'.repeat(depth())}`),
      () => {
        const n = depth();
        return Buffer.from(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`);
      },
      () => {
        const n = depth();
        return Buffer.from(`{"username":${'['.repeat(n)}${']'.repeat(n)},"password":"x"}`);
      },
      () => Buffer.from(pick(['null', '1', '"x"', 'true', '[]', '{', '{"a":}', '\u0000', '{"__proto__":{"x":1}}', ''])),
      () => bytes(Math.floor(random() * 4096)),
      () => Buffer.concat([Buffer.from('username='), bytes(64), Buffer.from('&password=%zz%')]),
      () => Buffer.from(Array.from({ length: 300 }, (_, i) => `k${i}=%E0%A4%A`).join('&')),
      () => Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004'),
      () => Buffer.from(`${'a'.repeat(20_000)}=${'b'.repeat(20_000)}`),
      () => Buffer.from(JSON.stringify({ username: 'teacher', password: { toString: 1 }, file: 'x'.repeat(1000) })),
    ];
    const types = [
      undefined,
      'application/json',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'multipart/form-data; boundary=',
      'text/plain',
      'application/xml',
      'a/b/c;;;=',
      'application/octet-stream',
    ];
    const paths = [
      '/login',
      '/sworld/user/pwd/change',
      '/sworld/teachingclass/save',
      '/sworld/swrule/import',
      '/sworld/nothing/here',
      '/sworldgz/case/import',
    ];
    return Array.from({ length: count }, (_, i) => {
      let body = pick(bodies)();
      let encoding: string | undefined;
      if (i % 10 === 3) {
        encoding = pick(['gzip', 'deflate', 'br', 'x-unknown', 'gzip, gzip']);
        // Half of them really compressed, half garbage under the encoding's name.
        if (encoding === 'gzip' && random() < 0.5) body = gzipSync(body);
      }
      // A few big ones: a megabyte of zeros, compressed to a kilobyte.
      if (i % 100 === 7) {
        body = gzipSync(Buffer.alloc(1024 * 1024));
        encoding = 'gzip';
      }
      return { path: pick(paths), type: pick(types), encoding, body, auth: random() < 0.5 };
    });
  }

  function send(port: number, token: string, c: Case): Promise<{ status: number; type: string; text: string }> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { 'Content-Length': c.body.length };
      if (c.type) headers['Content-Type'] = c.type;
      if (c.encoding) headers['Content-Encoding'] = c.encoding;
      if (c.auth) headers.Authorization = token;
      const req = http.request({ host: '127.0.0.1', port, path: c.path, method: 'POST', headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }));
      });
      req.on('error', reject);
      req.end(c.body);
    });
  }

  it.each<Dialect>(['default', 'spec'])(
    'answers 1,000 malformed bodies (nesting, encodings, sizes, content types) each with a JSON 4xx, and goes on (%s dialect)',
    async (dialect) => {
      const { server, origin, store } = await start({ dialect });
      const port = (server.address() as AddressInfo).port;
      const token = (await loginOver(origin, 'teacher')).data.authorization;
      const classes = store.db.classes.length;
      const failures: string[] = [];
      const all = cases(1000);
      let next = 0;
      const worker = async () => {
        while (next < all.length) {
          const c = all[next++];
          const answer = await send(port, token, c);
          let code = 0;
          try {
            const body = JSON.parse(answer.text);
            code = 'msg' in body && 'data' in body ? body.code : 0;
          } catch {
            // not JSON: a failure below
          }
          const ok =
            /^application\/json/.test(answer.type) &&
            code >= 400 &&
            code < 500 &&
            (answer.status === 200 || answer.status === code);
          if (!ok)
            failures.push(
              `${c.path} ${c.type} ${c.encoding} ${c.body.length}B: ${answer.status} ${answer.text.slice(0, 80)}`,
            );
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      expect(failures).toEqual([]);
      // Nothing was written, and the server still serves.
      expect(store.db.classes).toHaveLength(classes);
      expect((await loginOver(origin, 'student')).code).toBe(200);
      await stop(server);
    },
    60_000,
  );

  it('answers what Node refuses itself (headers too large, a malformed request) with a JSON envelope', async () => {
    const { server, origin } = await start();
    const port = (server.address() as AddressInfo).port;
    const long = await fetch(`${origin}/sworld/teachingclass/list`, { headers: { 'X-Long': 'x'.repeat(40_000) } });
    expect(long.status).toBe(431);
    expect(long.headers.get('content-type')).toMatch(/application\/json/);
    expect(long.headers.get('cache-control')).toBe('no-store');
    expect(await long.json()).toEqual({ code: 431, msg: '请求头过大', data: null });
    for (const bytes of [
      'GARBAGE\r\n\r\n',
      'POST /login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'GET /login HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n',
    ]) {
      const text = await rawExchange(port, bytes);
      expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(text).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
      expect(text.slice(text.indexOf('\r\n\r\n') + 4)).toBe('{"code":400,"msg":"请求格式不正确","data":null}');
    }
    expect((await loginOver(origin, 'teacher')).code).toBe(200);
    await stop(server);
  });

  /** The head and the JSON body of a raw answer. */
  function parts(text: string) {
    const head = text.slice(0, text.indexOf('\r\n\r\n'));
    return { head, body: JSON.parse(text.slice(head.length + 4)) };
  }

  it('answers a request without Host, an unknown Expect and CONNECT (which Node refuses itself) with JSON, no-store', async () => {
    const { server, origin } = await start();
    const port = (server.address() as AddressInfo).port;
    const answers = [
      ['GET /sworld/teachingclass/list HTTP/1.1\r\nConnection: close\r\n\r\n', 400, '请求缺少 Host 请求头'],
      [
        'POST /login HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
        417,
        '不支持的 Expect 请求头：200-ok',
      ],
      ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405, '请求方法不支持：CONNECT'],
    ] as const;
    for (const [bytes, status, msg] of answers) {
      const { head, body } = parts(await rawExchange(port, bytes));
      expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8(\r\n|$)/i);
      expect(head).toMatch(/\r\nCache-Control: no-store(\r\n|$)/i);
      expect(body).toEqual({ code: status, msg, data: null });
    }
    // HTTP/1.0 needs no Host, and the server still serves.
    expect(await rawExchange(port, 'GET /nothing HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 404 /);
    expect((await loginOver(origin, 'teacher')).code).toBe(200);
    await stop(server);
  });

  it('answers them in Spring’s error body in the java dialect', async () => {
    const { server } = await start({ dialect: 'java' });
    const port = (server.address() as AddressInfo).port;
    const answers = [
      ['GET /sworld/teachingclass/list HTTP/1.1\r\nConnection: close\r\n\r\n', 400, '/sworld/teachingclass/list'],
      ['GARBAGE\r\n\r\n', 400, '/'],
      [
        'POST /login HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
        417,
        '/login',
      ],
      ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405, '/'],
    ] as const;
    for (const [bytes, status, path] of answers) {
      const { head, body } = parts(await rawExchange(port, bytes));
      expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head).toMatch(/\r\nCache-Control: no-store(\r\n|$)/i);
      expect(body).toEqual({
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status,
        error: expect.any(String),
        message: expect.any(String),
        path,
      });
    }
    // What the server refuses itself past Node: a body over its caller's bound, a path it does not know.
    const origin = `http://127.0.0.1:${port}`;
    const big = await fetch(`${origin}/login`, { method: 'POST', body: `username=${'x'.repeat(9 * 1024)}` });
    const unknown = await fetch(`${origin}/somewhere-else`);
    for (const [answer, status, path] of [
      [big, 413, '/login'],
      [unknown, 404, '/somewhere-else'],
    ] as const) {
      expect(answer.status).toBe(status);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({
        timestamp: expect.any(String),
        status,
        error: expect.any(String),
        message: expect.any(String),
        path,
      });
    }
    await stop(server);
  });
});

describe('bounded work per request', () => {
  const MB = 1024 * 1024;

  it('takes 8 KB and 8 fields from a caller without a live session, whatever Authorization it sends', async () => {
    const { server, origin, store } = await start();
    const token = (await loginOver(origin, 'teacher')).data.authorization;
    await fetch(`${origin}/logout`, { method: 'POST', headers: { Authorization: token } });
    const classes = store.db.classes.length;
    const big = `username=teacher&password=123456&remark=${'x'.repeat(9 * 1024)}`;
    for (const headers of [{}, { Authorization: 'forged' }, { Authorization: token }] as Record<string, string>[]) {
      const login = await fetch(`${origin}/login`, { method: 'POST', headers, body: big });
      expect([headers, login.status, login.headers.get('cache-control'), await login.json()]).toEqual([
        headers,
        413,
        'no-store',
        { code: 413, msg: '未登录的请求内容不能超过 8 KB', data: null },
      ]);
      // Any other call is refused as not logged in, its body unread (an upload after the session
      // expired included: the app then asks for a login).
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(MB)]), 'case.xlsx');
      for (const body of [big, form]) {
        const save = await fetch(`${origin}/sworld/teachingclass/save`, { method: 'POST', headers, body });
        expect([headers, (await save.json()).code]).toEqual([headers, 401]);
      }
    }
    expect(store.db.classes).toHaveLength(classes);
    const fields = Array.from({ length: 9 }, (_, i) => `f${i}=1`).join('&');
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', `username=teacher&password=123456&${fields}`],
      ['application/json', JSON.stringify({ username: 'teacher', password: '123456', extra: [1, 2, 3, 4, 5, 6, 7] })],
    ]) {
      const answer = await fetch(`${origin}/login`, { method: 'POST', headers: { 'Content-Type': type }, body });
      expect([type, answer.status, await answer.json()]).toEqual([
        type,
        400,
        { code: 400, msg: '未登录的请求内容不能超过 8 个字段', data: null },
      ]);
    }
    // Two fields log in, in each encoding the server reads.
    const form = new FormData();
    form.append('username', 'teacher');
    form.append('password', '123456');
    for (const body of [form, JSON.stringify({ username: 'teacher', password: '123456' })]) {
      const headers: Record<string, string> = typeof body === 'string' ? { 'Content-Type': 'application/json' } : {};
      expect((await (await fetch(`${origin}/login`, { method: 'POST', headers, body })).json()).code).toBe(200);
    }
    await stop(server);
  });

  it('answers a body announced too large before reading it, drops what follows, and cuts it past 64 MB', async () => {
    const { server, origin } = await start();
    const port = (server.address() as AddressInfo).port;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (d) => (answer += String(d)));
    const closed = new Promise<void>((resolve) => {
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });
    socket.write(
      `POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${200 * MB}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(MB);
    const pump = async () => {
      while (!socket.destroyed && sent < 200 * MB) {
        sent += chunk.length;
        if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r).once('close', r));
      }
    };
    await Promise.all([pump(), closed]);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"code":413,"msg":"未登录的请求内容不能超过 8 KB","data":null}');
    // The server hung up well before the 200 MB announced.
    expect(sent).toBeLessThan(100 * MB);
    expect((await loginOver(origin, 'teacher')).code).toBe(200);
    await stop(server);
  });

  it('takes 1 MB and 10,000 fields of a form or JSON from a live session, and hands it to the handler', async () => {
    const { server, origin, store } = await start();
    const token = (await loginOver(origin, 'teacher')).data.authorization;
    const classes = store.db.classes.length;
    const save = (type: string, body: string) =>
      fetch(`${origin}/sworld/teachingclass/save`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': type },
        body,
      });
    // 100 KB and 9,001 fields (past the anonymous bounds): the handler answers it, and the class is made.
    const unused = Array.from({ length: 9000 }, (_, i) => `unused${i}=1`).join('&');
    const made = await save('application/x-www-form-urlencoded', `className=大表单班&${unused}`);
    expect((await made.json()).code).toBe(200);
    expect(store.db.classes).toHaveLength(classes + 1);
    const many = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));
    const manyElements = (n: number) => JSON.stringify({ className: 'x', ids: Array.from({ length: n }, () => 1) });
    for (const [type, body] of [
      ['application/json', many(10_001)],
      ['application/json', manyElements(10_000)],
      ['application/x-www-form-urlencoded', Array.from({ length: 10_001 }, (_, i) => `k${i}=1`).join('&')],
    ]) {
      const answer = await save(type, body);
      expect([type, answer.status, await answer.json()]).toEqual([
        type,
        400,
        { code: 400, msg: '请求内容字段过多，不能超过 10000 个', data: null },
      ]);
    }
    // Just under the bound, the handler reads it (and refuses it for its own reason).
    expect((await (await save('application/json', many(9_999))).json()).msg).not.toMatch(/字段过多/);
    expect((await save('application/json', `{"className":"${'x'.repeat(MB)}"}`)).status).toBe(413);
    expect(store.db.classes).toHaveLength(classes + 1);
    await stop(server);
  });
});

describe('HTTP answers', () => {
  it('carry Cache-Control: no-store and no X-Powered-By, whatever they are', async () => {
    const { server, origin } = await start();
    const login = await fetch(`${origin}/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'teacher', password: '123456' }),
    });
    const token = (await login.json()).data.authorization;
    const answers = [
      login,
      await fetch(`${origin}/sworld/teachingclass/list`, { headers: { Authorization: token } }),
      await fetch(`${origin}/sworld/swrule/export?ruleId=${1}`, { headers: { Authorization: token } }),
      await fetch(`${origin}/nothing`),
      await fetch(`${origin}/sworld/%zz`),
      await fetch(`${origin}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }),
    ];
    for (const answer of answers) {
      expect([answer.url, answer.headers.get('cache-control')]).toEqual([answer.url, 'no-store']);
      expect(answer.headers.get('x-powered-by')).toBeNull();
    }
    await stop(server);
  });
});

describe('sessions', () => {
  const origin = 'http://localhost';
  function handlersAt(clock: { now: number }) {
    const store = createStore();
    return { store, handlers: buildHandlers(store, resolvers, { now: () => clock.now }) };
  }
  async function call(
    handlers: ReturnType<typeof buildHandlers>,
    path: string,
    params: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) {
    const answer = await getResponse(
      handlers,
      new Request(`${origin}${path}`, { method: 'POST', headers, body: new URLSearchParams(params) }),
    );
    return (await answer!.json()) as { code: number; msg: string; data: any };
  }
  const me = async (handlers: ReturnType<typeof buildHandlers>, token: string) =>
    (
      await (await getResponse(
        handlers,
        new Request(`${origin}/sworld/user/getById`, { headers: { Authorization: token } }),
      ))!.json()
    ).code;

  it('get tokens of 192 random bits, never derived from the clock or a counter', async () => {
    const clock = { now: Date.UTC(2026, 10, 26, 8) };
    const tokens = new Set<string>();
    for (const { handlers } of [handlersAt(clock), handlersAt(clock)]) {
      for (let i = 0; i < 50; i += 1) {
        const token = (await call(handlers, '/login', { username: 'admin', password: '123456' })).data.authorization;
        expect(token).toMatch(/^sw-[0-9a-f]{48}$/);
        tokens.add(token);
      }
    }
    // Two stores on the same clock, each counting from the same seed: still 100 different tokens.
    expect(tokens.size).toBe(100);
  });

  it('end after 12 hours however busy they are', async () => {
    const clock = { now: Date.UTC(2026, 10, 26, 8) };
    const { handlers } = handlersAt(clock);
    const token = (await call(handlers, '/login', { username: 'teacher', password: '123456' })).data.authorization;
    for (let hour = 1; hour <= 12; hour += 1) {
      clock.now += 3600_000 - 1000;
      expect(await me(handlers, token)).toBe(200);
    }
    clock.now += 60_000;
    expect(await me(handlers, token)).toBe(401);
  });

  it('of an account end when its password is changed (but the caller’s) or reset', async () => {
    const clock = { now: Date.UTC(2026, 10, 26, 8) };
    const { handlers, store } = handlersAt(clock);
    const login = async (username: string, password = '123456') =>
      (await call(handlers, '/login', { username, password })).data.authorization as string;
    const [a, b] = [await login('teacher'), await login('teacher')];
    const other = await login('teacher2');
    const changed = await call(
      handlers,
      '/sworld/user/pwd/change',
      { oldPassword: '123456', newPassword: 'new-secret' },
      { Authorization: a },
    );
    expect(changed.code).toBe(200);
    expect([await me(handlers, a), await me(handlers, b), await me(handlers, other)]).toEqual([200, 401, 200]);

    const admin = await login('admin');
    const teacherId = store.db.users.find((u) => u.userCode === 'teacher')!.id;
    const c = await login('teacher', 'new-secret');
    expect((await call(handlers, '/sworld/user/pwd/reset', { id: teacherId }, { Authorization: admin })).code).toBe(
      200,
    );
    expect([await me(handlers, a), await me(handlers, c), await me(handlers, admin)]).toEqual([401, 401, 200]);
  });
});

describe('failed logins are slowed down', () => {
  const origin = 'http://localhost';
  function setup() {
    const clock = { now: Date.UTC(2026, 10, 26, 8) };
    const store = createStore();
    const handlers = buildHandlers(store, resolvers, { now: () => clock.now });
    const login = async (username: string, password: string, peer?: string) => {
      const answer = await getResponse(
        handlers,
        new Request(`${origin}/login`, {
          method: 'POST',
          headers: peer ? { [PEER_HEADER]: peer } : {},
          body: new URLSearchParams({ username, password }),
        }),
      );
      return (await answer!.json()) as { code: number; msg: string; data: any };
    };
    return { clock, login };
  }

  it('after five free failures, with waits that double from 1 s up to 30 s, saying when to retry (429)', async () => {
    const { clock, login } = setup();
    for (let i = 0; i < 5; i += 1) expect((await login('teacher', 'wrong')).msg).toBe('用户名或密码错误');
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      expect((await login('teacher', 'wrong')).code).toBe(400);
      // The right password too must wait: the wait holds for every attempt.
      const refused = await login('teacher', '123456');
      expect(refused.code).toBe(429);
      expect(refused.msg).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/);
      waits.push(refused.data.retryAfter);
      expect(refused.msg).toBe(`登录失败次数过多，请 ${refused.data.retryAfter} 秒后再试`);
      clock.now += refused.data.retryAfter * 1000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    // Once the wait is over, the right password logs in, and the count starts again.
    expect((await login('teacher', '123456')).code).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login('teacher', 'wrong')).code).toBe(400);
  });

  it('counts failures only, per account: logins that succeed and other accounts are not slowed down', async () => {
    const { login } = setup();
    for (let i = 0; i < 50; i += 1) expect((await login('student', '123456')).code).toBe(200);
    for (let i = 0; i < 6; i += 1) expect((await login('student', 'wrong')).code).toBe(400);
    expect((await login('student', '123456')).code).toBe(429);
    expect((await login('teacher', '123456')).code).toBe(200);
  });

  it('forgets failures after 15 minutes without one', async () => {
    const { clock, login } = setup();
    for (let i = 0; i < 6; i += 1) await login('teacher', 'wrong');
    clock.now += 15 * 60_000 + 1000;
    for (let i = 0; i < 5; i += 1) expect((await login('teacher', 'wrong')).code).toBe(400);
  });

  it('keys on the address too where the host sees the real one: another address is not kept out', async () => {
    const { login } = setup();
    for (let i = 0; i < 6; i += 1) await login('teacher', 'wrong', '10.0.0.66');
    expect((await login('teacher', '123456', '10.0.0.66')).code).toBe(429);
    expect((await login('teacher', '123456', '10.0.0.5')).code).toBe(200);
  });

  it('over HTTP, takes no address from a header the caller sends, with or without MOCK_CLIENT_ADDRESS=direct', async () => {
    for (const directClients of [false, true]) {
      const { server, origin: base } = await start({ directClients });
      for (let i = 0; i < 6; i += 1) {
        const answer = await loginOver(base, 'teacher', 'wrong', { [PEER_HEADER]: `10.1.0.${i}` });
        expect(answer.code).toBe(400);
      }
      const refused = await loginOver(base, 'teacher', '123456', { [PEER_HEADER]: '10.2.0.1' });
      expect([directClients, refused.code]).toEqual([directClients, 429]);
      await stop(server);
    }
  });
});

describe('writes', () => {
  it('with one name, made in parallel, create one rule: the others are refused (409)', async () => {
    const { server, origin, store } = await start();
    const token = (await loginOver(origin, 'teacher')).data.authorization;
    const source = store.db.rules.find((r) => r.ownerId === '')!;
    const file = await (
      await fetch(`${origin}/sworld/swrule/export?ruleId=${source.id}`, { headers: { Authorization: token } })
    ).arrayBuffer();
    const importOnce = async () => {
      const form = new FormData();
      form.append('file', new Blob([file]), 'rule.xlsx');
      form.append('caseId', source.caseId);
      form.append('ruleName', '同名并发导入');
      const answer = await fetch(`${origin}/sworld/swrule/import`, {
        method: 'POST',
        headers: { Authorization: token },
        body: form,
      });
      return (await answer.json()).code as number;
    };
    const codes = await Promise.all(Array.from({ length: 20 }, importOnce));
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(store.db.rules.filter((r) => r.ruleName === '同名并发导入')).toHaveLength(1);
    await stop(server);
  });
});
