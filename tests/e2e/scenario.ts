import type { Page } from 'playwright-core';
import { loadScenario } from '../../mock/scenarios/files';
import { firstRecordName, type Scenario } from '../../mock/scenarios/replay';
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
    await page.evaluate(([user, token]) => {
      window.localStorage.setItem('userInfo', user);
      window.localStorage.setItem('authorization', token);
    }, [JSON.stringify(info), String(authorization)] as const);
  }
  return scenario;
}

/**
 * The checks a HAR gives for each page visited while recording (the login page and pages without
 * any call aside): the first
 * record's name of each list answer a fresh visit of that page receives (for a request made on
 * the page, the first recorded answer to it — a fresh page load replays every request from its
 * first answer).
 */
export function pageChecks(scenario: Scenario): { path: string; names: string[] }[] {
  const first = new Map<string, unknown>();
  for (const e of scenario.entries) {
    const key = `${e.method} ${e.path}?${e.query}`;
    if (!first.has(key)) first.set(key, e.json);
  }
  const seen = new Set<string>();
  return scenario.pages
    // Pages left before any call was made (a redirect passed through) were never really shown.
    .filter((path) => !path.startsWith('/login') && scenario.entries.some((e) => e.page === path) && !seen.has(path) && seen.add(path))
    .map((path) => {
      const keys = new Set(scenario.entries.filter((e) => e.page === path).map((e) => `${e.method} ${e.path}?${e.query}`));
      const names = [...keys].map((k) => firstRecordName(first.get(k))).filter((n): n is string => !!n);
      return { path, names: [...new Set(names)] };
    });
}
