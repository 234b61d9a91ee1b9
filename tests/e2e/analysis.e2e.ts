import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import {
  loginSaved as login,
  newPage,
  open,
  openBrowser,
  requestsSettled,
  screenshot as fullPage,
  screenshotsWanted,
} from './app';
import { choose } from './ui';
import { AREA_WALKS } from './walks';

/**
 * The result views and the intelligent analysis, as a teacher and as a student (mock
 * mode: one user per browser context, the seeded running training with four settled rounds).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES = AREA_WALKS.teacher['analysis.e2e'];
const TABS = [
  '市场占有率',
  '成本利润',
  '广告',
  '订单',
  '产能',
  '收益',
  '负债',
  '选单明细',
  '公司信息',
  '信用明细',
  '零售订单',
  '市场网络',
];
const shotName = (path: string, who: string) => `analysis-${path.replace(/^\//, '').replace(/\//g, '-')}-${who}`;

/** What each route shows once loaded. */
async function loaded(page: Page, path: string) {
  if (path.endsWith('intelligent-analysis'))
    await page.getByText('各市场占有率（每个市场合计 100%）（全部回合（累计））').waitFor({ timeout: 30_000 });
  else if (path.endsWith('editResult-view'))
    await page.getByRole('columnheader', { name: '系统计算值' }).waitFor({ timeout: 30_000 });
  else await page.getByText('负债和所有者权益总计').waitFor({ timeout: 30_000 });
  await doneLoading(page);
}

/**
 * No table or chart of the screen is loading any more (no spinner). Parts drawn once scrolled near
 * keep their placeholder until then, so they are not waited for here.
 */
async function doneLoading(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'), undefined, { timeout: 30_000 });
}

/**
 * A full-page screenshot from the top (a scrolled page would draw the fixed header mid-page), after
 * scrolling to the bottom so that parts drawn once scrolled near (the result view's trend) are in.
 */
async function screenshot(page: Page, name: string) {
  if (!screenshotsWanted()) return;
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => !document.querySelector('.ant-card-loading'), undefined, { timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPage(page, name);
}

describe('every analysis route opens without console errors', () => {
  for (const who of ['teacher', 'student']) {
    it(`as a ${who}`, async () => {
      const { page, errors, context } = await newPage(browser);
      const settled = requestsSettled(page);
      await login(page, who);
      for (const path of ROUTES) {
        await open(page, path);
        await loaded(page, path);
        await screenshot(page, shotName(path, who));
        await settled();
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the result view', () => {
  it('shows the four statements with every key, balanced, and switches team and round', async () => {
    const { page, errors, context } = await newPage(browser);
    await login(page, 'teacher');
    await open(page, '/train/home/result-view');
    await loaded(page, '/train/home/result-view');
    for (const title of ['资产负债表', '利润表', '现金限额表', '费用明细表'])
      await page.getByText(title, { exact: true }).waitFor();
    const row = (name: string) => page.locator('tr', { has: page.getByText(name, { exact: true }) }).first();
    const cells = async (name: string) => (await row(name).locator('td').allInnerTexts()).map((x) => x.trim());
    expect((await cells('资产总计')).slice(1, 3)).toEqual((await cells('负债和所有者权益总计')).slice(1, 3));
    expect((await cells('净利润'))[1]).toBe((await cells('本年利润'))[2]);
    // The balance trend below the statements is drawn once scrolled near (WhenSeen), with its title.
    const trend = page.locator('.ant-card', { hasText: '资产、负债与权益走势' });
    expect(await page.locator('canvas').count()).toBe(0);
    await trend.scrollIntoViewIfNeeded();
    await trend.locator('[role="img"] canvas').waitFor({ timeout: 30_000 });
    await choose(page, '小组', '第3组');
    // The balance sheet of the chosen round is answered, then drawn once nothing is loading.
    const balanceSheet = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return (
        url.pathname.endsWith('/intelligentAnalysis/getDataByCode') &&
        url.searchParams.get('code') === '1' &&
        url.searchParams.get('round') === '2'
      );
    });
    await choose(page, '回合', '第 1 年第 2 季度');
    await balanceSheet;
    await doneLoading(page);
    expect((await cells('资产总计')).slice(1, 3)).toEqual((await cells('负债和所有者权益总计')).slice(1, 3));
    await screenshot(page, 'analysis-result-view-team3-round2');
    const download = page.waitForEvent('download');
    await page
      .locator('.ant-card', { hasText: '利润表' })
      .getByRole('button', { name: /导出 Excel/ })
      .click();
    expect((await download).suggestedFilename()).toBe('第3组-第 1 年第 2 季度-利润表.xlsx');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the statement input view', () => {
  it('a student saves inputs, sees which differ from the computed values, and finds them again after a reload', async () => {
    const { page, errors, context } = await newPage(browser);
    await login(page, 'student');
    await open(page, '/train/home/editResult-view');
    await loaded(page, '/train/home/editResult-view');
    await page.getByText('尚未填写本表').waitFor();
    const computed = async (name: string) =>
      (
        await page
          .locator('tr', { has: page.getByText(name, { exact: true }) })
          .first()
          .locator('td')
          .nth(3)
          .innerText()
      ).replace(/,/g, '');
    const material = await computed('原料');
    await page.getByLabel('原料', { exact: true }).fill(material);
    await page.getByLabel('现金', { exact: true }).fill('1.5');
    await page.getByRole('button', { name: /保\s*存$/ }).click();
    await page.getByText('“现金”必须是整数').waitFor();
    await page.getByLabel('现金', { exact: true }).fill('999999');
    await page.getByRole('button', { name: /保\s*存$/ }).click();
    await page.getByText('报表已保存').waitFor();
    await page.getByText('1 项与系统计算值不一致').waitFor();
    await page.getByText('已填写 2 / 20 项').waitFor();
    expect(
      await page
        .locator('tr', { has: page.getByText('现金', { exact: true }) })
        .first()
        .getByText('不一致')
        .count(),
    ).toBe(1);
    expect(
      await page
        .locator('tr', { has: page.getByText('原料', { exact: true }) })
        .first()
        .getByText('一致', { exact: true })
        .count(),
    ).toBe(1);
    await screenshot(page, 'analysis-edit-result-saved');
    await page.reload();
    await loaded(page, '/train/home/editResult-view');
    await page.getByText('1 项与系统计算值不一致').waitFor();
    expect(await page.getByLabel('现金', { exact: true }).inputValue()).toBe('999999');
    // The result view shows the input beside the computed figures.
    await open(page, '/train/home/result-view');
    await loaded(page, '/train/home/result-view');
    const cash = await page
      .locator('tr', { has: page.getByText('现金', { exact: true }) })
      .first()
      .locator('td')
      .allInnerTexts();
    expect(cash[3].trim()).toBe('999,999');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the intelligent analysis', () => {
  it('a teacher opens every analysis tab, each with a chart and its table, for all rounds and one round', async () => {
    const { page, errors, context } = await newPage(browser);
    await login(page, 'teacher');
    await open(page, '/train/home/intelligent-analysis');
    await loaded(page, '/train/home/intelligent-analysis');
    // A chart follows its box: a narrower window (still two charts side by side) draws it narrower.
    // Each width is read once the first chart of the shown tab is drawn to its box's width, since a
    // chart drawn while the layout still settles may have had another width for a moment.
    const drawnWidth = (narrowerThan: number) =>
      page
        .waitForFunction(
          (limit) => {
            const canvas = [...document.querySelectorAll('[role="tabpanel"] [role="img"] canvas')].find(
              (el) => el.getBoundingClientRect().width > 0,
            );
            const box = canvas?.closest('[role="img"]');
            if (!box || !canvas) return false;
            const width = canvas.getBoundingClientRect().width;
            return Math.abs(width - box.getBoundingClientRect().width) <= 1 && width < limit && width;
          },
          narrowerThan,
          { timeout: 30_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<number>);
    const wide = await drawnWidth(Number.POSITIVE_INFINITY);
    await page.setViewportSize({ width: 1240, height: 860 });
    await drawnWidth(wide - 40);
    await page.setViewportSize({ width: 1366, height: 860 });
    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await panel.locator('[role="img"] canvas').first().waitFor({ timeout: 30_000 });
      await panel.getByRole('table').first().waitFor();
      await screenshot(page, `analysis-tab-${TABS.indexOf(tab) + 1}`);
    }
    await page.getByRole('tab', { name: '收益', exact: true }).click();
    await choose(page, '回合', '第 1 年第 3 季度');
    await page.getByText('销售收入、毛利与净利润（第 1 年第 3 季度）').first().waitFor();
    const png = page.waitForEvent('download');
    await page
      .locator('.ant-card', { hasText: '销售收入、毛利与净利润（第 1 年第 3 季度）' })
      .first()
      .getByRole('button', { name: /导出图片/ })
      .click();
    const download = await png;
    expect(download.suggestedFilename()).toBe('销售收入、毛利与净利润（第 1 年第 3 季度）.png');
    // A drawn chart, not a blank canvas (that would be a few KB of white).
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(20_000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student sees only their team until the teacher opens every team (mock mode: the switch in the student’s own store)', async () => {
    const { page, errors, context } = await newPage(browser);
    await login(page, 'student');
    await open(page, '/experiment/intelligent-analysis');
    await loaded(page, '/experiment/intelligent-analysis');
    await page.getByText('教师尚未开放其他小组的数据，这里只显示本组。').waitFor();
    await page.getByRole('tab', { name: '收益', exact: true }).click();
    const table = page.getByRole('tabpanel').getByRole('table').first();
    // Data rows only: the empty state is a row too (one cell across the table).
    const rows = table.locator('tbody tr:not(:has(td[colspan]))');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await page.getByLabel('向学生开放全部小组数据').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
