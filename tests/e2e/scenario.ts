import type { Page } from 'playwright-core';
import { loadScenario } from '../../mock/scenarios/files';
import { canonicalQuery, firstRecordName, requestKey, type Scenario } from '../../mock/scenarios/replay';
import { APP_URL } from './app';

/**
 * QA scenarios in browser tests (mock-mode build): `playInBrowser(page, 'NAME')` turns the replay
 * on for the tab (`?scenario=NAME`, fallback off by default so an unrecorded call fails loudly) and
 * stores the recorded session (the login answer of the HAR, its authorization redacted); then open
 * the recorded pages with `open()`.
 */
export async function playInBrowser(page: Page, name: string, opts: { fallback?: boolean } = {}): Promise<Scenario> {
  const scenario = loadScenario(name);
  await page.goto(`${APP_URL()}login?scenario=${encodeURIComponent(name)}&scenarioFallback=${opts.fallback ? 1 : 0}`);
  await page.waitForFunction(() => !document.querySelector('#root > .sworld-boot'), undefined, { timeout: 30_000 });
  const login = scenario.entries.find((e) => e.method === 'POST' && e.path === '/login');
  const data = (login?.json as { data?: Record<string, unknown> } | undefined)?.data;
  if (data) {
    const { authorization, ...info } = data;
    await page.evaluate(
      ([user, token]) => {
        window.localStorage.setItem('userInfo', user);
        window.localStorage.setItem('authorization', token);
      },
      [JSON.stringify(info), String(authorization)] as const,
    );
  }
  return scenario;
}

/**
 * The checks a HAR gives for each page visited while recording (the login page and pages without
 * any call aside): for each list request made on that page, its key (`METHOD /path?query`, query
 * sorted) and the first record's name of its first recorded answer (a fresh page load replays
 * every request from its first answer). A fresh visit makes only some of them (a dialog opened
 * while recording loads its own lists): the browser test checks the names of those it made.
 */
export function pageChecks(scenario: Scenario): { path: string; lists: { key: string; name: string }[] }[] {
  const first = new Map<string, unknown>();
  for (const e of scenario.entries) {
    const key = requestKey(e.method, e.path, e.query);
    if (!first.has(key)) first.set(key, e.json);
  }
  const seen = new Set<string>();
  return (
    scenario.pages
      // Pages left before any call was made (a redirect passed through) were never really shown.
      .filter(
        (path) =>
          !path.startsWith('/login') &&
          scenario.entries.some((e) => e.page === path) &&
          !seen.has(path) &&
          seen.add(path),
      )
      .map((path) => {
        const keys = new Set(
          scenario.entries.filter((e) => e.page === path).map((e) => requestKey(e.method, e.path, e.query)),
        );
        const lists = [...keys]
          .map((key) => ({ key, name: firstRecordName(first.get(key)) }))
          .filter((l): l is { key: string; name: string } => !!l.name);
        return { path, lists };
      })
  );
}

/** The key (as pageChecks gives it) of a request the page made. */
export function keyOfRequest(request: { method: string; url: string }): string {
  const url = new URL(request.url);
  return requestKey(request.method, url.pathname, canonicalQuery(url.searchParams));
}
