import type { Browser, Page } from 'playwright-core';
import { openBrowser } from './app';
import type { Dialect } from '../../mock/handlers/specDialect';
import { type RealMode, startRealMode } from './realMode';

/**
 * The backends a console test runs against: the mock as it is, the mock that sends only what the
 * spec promises, and that one with a Spring backend's habits and its own state numbers.
 */
export const DIALECTS: readonly Dialect[] = ['default', 'spec', 'java'];

/**
 * The setup of a browser test file in real mode: the
 * production build against the standalone mock, one browser; closed after the file.
 */
export function useRealMode(dialect: Dialect = 'default'): { readonly real: RealMode; readonly browser: Browser } {
  const suite = {} as { real: RealMode; browser: Browser };
  beforeAll(async () => {
    suite.real = await startRealMode({ dialect });
    suite.browser = await openBrowser();
  }, 300_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.real?.close();
  });
  return suite;
}

/** Signs in through the login form of the real-mode app and waits for the landing page. */
export async function signInReal(page: Page, url: string, userCode: string) {
  await page.goto(`${url}login`);
  await page.getByLabel('用户名').fill(userCode);
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 30_000 });
}
