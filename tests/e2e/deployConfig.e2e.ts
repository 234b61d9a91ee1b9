import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { tokenDigest } from '../../mock/db/secrets';
import { createStore, type Store } from '../../mock/db/store';
import { createMockApp } from '../../mock/server';
import { BASE_PATH } from '../../src/constants';
import { newPage, openBrowser, screenshot } from './app';
import { ensureBuilt } from './build';
import { type StaticServer, serveApp } from './serve';

/**
 * The production build with a sworld.config.json beside its index.html. The
 * requests the app sends follow the file (paths, login encoding, where the login answer carries the
 * authorization, the Authorization prefix); a malformed file leaves the app working with a console
 * warning. The web root is the build's files linked into a fresh folder, plus the config file.
 */
let browser: Browser;
let api: Server;
let apiUrl: string;
let store: Store;
let site: StaticServer;
let root: string;

beforeAll(async () => {
  const dist = ensureBuilt(resolve(__dirname, '../..'), 'real');
  root = mkdtempSync(join(tmpdir(), 'sworld-config-'));
  // Links, so the build stays untouched; the config file is this folder's own.
  for (const entry of readdirSync(dist).filter((e) => e !== 'sworld.config.json'))
    symlinkSync(join(dist, entry), join(root, entry));
  store = createStore();
  api = createMockApp(store).listen(0, '127.0.0.1');
  await new Promise((r) => api.once('listening', r));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  site = await serveApp({ dir: root, base: BASE_PATH, apiTarget: apiUrl });
  browser = await openBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await new Promise((r) => (api ? api.close(r) : r(undefined)));
  if (root) rmSync(root, { recursive: true, force: true });
});

const writeConfig = (text: string) => writeFileSync(join(root, 'sworld.config.json'), text);

async function signIn(page: Page) {
  await page.goto(`${site.url}login`);
  await page.getByLabel('用户名').fill('teacher');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/sworldweb\/class\/home$/);
  await page.getByText('2026级工商管理1班').waitFor();
}

it('sends its requests as sworld.config.json says: moved paths, url-encoded login, header token, Bearer prefix', async () => {
  writeConfig(
    JSON.stringify({
      paths: { 'auth.login': '/sworld/auth/signin', 'class.list': '/sworld/v2/classes' },
      loginEncoding: 'urlencoded',
      loginAuthorization: { header: 'X-Auth-Token' },
      authorizationPrefix: 'Bearer ',
    }),
  );
  const { page, requests, errors, context } = await newPage(browser);
  // The backend this file describes, in front of the mock: its login takes a url-encoded form and
  // answers the token in a header; its calls take "Bearer <token>"; its class list lives elsewhere.
  const tokens: string[] = [];
  await page.route(/\/sworld\/auth\/signin$/, async (route) => {
    const form = new FormData();
    new URLSearchParams(route.request().postData() ?? '').forEach((v, k) => form.append(k, v));
    const { data, ...envelope } = await (await fetch(`${apiUrl}/login`, { method: 'POST', body: form })).json();
    const { authorization, ...info } = data;
    tokens.push(authorization);
    await route.fulfill({
      contentType: 'application/json',
      headers: { 'X-Auth-Token': authorization },
      body: JSON.stringify({ ...envelope, data: info }),
    });
  });
  await page.route(/\/sworld\/(?!auth\/signin)/, async (route) => {
    const request = route.request();
    const headers = { ...request.headers() };
    if (!headers.authorization?.startsWith('Bearer ')) return route.fulfill({ status: 401, body: 'no Bearer' });
    headers.authorization = headers.authorization.slice('Bearer '.length);
    const url = request.url().replace('/sworld/v2/classes', '/sworld/teachingclass/list');
    await route.continue({ url, headers });
  });

  await signIn(page);
  await screenshot(page, 'deploy-config-class-home');

  const sent = (pathname: string) => requests.filter((r) => new URL(r.url).pathname === pathname);
  const config = await page.request.get(`${site.url}sworld.config.json`);
  expect(config.headers()['cache-control']).toBe('no-cache');
  const [login] = sent('/sworld/auth/signin');
  expect(login.method).toBe('POST');
  expect(login.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  expect(sent('/login')).toEqual([]);
  expect(sent('/sworld/teachingclass/list')).toEqual([]);
  const lists = sent('/sworld/v2/classes');
  expect(lists.length).toBeGreaterThan(0);
  expect(lists.map((r) => r.headers.authorization)).toEqual(lists.map(() => `Bearer ${tokens[0]}`));
  expect(sent('/sworld/permission/code')[0].headers.authorization).toBe(`Bearer ${tokens[0]}`);
  expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBe(tokens[0]);
  expect(errors).toEqual([]);
  await context.close();
});

it('warns in the console about a malformed file and works with the defaults', async () => {
  writeConfig('{ "paths": { "class.list": ');
  const { page, requests, errors, context } = await newPage(browser);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await signIn(page);
  await screenshot(page, 'deploy-config-malformed');
  expect(warnings).toEqual([
    expect.stringMatching(/^\[config\] sworld\.config\.json: not valid JSON .*: file ignored$/),
  ]);
  const login = requests.find((r) => new URL(r.url).pathname === '/login');
  expect(login?.headers['content-type']).toMatch(/^multipart\/form-data/);
  expect(requests.some((r) => new URL(r.url).pathname === '/sworld/teachingclass/list')).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

it('works with the defaults and says nothing when there is no file', async () => {
  rmSync(join(root, 'sworld.config.json'), { force: true });
  const { page, requests, errors, context } = await newPage(browser);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await signIn(page);
  expect(warnings).toEqual([]);
  const sessions = store.db.sessions;
  const sent = requests.find((r) => new URL(r.url).pathname === '/sworld/teachingclass/list')?.headers.authorization;
  // The store keeps the token's digest only.
  expect(await tokenDigest(sent ?? '')).toBe(sessions[sessions.length - 1].tokenHash);
  expect(errors).toEqual([]);
  await context.close();
});
