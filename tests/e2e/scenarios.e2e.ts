import type { Browser } from 'playwright-core';
import { scenarioNames } from '../../mock/scenarios/files';
import { newPage, open, openBrowser, screenshot } from './app';
import { keyOfRequest, pageChecks, playInBrowser } from './scenario';

/**
 * Every QA scenario under mock/scenarios/ replayed in the mock-mode app with fallback off: each
 * page reached while recording renders without a console error, shows the banner, and shows the
 * first record of every list answer a fresh visit of it receives.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const names = scenarioNames();

it('finds the scenario library', () => {
  expect(names).toEqual(expect.arrayContaining(['save-server-error', 'session-expired', 'teacher-class-training']));
});

describe.each(names)('scenario %s', (name) => {
  it('replays the recorded pages with the recorded data', async () => {
    const { page, errors, requests } = await newPage(browser);
    const scenario = await playInBrowser(page, name);
    await page.getByTestId('scenario-banner').getByText(`回放场景：${name}`).waitFor();
    for (const { path, lists } of pageChecks(scenario)) {
      const from = requests.length;
      await open(page, path);
      await page.waitForLoadState('networkidle');
      // The screen itself rendered (its route chunk loaded, not the loading placeholder), or the app went to /login.
      await page.waitForFunction(
        () =>
          !document.body.innerText.includes('loading...') &&
          !!document.querySelector('.ant-layout-content, .sworld-page, form'),
        undefined,
        { timeout: 20_000 },
      );
      // The screen asks for its lists once it has rendered, which on a busy machine can come after the
      // network was idle: wait for the first of them.
      const isList = (r: { method: string; url: string }) => lists.some((l) => l.key === keyOfRequest(r));
      if (lists.length && !requests.slice(from).some(isList))
        await page.waitForRequest((r) => isList({ method: r.method(), url: r.url() }), { timeout: 20_000 });
      // The lists this visit loaded (not those of a dialog opened while recording) show their first record.
      const made = new Set(requests.slice(from).map(keyOfRequest));
      const shown = [...new Set(lists.filter((l) => made.has(l.key)).map((l) => l.name))];
      if (lists.length) expect([path, shown.length > 0]).toEqual([path, true]);
      for (const text of shown) await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
      await expect(page.getByTestId('scenario-banner').textContent()).resolves.toContain(name);
    }
    // A recording that ended on the login page after a 401 (session expired) ends there again.
    const expired = scenario.entries.some(
      (e) => e.status === 401 || (e.json as { code?: number } | undefined)?.code === 401,
    );
    if (expired && scenario.pages.at(-1)?.startsWith('/login')) {
      await page.waitForURL((u) => u.pathname.endsWith('/login'));
      await page.getByText('用户登录已过期，请重新登录').first().waitFor();
    }
    await screenshot(page, `scenario-${name}`);
    expect(errors).toEqual([]);
  });
});
