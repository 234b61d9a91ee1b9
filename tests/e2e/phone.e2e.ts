import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { appErrors, type TrackedPage, newPage, open, openBrowser, requestsSettled, screenshot } from './app';

/**
 * The student's screens on a phone (Chromium's phone emulation: touch, a phone's viewport), at the two
 * widths that bound common phones in portrait. On each screen a student reaches: the page never
 * scrolls sideways, no visible control is under 24×24 px (WCAG 2.2, SC 2.5.8), no visible text is
 * under 12 px, and axe finds nothing serious or critical. The primary actions at hand on these
 * screens (the menu button, sign-in, entering a training, submitting decisions) are 44 px high.
 * One signed-in page per width walks every screen: a walk is one test.
 */
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** Each screen with what shows once it has loaded. */
const SCREENS: [path: string, ready: string | RegExp][] = [
  ['/selectExperiment', '选择实验'],
  ['/experiment/introduction', /简介|实训简介/],
  ['/experiment/home', '本组经营'],
  ['/experiment/tools', '年度经营计划'],
  ['/experiment/rule-list', '规则明细'],
  ['/train/study/course', '课程学习'],
  ['/experiment/result-view', /经营结果|结果/],
  ['/experiment/intelligent-analysis', /智能分析/],
  ['/experiment/debrief', /复盘/],
  ['/class/account', /账号|个人信息/],
];

interface Finding {
  path: string;
  what: string;
}

/** What a phone's user would find wrong on the screen now shown. */
async function measure(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const name = (el: Element) =>
      (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.tagName)
        .trim()
        .slice(0, 20);
    // Controls: a link inside running text is exempt (the SC's inline exception).
    for (const el of document.querySelectorAll(
      'button, a[href], input:not([type=hidden]), textarea, [role=button], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=combobox]',
    )) {
      if (!visible(el) || el.closest('[aria-hidden=true]')) continue;
      if (el.matches('a') && el.closest('p, li.ant-typography, .ant-typography:not(a)')) continue;
      // A control drawn inside a larger one (antd's tab label in its tab, a select's input) is hit by the outer one.
      const target =
        el.closest('.ant-tabs-tab, .ant-select, .ant-input-number, .ant-checkbox-wrapper, .ant-radio-wrapper') ?? el;
      const r = target.getBoundingClientRect();
      if (r.width < 24 || r.height < 24)
        found.push(`control “${name(el)}” is ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      const el = walker.currentNode.parentElement;
      if (!text || !el || seen.has(el) || !visible(el) || el.closest('[aria-hidden=true]')) continue;
      seen.add(el);
      const size = Number.parseFloat(getComputedStyle(el).fontSize);
      if (size < 12) found.push(`text “${text.slice(0, 20)}” is ${size}px`);
    }
    return found;
  });
}

async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return (
    result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      // The first node's own words (a contrast's colours and ratio) say what to mend.
      .map(
        (v) =>
          `axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')} (${v.nodes[0]?.any[0]?.message ?? ''})`,
      )
  );
}

/** The box of a primary action, found by its role and name. */
async function heightOf(page: Page, role: 'button' | 'link', name: string | RegExp) {
  const box = await page.getByRole(role, { name }).first().boundingBox();
  return box ? Math.round(box.height) : 0;
}

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser?.close());

for (const size of SIZES) {
  it(`every student screen fits a ${size.width}×${size.height} phone, by touch`, async () => {
    const tracked: TrackedPage = await newPage(browser, { viewport: size, phone: true });
    const { page, context } = tracked;
    const findings: Finding[] = [];
    const note = (path: string, list: string[]) => list.forEach((what) => findings.push({ path, what }));
    const primary: Record<string, number> = {};

    await open(page, '/login');
    note('/login', await measure(page));
    note('/login', await axeFindings(page));
    await page.getByLabel('用户名').fill('student');
    await page.getByLabel('密码', { exact: true }).fill('123456');
    primary['登录'] = await heightOf(page, 'button', /登\s*录/);
    const settledLogin = requestsSettled(page);
    await page.getByRole('button', { name: /登\s*录/ }).tap();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await settledLogin();

    for (const [path, ready] of SCREENS) {
      const settled = requestsSettled(page);
      await open(page, path);
      await page.getByText(ready).first().waitFor();
      await settled();
      note(path, await measure(page));
      note(path, await axeFindings(page));
      if (path === '/selectExperiment') primary['进入'] = await heightOf(page, 'button', /进\s*入/);
      if (path === '/experiment/home') {
        primary['主菜单'] = await heightOf(page, 'button', '主菜单');
        primary['提交决策'] = await heightOf(page, 'button', /提交决策/);
      }
      if (size.width === 360) await screenshot(page, `phone-${path.replace(/\//g, '_')}-${size.width}`);
    }

    // The menu is a drawer behind the header's button; an entry taken from it closes it.
    await page.getByRole('button', { name: '主菜单' }).tap();
    const drawer = page.getByRole('dialog', { name: '主菜单' });
    await drawer.getByRole('menuitem', { name: /实验中心/ }).tap();
    await drawer.getByRole('link', { name: '实验工具' }).tap();
    await page.waitForURL((url) => url.pathname.endsWith('/experiment/tools'));
    await drawer.waitFor({ state: 'hidden' });

    expect(findings).toEqual([]);
    expect(Object.entries(primary).filter(([, h]) => h < 44)).toEqual([]);
    expect(appErrors(tracked)).toEqual([]);
    await context.close();
  });
}
