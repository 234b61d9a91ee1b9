import type { Browser } from 'playwright-core';
import { xlsxBytes } from '../utils/sheets';
import { login, newPage, openBrowser, screenshot } from './app';
import { openScreen, pick, toast, upload } from './ui';

/**
 * What a screen offers has its effect (the mock in the browser): the marketing
 * director of group 3 of the running training sees what their post may still pay out this round,
 * and a decision over it is refused with the server's message naming the limit; a teacher imports
 * dealer orders into a rule and sees the round whose meeting offers each.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it("shows the student's post cash limit, each loan kind's room in full, and the refusal of a decision over it", async () => {
  const tracked = await newPage(browser);
  const { page } = tracked;
  await login(page, 'student10');
  await page.getByText('2026春季沙盘对抗赛').waitFor();
  await page
    .locator('.ant-card', { hasText: '2026春季沙盘对抗赛' })
    .getByRole('button', { name: /进\s*入/ })
    .click();
  await page.waitForURL(/experiment\/home\?qs=/);
  const ops = page.getByTestId('team-ops');
  await ops.getByTestId('post-cash-limit').getByText('32（限额 32）').waitFor({ timeout: 30_000 });
  await ops.getByText('营销总监本回合可支出').waitFor();

  // A loan's kinds name the room left, in full: the list is as wide as its options, not the field.
  await pick(page, '经营决策', /^申请贷款/, ops);
  await ops.getByLabel('贷款类型', { exact: true }).last().click({ force: true });
  // Read once the open list shows the kinds: read as soon as its first option showed, it was once
  // found closed again (on a busy machine).
  const kinds = await page.waitForFunction(
    () => {
      const items = [
        ...document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content',
        ),
      ].filter((el) => el.closest('.ant-select-dropdown')?.textContent?.includes('长期贷款'));
      return items.length >= 2 && items.map((el) => [el.textContent, el.scrollWidth <= el.clientWidth]);
    },
    undefined,
    { timeout: 15_000 },
  );
  expect(await kinds.jsonValue()).toEqual([
    [expect.stringMatching(/^长期贷款（/), true],
    [expect.stringMatching(/^短期贷款（/), true],
  ]);
  await screenshot(page, 'decision-loan-kinds');
  await page.keyboard.press('Escape');

  await pick(page, '经营决策', /^新建生产线/, ops);
  await pick(page, '生产线类型', /^手工线/, ops);
  await pick(page, '产品', /^P1/, ops);
  await ops.getByRole('button', { name: '提交决策' }).click();
  const refusal = '超出营销总监（CMO）本回合现金限额 32 万元：已支出 0 万元，本次需支出 50 万元，还可支出 32 万元';
  // The message shows as a toast and stays by the form.
  await page.locator('.ant-message').getByText(refusal).waitFor();
  await ops.getByTestId('decision-refused').getByText(refusal).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'cash-limit-student-refused');
  // Refused: nothing was paid, the post still has all of its limit.
  await ops.getByTestId('team-cash').getByText('108', { exact: true }).waitFor();
  await ops.getByTestId('post-cash-limit').getByText('32（限额 32）').waitFor();
  expect(tracked.errors).toEqual([]);
  await tracked.context.close();
});

it('imports dealer orders into a rule and shows the round whose meeting offers each', async () => {
  const tracked = await newPage(browser);
  const { page } = tracked;
  await login(page, 'teacher');
  await openScreen(page, '/case/init-setting');
  await page.getByRole('button', { name: '高需求练习规则', exact: true }).click();
  // The dealer-order card inside the rule's detail panel (the innermost card with that title).
  const card = page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: /^经销商订单$/ }) })
    .last();
  await card.getByText('暂无经销商订单').waitFor();
  await card.getByRole('button', { name: '导入经销商订单' }).click();
  const book = await xlsxBytes([
    ['市场', '产品', '数量', '单价', '交货季度', '回合'],
    ['本地', 'P1产品', 7, 99, 4, 1],
    ['区域', 'P2产品', 3, 88, 2, 5],
  ]);
  await upload(page, '经销商订单.xlsx', Buffer.from(book));
  await page.getByTestId('import-submit').click();
  await toast(page, '导入成功，共 2 条');
  const rows = card.locator('tr.ant-table-row');
  await rows.nth(1).waitFor();
  expect((await rows.nth(1).locator('td').allInnerTexts()).map((c) => c.trim())).toEqual([
    '5',
    '区域',
    'P2产品',
    '3',
    '88',
    '2',
  ]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'dealer-orders-rule-detail');
  expect(tracked.errors).toEqual([]);
  await tracked.context.close();
});
