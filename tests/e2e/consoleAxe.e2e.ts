import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { animationsDone, login, newPage, open, openBrowser, requestsSettled } from './app';

/**
 * axe (WCAG 2.1 A and AA) on the student's console at rest. antd 5's Select put `aria-required` on
 * its wrapper div (aria-allowed-attr) and its listbox wanted options it had not drawn
 * (aria-required-children); antd 6 does neither, and nothing else may take their place.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser?.close());

it("axe finds nothing on the student's console", async () => {
  const { page, errors, context } = await newPage(browser);
  await login(page, 'student');
  await open(page, '/train/home');
  const settled = requestsSettled(page);
  await page.locator('.ant-card', { hasText: '2026春季沙盘对抗赛' }).getByRole('button', { name: '进入实训' }).click();
  await page.getByText('订货会尚未开始，请等待教师开始订货会。').waitFor();
  await settled();
  await animationsDone(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
