import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  animationsDone,
  appErrors,
  type TrackedPage,
  newPage,
  open,
  openBrowser,
  requestsSettled,
  screenshot,
} from './app';
import { dialogsSettled, drawersSettled, openMenuGroup, toast } from './ui';

/**
 * The student's screens on a phone (Chromium's phone emulation: touch, a phone's viewport), at the two
 * widths that bound common phones in portrait. On each screen a student reaches: the page never
 * scrolls sideways, no visible control is under 24×24 px (WCAG 2.2, SC 2.5.8), no visible text is
 * under 12 px, and axe finds nothing serious or critical. The primary actions at hand on these
 * screens (the menu button, sign-in, entering a training, submitting decisions) are 44×44 px.
 * One signed-in page per width walks every screen: a walk is one test. The narrower walk then plays
 * one round of the running training by taps only (a bid, a pick, a group vote, the result view);
 * the wider one turns the phone sideways over the screens a student uses most.
 */
const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** A phone held sideways: the two portrait sizes turned. */
const LANDSCAPE = [
  { width: 740, height: 360 },
  { width: 844, height: 390 },
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
  await animationsDone(page);
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

/** The smaller side of a control's box: a thumb needs 44 px both ways. */
async function side(control: Locator) {
  const box = await control.boundingBox();
  return box ? Math.round(Math.min(box.width, box.height)) : 0;
}

/** The smaller side of a primary action, found by its role and name. */
const sideOf = (scope: Page | Locator, role: 'button' | 'link', name: string | RegExp) =>
  side(scope.getByRole(role, { name }).first());

/**
 * A call to the page's mock backend as `userCode`, signed in on its own: another member's phone or
 * the teacher's console, whose session the page's own is not. Resolves the answer's data.
 */
async function callAs(page: Page, userCode: string, path: string, params: Record<string, string>) {
  return page.evaluate(
    async ({ userCode, path, params }) => {
      const form = new FormData();
      form.append('username', userCode);
      form.append('password', '123456');
      const login = await (await fetch('/login', { method: 'POST', body: form })).json();
      const answer = await (
        await fetch(path, {
          method: 'POST',
          headers: {
            Authorization: login.data.authorization,
            'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
          },
          body: new URLSearchParams(params).toString(),
        })
      ).json();
      if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
      return answer.data;
    },
    { userCode, path, params },
  );
}

/**
 * Goes to a menu entry through the header's drawer, by taps: the entry's group is opened if it is
 * closed (the drawer keeps what was opened before), the entry taken, and the drawer closes.
 */
async function viaDrawer(page: Page, group: RegExp, entry: string) {
  // Each tap waits for the motion the last one started: on a busy machine, one aimed at a moving
  // entry missed it.
  await page.getByRole('button', { name: '主菜单' }).tap();
  const drawer = page.getByRole('dialog', { name: '主菜单' });
  await drawer.waitFor();
  await drawersSettled(page);
  await openMenuGroup(drawer, group, 'tap');
  // Two groups may hold entries of one name (沙盘实训): the entry is taken from its group.
  await drawer
    .locator('li.ant-menu-submenu', { has: page.getByRole('menuitem', { name: group }) })
    .getByRole('link', { name: entry, exact: true })
    .tap();
  await drawer.waitFor({ state: 'hidden' });
}

type Note = (path: string, list: string[]) => void;

/**
 * One round of the running training on the phone, by taps only. The teacher's side (opening the
 * meeting, starting the menu) and the other members' proposals go to the page's mock backend as
 * those users: a phone holds one student's session. The primary action of each step is sized.
 */
async function playRound({ page, requests }: TrackedPage, note: Note, primary: Record<string, number>) {
  // The running training, as the console asked for it.
  const trainId = requests
    .map((r) => new URL(r.url))
    .find((u) => u.pathname.startsWith('/sworld/') && u.searchParams.get('trainId'))
    ?.searchParams.get('trainId');
  expect(trainId).toBeTruthy();
  const params = { trainId: trainId! };

  // The teacher opens the meeting: the console, polling, brings the advertising form.
  await viaDrawer(page, /实验中心/, '沙盘实训');
  await page.getByTestId('meeting-wait').waitFor();
  await callAs(page, 'teacher', '/sworld/orderMeeting/start', params);
  const ads = page.getByRole('form', { name: '广告投放表' });
  await ads.waitFor();
  note('advertising', await measure(page));
  const amount = ads.getByLabel('本地市场 P1产品 广告额');
  await amount.tap();
  await amount.fill('10');
  primary['提交广告'] = await sideOf(ads, 'button', '提交广告');
  await screenshot(page, 'phone-round-advertising-360');
  await ads.getByRole('button', { name: '提交广告' }).tap();
  await toast(page, '广告已提交');

  // The teacher starts the menu; this group alone advertised, so it picks first.
  const { version } = await callAs(page, 'teacher', '/sworld/gmMenu/getMenuPhase', params);
  await callAs(page, 'teacher', '/sworld/gmMenu/updateMenuState', {
    ...params,
    menuState: '3',
    version: String(version),
  });
  await page.getByText('轮到本组选单，请在倒计时结束前选择订单或放弃。').waitFor();
  const cards = page.getByRole('list', { name: '可选订单' });
  const pick = cards
    .getByRole('button', { name: /^选择订单 / })
    .and(page.locator('button:enabled'))
    .first();
  await pick.waitFor();
  note('picking', await measure(page));
  primary['选择'] = await sideOf(cards, 'button', /^选择订单 /);
  primary['放弃本轮'] = await sideOf(page, 'button', '放弃本轮');
  await screenshot(page, 'phone-round-picking-360');
  const orderId = (await pick.getAttribute('aria-label'))!.replace('选择订单 ', '');
  await pick.tap();
  // The pick asks once, in a sheet, before it is sent.
  const sheet = page.getByRole('dialog', { name: `选择订单 ${orderId}` });
  await sheet.waitFor();
  // Measured mid-zoom, the sheet's button is a fraction of its size.
  await dialogsSettled(page);
  primary['选择（确认）'] = await sideOf(sheet, 'button', /^选\s*择$/);
  await screenshot(page, 'phone-round-pick-sheet-360');
  await sheet.getByRole('button', { name: /^选\s*择$/ }).tap();
  await toast(page, `已选订单 ${orderId}`);

  // The group vote: the other three members have proposed; this one proposes, then votes.
  await viaDrawer(page, /实验中心/, '实验工具');
  await page.getByRole('menuitem', { name: '小组投票' }).tap();
  await page.locator('h4').getByText('小组投票').waitFor();
  for (const code of ['student01', 'student02', 'student03'])
    await callAs(page, code, '/sworld/tool/save', {
      gameId: trainId!,
      type: '15',
      details: JSON.stringify({ data: [{ one: `${code} 的方案：主攻本地市场` }] }),
    });
  await page.getByTestId('tool-add').tap();
  const content = page.getByLabel('内容');
  await content.tap();
  await content.fill('student 的方案：本地市场加投 P1');
  primary['保存'] = await side(page.getByTestId('tool-save'));
  await page.getByTestId('tool-save').tap();
  await toast(page, '记录已保存');
  const panel = page.getByTestId('vote-panel');
  await panel.waitFor();
  await panel.getByText('student02 的方案', { exact: false }).tap();
  primary['投票'] = await sideOf(panel, 'button', /投\s*票/);
  note('vote', await measure(page));
  await screenshot(page, 'phone-round-vote-360');
  await panel.getByRole('button', { name: /投\s*票/ }).tap();
  await toast(page, '投票成功');
  await panel.waitFor({ state: 'detached' });

  // A look at the result view, from the training's entry in 沙盘实训.
  await viaDrawer(page, /实训教学/, '沙盘实训');
  await page.locator('.ant-card', { hasText: '2026春季沙盘对抗赛' }).getByRole('button', { name: '结果查看' }).tap();
  await page.getByText('负债和所有者权益总计').waitFor();
  note('result view', await measure(page));
}

/**
 * The phone held sideways, on the signed-in page: the console, tools and the result view fit the
 * width at both sizes, and the console's bar (name, round, clocks) stays under the header as the
 * page scrolls, its decisions' button a thumb's size.
 */
async function sideways(page: Page, note: Note, primary: Record<string, number>) {
  for (const [path, ready] of SCREENS.filter(([p]) =>
    ['/experiment/home', '/experiment/tools', '/experiment/result-view'].includes(p),
  )) {
    const settled = requestsSettled(page);
    await open(page, path);
    await page.getByText(ready).first().waitFor();
    await settled();
    for (const size of LANDSCAPE) {
      await page.setViewportSize(size);
      const where = `${path} ${size.width}×${size.height}`;
      // The frame folds once the page has seen the new size: the header's menu button shows.
      await page.getByRole('button', { name: '主菜单' }).waitFor();
      note(where, await measure(page));
      if (path === '/experiment/home') {
        const bar = page.getByTestId('phone-bar');
        await page.evaluate(() => window.scrollTo(0, 400));
        const box = await bar.boundingBox();
        if (!box || box.y < 0 || box.y + box.height > size.height / 2)
          note(where, [`the console's bar is not held under the header: ${JSON.stringify(box)}`]);
        await page.evaluate(() => window.scrollTo(0, 0));
        primary[`提交决策 ${size.width}×${size.height}`] = await sideOf(page, 'button', /提交决策/);
      }
      await screenshot(page, `phone-landscape-${path.replace(/\//g, '_')}-${size.width}`);
    }
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser?.close());

for (const size of SIZES) {
  it(`every student screen fits a ${size.width}×${size.height} phone, by touch`, async () => {
    const tracked: TrackedPage = await newPage(browser, { viewport: size, phone: true, motion: true });
    const { page, context } = tracked;
    const findings: Finding[] = [];
    const note = (path: string, list: string[]) => list.forEach((what) => findings.push({ path, what }));
    const primary: Record<string, number> = {};

    await open(page, '/login');
    note('/login', await measure(page));
    note('/login', await axeFindings(page));
    // Pinch-zoom stays: the viewport neither forbids scaling nor caps it.
    const viewportMeta = (await page.locator('meta[name="viewport"]').getAttribute('content')) ?? '';
    expect(viewportMeta).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\b/);
    await page.getByLabel('用户名').fill('student');
    await page.getByLabel('密码', { exact: true }).fill('123456');
    primary['登录'] = await sideOf(page, 'button', /登\s*录/);
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
      if (path === '/selectExperiment') primary['进入'] = await sideOf(page, 'button', /进\s*入/);
      if (path === '/experiment/home') {
        primary['主菜单'] = await sideOf(page, 'button', '主菜单');
        primary['提交决策'] = await sideOf(page, 'button', /提交决策/);
      }
      if (size.width === 360) await screenshot(page, `phone-${path.replace(/\//g, '_')}-${size.width}`);
    }

    // The menu is a drawer behind the header's button; an entry taken from it closes it.
    await viaDrawer(page, /实验中心/, '实验工具');
    await page.waitForURL((url) => url.pathname.endsWith('/experiment/tools'));

    if (size.width === 360) await playRound(tracked, note, primary);
    else await sideways(page, note, primary);

    expect(findings).toEqual([]);
    expect(Object.entries(primary).filter(([, h]) => h < 44)).toEqual([]);
    expect(appErrors(tracked)).toEqual([]);
    await context.close();
  });
}
