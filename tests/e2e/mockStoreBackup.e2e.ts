import type { Browser } from 'playwright-core';
import { BACKUP_KEY_PREFIX, STORE_KEY } from '../../mock/db/persistBrowser';
import { login, newPage, open, openBrowser, screenshot } from './app';
import { toast } from './ui';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The browser's mock store is never thrown away, even when it cannot be read. */
it('keeps an unreadable mock store under a backup key, says so, and works on the seed', async () => {
  const { page, errors } = await newPage(browser);
  await open(page, '/login');
  await page.evaluate((key) => localStorage.setItem(key, '{"version":2,"classes":[{"className":"截断'), STORE_KEY);
  await open(page, '/login');
  await toast(page, '模拟数据无法读取或版本已更新：原数据已备份到本浏览器，已恢复为初始数据');
  await screenshot(page, 'mock-store-backup');
  const backups = await page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith(prefix))
        .map((k) => [k, localStorage.getItem(k)]),
    BACKUP_KEY_PREFIX,
  );
  expect(backups).toEqual([
    [
      expect.stringMatching(/^sworld-mock-backup:sworld-mock-db:v\d+:\d{4}-/),
      '{"version":2,"classes":[{"className":"截断',
    ],
  ]);
  // The seed answers: the seeded teacher logs in and lands on the class list.
  await login(page, 'teacher');
  await page.getByText('2026级工商管理1班').first().waitFor();
  expect(errors).toEqual([]);
});
