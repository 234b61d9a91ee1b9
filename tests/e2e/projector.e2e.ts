import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './app';
import { RUNNING, ok, pickFirst, signIn } from './consoleKit';
import { DIALECTS, useRealMode } from './realSuite';

/**
 * The classroom projector view in real mode: a teacher opens it from the console in a window of its
 * own and runs an order meeting with a student; the view follows by itself, shows who has bid but
 * no amount, the published ranking with each group's amount, the orders on offer with their terms,
 * and each pick within 3 seconds where the backend reports picks; between meetings, ranked charts.
 * It is read from the back of a room: no text under 24 px, AAA contrast, at 1920×1080 and 1280×720.
 * Against the mock as it is and against the mock that sends only what the spec promises.
 */
describe.each(DIALECTS)('the projector view against the %s dialect', (dialect) => {
  const suite = useRealMode(dialect);
  const suffix = dialect === 'default' ? '' : `-${dialect}`;
  /** How long a change made elsewhere may take to show here on a busy machine (not a speed target). */
  const LIVE_MS = 20_000;
  /** The promise: a pick shows on the projector within this of the pick's answer. */
  const PICK_SHOWN_MS = 3000;
  const training = () => suite.real.store.db.trainings.find((t) => t.trainName === RUNNING)!;
  const qs = () => encodeURIComponent(JSON.stringify({ trainId: suite.real.wireId(training().id) }));

  /** Text the view draws below 24 px: each element with text of its own, and its size. */
  const smallText = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="projector"] *')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
        .map((el) => ({
          text: el.textContent!.trim().slice(0, 30),
          size: Number.parseFloat(getComputedStyle(el).fontSize),
        }))
        .filter(({ size }) => size < 24),
    );

  /** axe, AAA contrast included: serious or critical findings. */
  async function axeFindings(page: Page) {
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag2aaa', 'wcag21a', 'wcag21aa'])
      .analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  /** At both projector sizes: nothing under 24 px, no serious axe finding, a screenshot. */
  async function checkBothSizes(page: Page, name: string) {
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
    ]) {
      await page.setViewportSize({ width, height });
      await expect(smallText(page)).resolves.toEqual([]);
      await expect(axeFindings(page)).resolves.toEqual([]);
      // Everything fits the screen: the view does not scroll.
      await expect(page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).resolves.toBe(
        true,
      );
      await screenshot(page, `projector-${name}-${width}x${height}${suffix}`);
    }
  }

  it('opens from the console and follows an order meeting, showing a pick within 3 seconds', async () => {
    const teacher = await newPage(suite.browser);
    await signIn(suite.real, teacher, 'teacher');
    await teacher.page.goto(`${suite.real.url}train/home/console?qs=${qs()}`);
    // The meeting's own button (the round's time's-up prompt may offer one too).
    const startMeeting = teacher.page
      .getByRole('tabpanel', { name: '订货会与选单' })
      .getByRole('button', { name: '开始订货会' });
    await startMeeting.waitFor();

    // The console opens the view in a window of its own.
    const [projector] = await Promise.all([
      teacher.context.waitForEvent('page'),
      teacher.page.getByRole('button', { name: '投影屏' }).click(),
    ]);
    await screenshot(teacher.page, `projector-opened-from-console${suffix}`);
    const errors: string[] = [];
    projector.on('pageerror', (e) => errors.push(e.message));
    projector.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await projector.getByTestId('projector').waitFor();
    await expect(projector.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(RUNNING);
    await expect(projector.getByTestId('projector-round').textContent()).resolves.toBe(
      '第 2 年第 1 季度（第 5 / 8 回合）',
    );
    await expect(projector.getByTestId('projector-state').textContent()).resolves.toBe('进行中');
    await expect(projector.getByRole('button').allTextContents()).resolves.toEqual(['全屏']);

    // Between meetings: the last settled round's charts, drawn.
    await projector.getByText('第 1 年第 4 季度（第 4 回合）结算：各组对比').waitFor({ timeout: LIVE_MS });
    const equity = projector.getByTestId('projector-chart-equity');
    await equity.locator('canvas').first().waitFor();
    // Equity ranked: the option's bars run from the highest value down.
    const values = (await equity.getAttribute('data-values'))!.split('|').map(Number);
    expect(values).toHaveLength(4);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // The seed's round 4 sold nothing: the share is of round 3, the last round with sales, named as such.
    const share = projector.getByTestId('projector-chart-share');
    await share.getByText('第 1 年第 3 季度（第 3 回合）：最近有销售的回合').waitFor();
    await share.locator('canvas').first().waitFor();
    await expect(projector.getByText('该回合各市场均无销售额').count()).resolves.toBe(0);
    await checkBothSizes(projector, 'between');

    // A student opens the training; the teacher starts the meeting: the view shows advertising.
    const student = await newPage(suite.browser);
    await signIn(suite.real, student, 'student04');
    await student.page.goto(`${suite.real.url}experiment/home?qs=${qs()}`);
    await startMeeting.click();
    await projector.getByTestId('projector-phase').getByText('投放广告').waitFor({ timeout: LIVE_MS });
    await projector.getByRole('timer', { name: /^订货会剩余时间/ }).waitFor();

    // The student bids: the view says group 2 has, and shows no amount.
    await student.page.getByTestId('ads-card').waitFor({ timeout: LIVE_MS });
    await student.page.getByLabel('本地市场 P1产品 广告额').fill('23');
    await student.page.getByRole('button', { name: '提交广告' }).click();
    await student.page.getByText('广告已提交').waitFor();
    const bids = projector.getByTestId('projector-bids');
    await bids.locator('li', { hasText: '第2组' }).getByText('✔ 已投放').waitFor({ timeout: LIVE_MS });
    await expect(bids.textContent()).resolves.not.toContain('23');
    await checkBothSizes(projector, 'advertising');

    // Published: the ranking.
    await teacher.page.getByRole('button', { name: '发布广告排名' }).click();
    await ok(teacher.page);
    // Published: each group's rank and its advertising amount.
    await projector
      .getByTestId('projector-ranking')
      .locator('li', { hasText: '1. 第2组' })
      .getByText('23 万元')
      .waitFor({ timeout: LIVE_MS });

    await teacher.page.getByRole('button', { name: '开始选单' }).click();
    await projector.getByTestId('projector-phase').getByText('选单中').waitFor({ timeout: LIVE_MS });
    if (dialect === 'default') {
      await projector.getByTestId('projector-turn').getByText('第2组 正在选单').waitFor({ timeout: LIVE_MS });
      // The orders on offer, each with its quantity, prices and terms, every listed row whole inside its box.
      const offers = projector.getByTestId('projector-offers');
      await offers.waitFor({ timeout: LIVE_MS });
      const rows = await offers.locator('tbody tr[data-order]').allTextContents();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatch(/^P1产品本地\d+[\d,]+[\d,]+第\d季\d+ 季$/);
      await expect(
        offers.evaluate((table) => {
          const box = table.parentElement!.getBoundingClientRect();
          return [...table.querySelectorAll('tr')].every((tr) => tr.getBoundingClientRect().bottom <= box.bottom + 0.5);
        }),
      ).resolves.toBe(true);
      const picked = student.page.waitForResponse((r) => r.url().endsWith('/gmMenu/selectOrder'));
      const orderId = await pickFirst(student.page, LIVE_MS);
      await picked;
      await projector
        .getByTestId('projector-picks')
        .locator(`[data-order="${orderId}"]`)
        .getByText(/^第2组：本地 · P1产品 · \d+ 个$/)
        .waitFor({ timeout: PICK_SHOWN_MS });
    } else {
      // A spec-only backend reports neither the turn nor the picks: the view says so in one line.
      await projector.getByTestId('projector-not-reported').waitFor({ timeout: LIVE_MS });
      await projector.getByTestId('projector-offers-not-reported').getByText('当前后台未上报可选订单。').waitFor();
      await expect(projector.getByTestId('projector-picks').count()).resolves.toBe(0);
    }
    await checkBothSizes(projector, 'picking');

    // An announcement made on the console shows on the view.
    await teacher.page.getByRole('tab', { name: '消息与公告' }).click();
    await teacher.page.getByLabel('公告标题').fill('选单进行中');
    await teacher.page.getByLabel('公告内容').fill('请各组关注投影屏上的选单记录');
    await teacher.page.getByRole('button', { name: '发布公告' }).click();
    await projector.getByTestId('projector-bulletin').getByText('选单进行中').waitFor({ timeout: LIVE_MS });

    expect(errors).toEqual([]);
    expect(teacher.errors).toEqual([]);
    expect(student.errors).toEqual([]);
  });
});
