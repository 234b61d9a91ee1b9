import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { createStore, type Store } from '../../mock/db/store';
import { createMockApp } from '../../mock/server';
import { renderNginxConf } from '../../scripts/nginx-conf.mjs';
import { encodeQs } from '../../src/utils/qs';
import { newPage, openBrowser, screenshot } from './app';
import { serveApp } from './serve';
import { ensureBuilt } from './build';

/**
 * The production build served by Debian's real nginx with config/nginx.conf — rendered by
 * scripts/nginx-conf.mjs exactly as a deployment would (loopback port, this repository's dist/, the
 * standalone mock backend as upstream) — then a teacher logs in, lists classes and opens a training
 * console through it, under the strict Content-Security-Policy.
 */
const ROOT = resolve(__dirname, '../..');
const RUNNING = '2026春季沙盘对抗赛';
/**
 * A partner portal that embeds the app, and the origin the users' head images come from.
 * The portals are small loopback servers (another host name, another port): Chrome keeps a page it
 * does not know to be local (a fulfilled route) from framing a loopback address, whatever the policy.
 */
let PARTNER: string;
let ELSEWHERE: string;
const portals: Server[] = [];

/** A portal page embedding the app's login screen in a frame. */
async function startPortal(host: string): Promise<string> {
  const portal = http.createServer((_, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><title>portal</title><iframe id="app" src="${origin}/sworldweb/login" width="900" height="600"></iframe>`,
    );
  });
  await new Promise<void>((r) => portal.listen(0, '127.0.0.1', () => r()));
  portals.push(portal);
  return `http://${host}:${(portal.address() as AddressInfo).port}`;
}
const AVATARS = 'http://avatar.example.test';
/** Debian's nginx (scripts/test.sh installs it); /usr/sbin is not on every user's PATH. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

let browser: Browser;
let store: Store;
let api: Server;
let nginx: ChildProcess;
let work: string;
let origin: string;
let dist: string;
let nginxLog = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

async function waitForHttp(url: string, deadline = Date.now() + 15_000) {
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${String(error)}\n${nginxLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

beforeAll(async () => {
  dist = ensureBuilt(ROOT, 'real');
  store = createStore();
  api = createMockApp(store).listen(0, '127.0.0.1');
  await new Promise((r) => api.once('listening', r));
  const upstream = `127.0.0.1:${(api.address() as AddressInfo).port}`;

  // nginx's own prefix, temp folders and web root (holding dist as sworldweb/) in a fresh folder.
  work = mkdtempSync(join(tmpdir(), 'sworld-nginx-'));
  for (const d of ['html', 'logs', 'temp']) mkdirSync(join(work, d));
  symlinkSync(dist, join(work, 'html', 'sworldweb'));
  // Something else the web root holds, which nginx must not serve.
  writeFileSync(join(work, 'html', 'secret.txt'), 'not for the web');
  const port = await freePort();
  PARTNER = await startPortal('localhost');
  ELSEWHERE = await startPortal('127.0.0.1');
  writeFileSync(
    join(work, 'sworldweb.conf'),
    renderNginxConf({
      template: join(ROOT, 'config/nginx.conf'),
      dist,
      listen: `127.0.0.1:${port}`,
      root: join(work, 'html'),
      upstream,
      avatarOrigin: AVATARS,
      frameAncestors: PARTNER,
    }),
  );
  // The main file stands in for Debian's /etc/nginx/nginx.conf, which includes conf.d/*.conf.
  const temp = (name: string) => `${name}_temp_path ${join(work, 'temp', name)};`;
  writeFileSync(
    join(work, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(work, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  types_hash_max_size 2048;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      `  include ${join(work, 'sworldweb.conf')};`,
      '}',
    ].join('\n'),
  );
  execFileSync(NGINX, ['-t', '-q', '-p', work, '-c', join(work, 'nginx.conf')]);
  nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stderr?.on('data', (d) => (nginxLog += String(d)));
  origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/sworldweb/`);
  browser = await openBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await new Promise((r) => (api ? api.close(r) : r(undefined)));
  for (const portal of portals) await new Promise((r) => portal.close(r));
  if (work) rmSync(work, { recursive: true, force: true });
});

/** One request written as raw bytes (what fetch would not send), and nginx's answer. */
function rawExchange(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    const parts: Buffer[] = [];
    socket.on('data', (d: Buffer) => parts.push(d));
    socket.on('error', fail);
    socket.on('close', () => {
      const text = Buffer.concat(parts).toString('utf8');
      const head = text.slice(0, text.indexOf('\r\n\r\n'));
      done({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), headers: head, body: text.slice(head.length + 4) });
    });
    socket.end(bytes);
  });
}

function header(answer: Response, name: string) {
  return answer.headers.get(name) ?? '';
}

it('serves index.html uncached with the security headers, and falls back to it for app routes', async () => {
  for (const path of [
    '/sworldweb/',
    '/sworldweb/index.html',
    '/sworldweb/class/home',
    '/sworldweb/train/home/console?qs=x',
  ]) {
    const answer = await fetch(`${origin}${path}`);
    expect(answer.status).toBe(200);
    expect(header(answer, 'content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toContain('<div class="sworld-boot">加载中，请稍候...</div>');
    expect(header(answer, 'cache-control')).toBe('no-cache');
    const csp = header(answer, 'content-security-policy');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){2};/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(header(answer, 'x-content-type-options')).toBe('nosniff');
    expect(header(answer, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header(answer, 'strict-transport-security')).toBe('max-age=31536000');
    expect(header(answer, 'permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    expect(header(answer, 'cross-origin-opener-policy')).toBe('same-origin');
    expect(csp).toContain(`img-src 'self' data: blob: ${AVATARS};`);
    expect(csp).toContain(`frame-ancestors 'self' ${PARTNER}`);
    // X-Frame-Options cannot name the partner: left out, frame-ancestors decides.
    expect(header(answer, 'x-frame-options')).toBe('');
  }
  expect((await fetch(`${origin}/sworldweb`, { redirect: 'manual' })).headers.get('location')).toMatch(
    /\/sworldweb\/$/,
  );
});

it('caches hashed assets for a year, gzips them, and answers 404 (not index.html) for a missing chunk', async () => {
  const entry = readdirSync(dist).find((f) => /^umi\.[0-9a-f]{8}\.js$/.test(f))!;
  // nginx gzips nothing under gzip_min_length (1024 bytes): a chunk above it, whatever the build's order.
  const chunk = readdirSync(dist).find((f) => /\.async\.js$/.test(f) && statSync(join(dist, f)).size > 1024)!;
  for (const file of [entry, chunk]) {
    const raw = await new Promise<{ headers: Record<string, string>; body: Buffer }>((done, fail) => {
      // fetch() would decompress silently: read the wire bytes with node:http.
      http
        .get(`${origin}/sworldweb/${file}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (b: Buffer) => parts.push(b));
          res.on('end', () => done({ headers: res.headers as Record<string, string>, body: Buffer.concat(parts) }));
        })
        .on('error', fail);
    });
    expect(raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(raw.body).equals(readFileSync(join(dist, file)))).toBe(true);
    expect(raw.headers['content-security-policy']).toContain("object-src 'none'");
  }
  expect((await fetch(`${origin}/sworldweb/p__missing.0123abcd.async.js`)).status).toBe(404);
  expect((await fetch(`${origin}/sworldweb/mockServiceWorker.js`)).status).toBe(404);
  // No deploy-time config file: an empty 204 the app reads as "defaults", never index.html.
  const config = await fetch(`${origin}/sworldweb/sworld.config.json`);
  expect([config.status, await config.text(), config.headers.get('cache-control')]).toEqual([204, '', 'no-cache']);
});

it('sends the Cache-Control headers that tests/e2e/serve.ts (the benchmarks and browser tests) sends, read from the same file', async () => {
  const file = (pattern: RegExp) => readdirSync(dist).find((f) => pattern.test(f))!;
  const paths = [
    '/sworldweb/',
    '/sworldweb/index.html',
    '/sworldweb/train/home/intelligent-analysis',
    `/sworldweb/${file(/^umi\.[0-9a-f]{8}\.js$/)}`,
    `/sworldweb/${file(/\.async\.js$/)}`,
    `/sworldweb/${file(/\.chunk\.css$/)}`,
    '/sworldweb/favicon.svg',
  ];
  const served = await serveApp({ dir: dist, base: '/sworldweb/' });
  try {
    const origins = [origin, served.url.replace(/\/sworldweb\/$/, '')];
    for (const path of paths) {
      const [fromNginx, fromServe] = await Promise.all(origins.map((o) => fetch(`${o}${path}`)));
      expect([path, fromNginx.status, fromServe.status]).toEqual([path, 200, 200]);
      expect([path, header(fromServe, 'cache-control')]).toEqual([path, header(fromNginx, 'cache-control')]);
    }
    expect(header(await fetch(`${origins[1]}/sworldweb/${file(/\.async\.js$/)}`), 'cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  } finally {
    await served.close();
  }
});

it('serves only the app’s files: nothing else under the root, not by a path that climbs out of /sworldweb/', async () => {
  for (const path of [
    '/secret.txt',
    '/sworldweb/../secret.txt',
    '/sworldweb/%2e%2e/secret.txt',
    '/.sworld-error/400',
  ]) {
    const answer = await rawExchange(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect([path, answer.status]).toEqual([path, 404]);
    expect(answer.body).not.toContain('not for the web');
  }
});

it('proxies exactly the backend paths to the upstream', async () => {
  const login = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(await login.json()).toMatchObject({ msg: '用户名不能为空' });
  const list = await (await fetch(`${origin}/sworld/teachingclass/list?current=1&size=10`)).json();
  expect(list.code).not.toBe(0); // answered by the mock (not signed in), not by nginx
  expect(typeof list.msg).toBe('string');
  // /sworldweb/login is the app's login screen, not the backend's /login.
  expect(await (await fetch(`${origin}/sworldweb/login`)).text()).toContain('sworld-boot');
});

it('logs in, lists classes and opens the running training console through nginx, with no CSP violation', async () => {
  const { page, errors, requests, context } = await newPage(browser);
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as any).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(`${origin}/sworldweb/login`);
  await page.getByLabel('用户名').fill('teacher');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/sworldweb\/class\/home$/);
  await page.getByText('2026级工商管理1班').waitFor({ timeout: 20_000 });
  await page.getByText('2026级会计学2班').waitFor();
  await screenshot(page, 'nginx-class-home');

  const training = store.db.trainings.find((t) => t.trainName === RUNNING)!;
  await page.goto(`${origin}/sworldweb/train/home/console?qs=${encodeQs({ trainId: training.id })}`);
  await page.getByText(RUNNING).first().waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: '开始订货会' }).waitFor({ timeout: 20_000 });
  await screenshot(page, 'nginx-console');

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  // Every API request went to nginx's origin, and reached the upstream's store.
  const api = requests.filter((r) => /^\/(sworld|estimate)[a-z]*\/|^\/log(in|out)$/.test(new URL(r.url).pathname));
  expect(api.length).toBeGreaterThan(2);
  expect(api.every((r) => r.url.startsWith(origin))).toBe(true);
  expect(store.db.sessions.length).toBeGreaterThan(0);
  await context.close();
});

it('may be framed by the partner portal but not by another site, and shows head images from the avatar origin', async () => {
  const { page, context } = await newPage(browser);
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  for (const host of [AVATARS, 'http://tracker.example.test'])
    await page.route(`${host}/**`, (route) => route.fulfill({ contentType: 'image/png', body: pixel }));

  await page.goto(`${PARTNER}/`);
  const framed = page.frameLocator('#app');
  await framed.getByLabel('用户名').waitFor({ timeout: 20_000 });
  await screenshot(page, 'nginx-partner-frame');

  // The same app framed by a site that is not the partner: the browser shows its error page instead.
  await page.goto(`${ELSEWHERE}/`, { waitUntil: 'load' });
  const child = page.frames().find((f) => f !== page.mainFrame())!;
  expect(child.url()).not.toContain('/sworldweb/');
  expect(await page.frameLocator('#app').getByLabel('用户名').count()).toBe(0);

  // Head images: from the avatar origin they load; from any other origin the policy blocks them.
  await page.goto(`${origin}/sworldweb/login`);
  const loads = (src: string) =>
    page.evaluate(
      (url) =>
        new Promise<boolean>((done) => {
          const img = new Image();
          img.onload = () => done(true);
          img.onerror = () => done(false);
          img.src = url;
        }),
      src,
    );
  expect(await loads(`${AVATARS}/u/1.png`)).toBe(true);
  expect(await loads(`data:image/png;base64,${pixel.toString('base64')}`)).toBe(true);
  expect(await loads('http://tracker.example.test/u/1.png')).toBe(false);
  await context.close();
});

describe('the backend paths', () => {
  it('are never cached and do not name the server framework', async () => {
    const answers = [
      await fetch(`${origin}/login`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'teacher', password: '123456' }),
      }),
      await fetch(`${origin}/sworld/teachingclass/list?current=1&size=10`),
      await fetch(`${origin}/sworld/nothing/here`),
    ];
    for (const answer of answers) {
      expect([answer.url, header(answer, 'cache-control')]).toEqual([answer.url, 'no-store']);
      expect(header(answer, 'x-powered-by')).toBe('');
      // The security headers stay on them.
      expect(header(answer, 'x-content-type-options')).toBe('nosniff');
    }
  });

  it('answer a body over nginx’s limit with a JSON envelope, not nginx’s HTML page', async () => {
    const answer = await new Promise<{ status: number; type: string; cache: string; body: string }>((done, fail) => {
      // Only the headers: nginx refuses on the announced length, before any body is sent.
      const req = http.request(
        `${origin}/sworld/teachingplan/upload`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': 50 * 1024 * 1024 + 1 },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (body += d));
          res.on('end', () => {
            done({
              status: res.statusCode!,
              type: String(res.headers['content-type']),
              cache: String(res.headers['cache-control']),
              body,
            });
            req.destroy();
          });
        },
      );
      req.on('error', fail);
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(answer.type).toBe('application/json; charset=utf-8');
    expect(answer.cache).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({ code: 413, msg: '请求内容过大，不能超过 50 MB', data: null });
  });

  it('answer nginx’s own refusals (a malformed request, TRACE, a URI or header too long) with JSON, no-store', async () => {
    const refusals = [
      ['GET /sworld/teachingclass/list HTTP/1.1\r\nHost: a/b\r\n', 400, '请求格式不正确'],
      ['GET /login HTTP/1.1\r\n', 400, '请求格式不正确'],
      [
        'POST /sworld/teachingclass/save HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
        400,
        '请求格式不正确',
      ],
      ['TRACE /sworld/teachingclass/list HTTP/1.1\r\nHost: x\r\n', 405, '请求方法不支持'],
      [`GET /sworld/${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\n`, 414, '请求地址过长'],
      [`GET /sworldgz/x HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(9000)}\r\n`, 400, '请求头过大'],
    ] as const;
    for (const [head, status, msg] of refusals) {
      const request = head.includes('\r\n\r\n') ? head : `${head}Connection: close\r\n\r\n`;
      const answer = await rawExchange(request);
      const line = head.slice(0, 40);
      expect([line, answer.status]).toEqual([line, status]);
      expect(answer.headers).toMatch(/\r\nContent-Type: application\/json; charset=utf-8(\r\n|$)/);
      expect(answer.headers).toMatch(/\r\nCache-Control: no-store(\r\n|$)/);
      expect([line, JSON.parse(answer.body)]).toEqual([line, { code: status, msg, data: null }]);
    }
    // The backend's own answers pass as it sent them.
    const unknown = await fetch(`${origin}/sworld/nothing/here`);
    expect([unknown.status, (await unknown.json()).msg]).toEqual([404, '接口不存在：GET /sworld/nothing/here']);
  });

  // Last: it stops the upstream.
  it('answer with a JSON envelope when the backend is down, and the app’s pages still load', async () => {
    await new Promise((r) => api.close(r));
    api.closeAllConnections?.();
    for (const path of ['/login', '/sworld/teachingclass/list', '/estimategz/x']) {
      const answer = await fetch(`${origin}${path}`);
      expect([path, answer.status, header(answer, 'content-type')]).toEqual([
        path,
        502,
        'application/json; charset=utf-8',
      ]);
      expect(header(answer, 'cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ code: 502, msg: '后端服务暂时不可用，请稍后再试', data: null });
    }
    const page = await fetch(`${origin}/sworldweb/login`);
    expect(page.status).toBe(200);
    expect(header(page, 'content-type')).toMatch(/^text\/html/);
  });
});
