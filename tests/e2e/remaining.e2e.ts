import type { Browser, Page } from 'playwright-core';
import { encodeQs } from '../../src/utils/qs';
import { login, newPage, open, openBrowser, recordCalls, screenshot, type TrackedPage } from './app';
import { consoleFromRow } from './consoleKit';
import { signInReal, useRealMode } from './realSuite';
import {
  OK,
  confirmPopup,
  dialogReady,
  fillTraining,
  openScreen,
  pick,
  screenReady,
  studentSheet,
  toast,
  upload,
} from './ui';

/**
 * The remaining screens in Chromium: the sandbox-practice hub and its review drawer, training
 * management (create → import students from an .xlsx → assign a post → start → console), the
 * experiment tools with a decision, the introduction, course study, clear cache; and in real mode
 * (one shared backend) four students of a group proposing and all four voting.
 */

/** A logged-in page for a describe block; every test of it ends without an app console error. */
function useUser(browser: () => Browser, userCode: string): TrackedPage {
  const user = {} as TrackedPage;
  beforeAll(async () => {
    Object.assign(user, await newPage(browser()));
    await login(user.page, userCode);
  });
  afterAll(async () => {
    await user.context.close();
  });
  afterEach(() => {
    expect(user.errors).toEqual([]);
  });
  return user;
}

describe('in mock mode', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('a teacher', () => {
    const user = useUser(() => browser, 'teacher');
    let page: Page;
    beforeEach(() => {
      page = user.page;
    });

    it('sees the hub with every training and the groups compared from the engine', async () => {
      await openScreen(page, '/train/home');
      await page.getByText('2026春季沙盘对抗赛').first().waitFor();
      await screenshot(page, 'remaining-train-home');
      const card = page.locator('.ant-card').filter({ hasText: '2026春季沙盘对抗赛' });
      await card.getByRole('button', { name: '实时盘面' }).click();
      const drawer = page.locator('.ant-drawer-section');
      await drawer.getByText('第4组').waitFor();
      expect(await drawer.locator('tbody tr.ant-table-row').count()).toBe(4);
      await screenshot(page, 'remaining-train-home-compare');
      await drawer.getByRole('tab', { name: 'CFO 复盘' }).click();
      await drawer.getByText('第 1 年第 4 季度').waitFor();
      await page.keyboard.press('Escape');
    });

    it('creates a training, imports students from an .xlsx, assigns a post, starts it and opens its console', async () => {
      await openScreen(page, '/train/home/manage');
      await page.getByText('会计2班经营模拟').waitFor();
      await screenshot(page, 'remaining-manage');

      await page.getByRole('button', { name: /新建实训/ }).click();
      // A click during the dialog's opening zoom was lost in a full run (no message came).
      const dialog = await dialogReady(page);
      await dialog.getByRole('button', { name: OK }).click();
      await dialog.getByText('请输入实训名称').waitFor();
      await fillTraining(page, {
        name: '期末沙盘对抗',
        className: '2026级会计学2班',
        caseName: '智能制造企业经营',
        rule: '标准规则',
      });
      await dialog.getByLabel('小组数').fill('1');
      await screenshot(page, 'remaining-manage-form');
      await dialog.getByRole('button', { name: OK }).click();
      await toast(page, '实训已创建');
      const row = page.locator('tr.ant-table-row').filter({ hasText: '期末沙盘对抗' });
      await row.getByText('未开始').waitFor();

      // A file with a bad row is refused whole, with the row's problem in the table.
      await row.getByRole('button', { name: '导入学生' }).click();
      await upload(
        page,
        '学生名单.xlsx',
        await studentSheet([
          ['student08', '徐文昊', 1, 1],
          ['bad code!', '坏账号', 1, 2],
        ]),
      );
      await page.getByTestId('import-submit').click();
      const errors = page.getByTestId('import-errors');
      await errors.getByText('登录账号只能包含字母、数字和下划线，最多 32 个字符').first().waitFor();
      expect(await errors.locator('tbody tr').count()).toBe(1);
      await screenshot(page, 'remaining-manage-import-errors');
      await upload(
        page,
        '学生名单.xlsx',
        await studentSheet([
          ['student08', '徐文昊', 1, 1],
          ['newkid01', '新同学', 1, 2],
        ]),
      );
      await page.getByTestId('import-submit').click();
      await toast(page, '已导入 2 名学生（新建账号 1 个）');

      await row.getByRole('button', { name: '分配岗位' }).click();
      const drawer = page.locator('.ant-drawer-section');
      await drawer.getByText('徐文昊（student08）').waitFor();
      await pick(page, '第1组营销总监的学生', '司浩然（student09）');
      await toast(page, '岗位已调整');
      await screenshot(page, 'remaining-manage-posts');
      await page.locator('.ant-drawer-close').click();
      await drawer.waitFor({ state: 'hidden' });

      await row.getByRole('button', { name: '开始' }).click();
      await confirmPopup(page);
      await toast(page, '实训已改为“进行中”');
      await row.getByText('进行中').waitFor();
      await consoleFromRow(row);
      await page.waitForURL(/\/train\/home\/console\?qs=/);
      const qs = JSON.parse(new URL(page.url()).searchParams.get('qs')!);
      expect(Object.keys(qs)).toEqual(['trainId']);
      await screenReady(page);
      await screenshot(page, 'remaining-manage-console');
    });

    it('seats a class in one step, then a late student once the training runs', async () => {
      await openScreen(page, '/train/home/manage');
      const row = page.locator('tr.ant-table-row').filter({ hasText: '会计2班经营模拟' });
      await row.getByRole('button', { name: '分配岗位' }).click();
      const drawer = page.locator('.ant-drawer-section');
      await drawer.getByRole('button', { name: '按班级一键排座' }).click();
      await drawer.getByTestId('proposal-2').waitFor();
      // Sixteen students of another class for two groups of four: eight are left without a seat.
      await pick(page, '班级', '2026级工商管理1班', drawer);
      await drawer.getByText('16 名学生，8 个座位；每组 4–4 人').waitFor();
      await drawer.getByTestId('proposal-unseated').waitFor();
      await drawer.getByText('随机打乱').click();
      await drawer.getByRole('button', { name: '重新打乱' }).waitFor();
      await screenshot(page, 'remaining-manage-seating-proposal');
      // Dragging a student onto another swaps their places.
      const tags = drawer.getByTestId('proposal-1').locator('.ant-tag');
      const [first, second] = [await tags.nth(0).textContent(), await tags.nth(1).textContent()];
      await tags.nth(0).dragTo(tags.nth(1));
      await tags
        .nth(0)
        .and(page.getByText(second!, { exact: true }))
        .waitFor();
      await tags
        .nth(1)
        .and(page.getByText(first!, { exact: true }))
        .waitFor();
      const proposed = await drawer.getByTestId('proposal-1').locator('.ant-tag').allTextContents();
      expect(proposed).toHaveLength(4);

      const calls = recordCalls(page);
      await drawer.getByRole('button', { name: /应\s*用\s*方\s*案/ }).click();
      const question = page.locator('.ant-popover:not(.ant-popover-hidden)').last();
      const steps = Number(/将逐个发送 (\d+) 次/.exec((await question.textContent()) ?? '')![1]);
      await confirmPopup(page);
      await drawer.getByText(`排座完成：${steps} 次调整全部成功`).waitFor();
      await screenshot(page, 'remaining-manage-seating-done');
      const transfers = calls.filter((c) => c.path.endsWith('/training/post/transfer'));
      expect(transfers).toHaveLength(steps);
      expect(transfers.every((c) => c.method === 'POST')).toBe(true);

      await drawer.getByRole('button', { name: '返回岗位列表' }).click();
      const group1 = drawer.getByTestId('group-1');
      for (const name of proposed) await group1.getByText(name).waitFor();
      // One student stays away: their seat is emptied before the start.
      await group1
        .locator('tr', { hasText: '生产总监' })
        .getByRole('button', { name: /清\s*空/ })
        .click();
      await confirmPopup(page);
      await toast(page, '岗位已调整');
      await page.locator('.ant-drawer-close').click();
      await drawer.waitFor({ state: 'hidden' });
      await row.getByRole('button', { name: '开始' }).click();
      await confirmPopup(page);
      await row.getByText('进行中').waitFor();

      await row.getByRole('button', { name: '分配岗位' }).click();
      await drawer.getByText('实训进行中：没有座位的学生可以坐到空缺的岗位，已入座的学生不能调换。').waitFor();
      await pick(page, '第1组生产总监：安排迟到学生', /（student/, drawer);
      await drawer.getByRole('button', { name: /入\s*座/ }).click();
      await page
        .locator('.ant-popover:not(.ant-popover-hidden)')
        .getByText(/入座后不能再调换/)
        .waitFor();
      await screenshot(page, 'remaining-manage-seating-late');
      await confirmPopup(page);
      await toast(page, /已入座$/);
      await group1
        .locator('tr', { hasText: '生产总监' })
        .getByText(/（student/)
        .waitFor();
    });
  });

  describe("a teacher's round clock", () => {
    /** A clock's "HH:MM:SS" in seconds. */
    const seconds = (text: string | null) =>
      (text ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);

    it('holds through a minute’s pause and resumes, agrees with a console opened after, and at zero offers the meeting not held', async () => {
      const own = await newPage(browser);
      const { page } = own;
      await login(page, 'teacher');
      // The running training's console; its round list says when the round began.
      const listed = page.waitForResponse((r) => r.url().includes('/trainingRound/findList'));
      await openScreen(page, '/train/home/console');
      const list = await listed;
      const trainId = new URL(list.url()).searchParams.get('trainId')!;
      const rows: { status?: string; startTime?: number }[] = (await list.json()).data;
      const start = rows.find((r) => r.status === 'current')!.startTime!;
      // The page's clock (the app's and the in-browser mock's) is set 5 s into the round; it runs on.
      await page.clock.install({ time: start + 5000 });
      await page.reload();
      await screenReady(page);
      const clock = page.getByTestId('round-clock');
      const timer = clock.getByRole('timer');
      await timer.getByText(/^00:44:[0-5]\d$/).waitFor();

      // A five-minute round: under five minutes left, the clock is amber and says so.
      await page.getByRole('button', { name: '回合时长' }).click();
      const dialog = await dialogReady(page);
      await dialog.getByLabel('第 5 回合时长（分钟）').fill('5');
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      await timer.getByText(/^00:04:[0-5]\d$/).waitFor();
      await clock.getByText('不足 5 分钟').waitFor();
      await page
        .getByTestId('clock-at-zero')
        .getByText(/^本回合的订货会还没有召开/)
        .waitFor();
      await screenshot(page, 'remaining-round-clock');

      // Paused for a minute, the clock holds where it stood.
      await page.getByRole('button', { name: '暂停实训' }).click();
      await confirmPopup(page, '确定暂停实训吗');
      await clock.getByText('已暂停').waitFor();
      const held = await timer.textContent();
      await page.clock.fastForward(60_000);
      // The console's poll runs again after the minute: by its answer the clock has been read anew.
      await page.waitForResponse((r) => /\/sworld(Shunt)?\//.test(new URL(r.url()).pathname));
      expect(await timer.textContent()).toBe(held);

      // Resumed, it goes on from where it held (the pause, rounded up to whole minutes, is added).
      // The pause was the minute fast-forwarded and the moments the clicks took: two minutes are added,
      // less the pause's whole seconds (at least 60), so it shows at most what it held plus 60. A
      // minute added in all, or none, would show what it held or less.
      await page.getByRole('button', { name: '继续实训' }).click();
      await confirmPopup(page, '确定继续实训吗');
      await clock.getByText('已暂停').waitFor({ state: 'detached' });
      const resumed = seconds(await timer.textContent());
      expect(resumed).toBeGreaterThan(seconds(held) + 30);
      expect(resumed).toBeLessThanOrEqual(seconds(held) + 60);
      // It runs down again: a second of the page's clock later, it shows less.
      const runningFrom = await timer.textContent();
      await page.clock.fastForward(1000);
      await page.waitForFunction((shown) => {
        const now = document.querySelector('[data-testid="round-clock"] [role="timer"]')?.textContent;
        return !!now && now < shown!;
      }, runningFrom);

      // A second console opened after the resume reads the same time from the round list.
      const second = await own.context.newPage();
      await second.goto(page.url());
      await screenReady(second);
      const secondTimer = second.getByTestId('round-clock').getByRole('timer');
      await secondTimer.waitFor();
      const [there, here] = [seconds(await secondTimer.textContent()), seconds(await timer.textContent())];
      expect(Math.abs(there - here)).toBeLessThanOrEqual(2);
      await second.close();

      // At zero the round's meeting has not been held: the prompt says so and offers to start it.
      await page.clock.fastForward((here + 2) * 1000);
      const prompt = page.getByTestId('round-end');
      await prompt.getByText('第 5 回合时间到，但本回合的订货会还没有召开：须先开完订货会，才能结算本回合。').waitFor();
      expect(await prompt.getByRole('button', { name: /进入第 6 回合/ }).count()).toBe(0);
      await clock.getByText('时间到').waitFor();
      await screenshot(page, 'remaining-round-clock-zero');
      await prompt.getByRole('button', { name: '开始本回合订货会' }).click();
      await page.getByTestId('meeting-state').getByText('进行中').waitFor();
      await prompt.getByText(/订货会仍在进行/).waitFor();

      // The projector shows one clock while the meeting runs: the meeting's.
      const projector = await own.context.newPage();
      await open(projector, `/train/home/projector?qs=${encodeQs({ trainId })}`);
      await projector.getByTestId('projector-countdown').waitFor();
      expect(await projector.getByTestId('projector-clock').count()).toBe(0);
      expect(await projector.getByRole('timer').count()).toBe(1);
      await screenshot(projector, 'remaining-projector-meeting');
      await projector.close();
      expect(own.errors).toEqual([]);
      await own.context.close();
    });
  });

  describe('a student', () => {
    const user = useUser(() => browser, 'student');
    let page: Page;
    beforeEach(() => {
      page = user.page;
    });

    it('sees their trainings in the hub and reviews their group', async () => {
      await openScreen(page, '/train/home');
      const card = page.locator('.ant-card').filter({ hasText: '2026春季沙盘对抗赛' });
      await card.getByText('第1组 · 总经理').waitFor();
      await screenshot(page, 'remaining-train-home-student');
      await card.getByRole('button', { name: '经营复盘' }).click();
      const drawer = page.locator('.ant-drawer-section');
      await drawer.getByText('预计结算后现金').waitFor();
      await drawer.getByRole('tab', { name: '贷款' }).click();
      await drawer.getByText(/长期贷款额度/).waitFor();
      await screenshot(page, 'remaining-train-home-review');
      await page.keyboard.press('Escape');
    });

    it('executes a purchase plan with the tools', async () => {
      await openScreen(page, '/experiment/tools');
      await page.locator('h4').getByText('年度经营计划').waitFor();
      await screenshot(page, 'remaining-tools');
      await page.locator('.ant-menu').getByText('采购计划').click();
      await page.getByTestId('tool-add').click();
      await pick(page, '原料', 'R1原料');
      await page.getByLabel('数量').fill('2');
      await page.getByTestId('tool-save').click();
      await confirmPopup(page);
      await toast(page, '决策已执行');
      await page.getByText('决策记录已执行，不能修改或删除。').waitFor();
      await screenshot(page, 'remaining-tools-decision');
    });

    it('reads the introduction with the rule’s parameters', async () => {
      await openScreen(page, '/experiment/introduction');
      await page.getByText('初始股东资本').waitFor();
      await page.getByText('营销总监（CMO）').waitFor();
      await screenshot(page, 'remaining-introduction');
    });

    it('studies the course and records progress', async () => {
      await openScreen(page, '/train/study');
      await page.getByText('第一章 沙盘模拟概述').waitFor();
      await screenshot(page, 'remaining-study');
      await openScreen(page, '/train/study/introduce');
      await page.getByText('学习目标').waitFor();
      await screenshot(page, 'remaining-study-introduce');
      await page.getByRole('button', { name: /继续学习|开始学习/ }).click();
      await page.waitForURL(/\/train\/study\/course/);
      const section = page.getByTestId('study-section');
      await section.waitFor();
      await section.getByRole('button', { name: '我已学完本节' }).click();
      await toast(page, '学习进度已保存：100%');
      await screenshot(page, 'remaining-study-course');
    });

    it('clears the cache after a confirmation and says what it cleared', async () => {
      await open(page, '/clear-cache');
      await page.getByText('将清除以下数据').waitFor();
      await screenshot(page, 'remaining-clear-cache');
      await page.getByRole('button', { name: /清除缓存/ }).click();
      // A click during the confirmation's opening zoom was lost in a full run (the dialog stayed open).
      await (await dialogReady(page)).getByRole('button', { name: /清\s*除/ }).click();
      await page.getByText('缓存已清除').waitFor();
      await page.getByText(/已清除：用户信息、登录授权.*模拟数据/).waitFor();
      expect(
        await page.evaluate(() => [localStorage.getItem('userInfo'), localStorage.getItem('authorization')]),
      ).toEqual([null, null]);
      await screenshot(page, 'remaining-clear-cache-done');
      await page.getByRole('button', { name: '重新登录' }).click();
      await page.waitForURL(/\/login$/);
    });
  });
});

describe('in real mode, four students of one group', () => {
  const suite = useRealMode();
  const members = ['student', 'student01', 'student02', 'student03'];

  it('propose (type 15), and the vote panel appears for each of them; a vote hides it for the voter only; after all four vote, every page shows the tally', async () => {
    const training = suite.real.store.db.trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
    const url = `${suite.real.url}experiment/tools?qs=${encodeQs({ trainId: training.id })}`;
    const pages: TrackedPage[] = [];
    for (const code of members) {
      const tracked = await newPage(suite.browser);
      await signInReal(tracked.page, suite.real.url, code);
      await tracked.page.goto(url);
      const page = tracked.page;
      await page.locator('.ant-menu').getByText('小组投票').click();
      await page.locator('h4').getByText('小组投票').waitFor();
      await page.getByTestId('tool-add').click();
      await page.getByLabel('内容').fill(`${code} 的方案：主攻本地市场 P${pages.length + 1}`);
      await page.getByTestId('tool-save').click();
      await toast(page, '记录已保存');
      pages.push(tracked);
    }
    expect(suite.real.store.db.toolRecords.filter((r) => r.type === 15)).toHaveLength(4);

    for (const { page } of pages) {
      await page.getByRole('button', { name: /刷\s*新/ }).click();
      await page.getByTestId('vote-panel').waitFor();
    }
    await screenshot(pages[0].page, 'remaining-vote-panel');

    const voter = pages[0].page;
    await voter.getByTestId('vote-panel').getByText('student02 的方案', { exact: false }).click();
    await voter
      .getByTestId('vote-panel')
      .getByRole('button', { name: /投\s*票/ })
      .click();
    await toast(voter, '投票成功');
    await voter.getByTestId('vote-panel').waitFor({ state: 'detached' });
    expect(suite.real.store.db.votes).toHaveLength(1);
    // Another member's refresh asks whether they have voted: by its answer, and the list drawn again, the panel stays.
    const asked = pages[1].page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/tool/checkVote'));
    await pages[1].page.getByRole('button', { name: /刷\s*新/ }).click();
    await asked;
    await pages[1].page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    expect(await pages[1].page.getByTestId('vote-panel').count()).toBe(1);
    await screenshot(voter, 'remaining-vote-done');

    // The other three vote too: student01 and student03 for student02's proposal, student02 for student's.
    const choices: [number, string][] = [
      [1, 'student02 的方案'],
      [2, 'student 的方案'],
      [3, 'student02 的方案'],
    ];
    for (const [index, proposal] of choices) {
      const { page } = pages[index];
      await page.getByRole('button', { name: /刷\s*新/ }).click();
      const panel = page.getByTestId('vote-panel');
      await panel.waitFor();
      await panel.getByText(proposal, { exact: false }).click();
      await panel.getByRole('button', { name: /投\s*票/ }).click();
      await toast(page, '投票成功');
      await panel.waitFor({ state: 'detached' });
      expect(suite.real.store.db.votes).toHaveLength(index + 1);
    }

    // The store: four votes, one per member, in this group and round; student02's proposal has 3, student's 1.
    const proposals = suite.real.store.db.toolRecords.filter((r) => r.type === 15);
    const proposalOf = (code: string) => proposals.find((r) => r.details.includes(`${code} 的方案`))!;
    const votes = suite.real.store.db.votes;
    expect(votes).toHaveLength(4);
    const byUser = new Map(suite.real.store.db.users.map((u) => [u.id, u.userCode]));
    expect(votes.map((v) => byUser.get(v.userId)).sort()).toEqual([...members].sort());
    expect(new Set(votes.map((v) => `${v.trainingId}|${v.groupId}|${v.round}`)).size).toBe(1);
    const tally = (code: string) => votes.filter((v) => v.choice === proposalOf(code).id).length;
    expect(members.map(tally)).toEqual([1, 0, 3, 0]);

    const winner = suite.real.store.db.users.find((u) => u.userCode === 'student02')!.userName;
    // Every member's page, refreshed: no vote panel, and the 得票 column shows the tally, the outcome above it.
    for (const { page } of pages) {
      await page.getByRole('button', { name: /刷\s*新/ }).click();
      await page.waitForLoadState('networkidle');
      const column = (await page.locator('thead th').allInnerTexts()).findIndex((h) => h.trim() === '得票');
      expect(column).toBeGreaterThanOrEqual(0);
      for (const [i, code] of members.entries()) {
        const row = page.locator('tr.ant-table-row').filter({ hasText: `${code} 的方案：` });
        await row
          .locator('td')
          .nth(column)
          .getByText(String([1, 0, 3, 0][i]), { exact: true })
          .waitFor();
      }
      expect(await page.getByTestId('vote-panel').count()).toBe(0);
      // The outcome: student02's proposal has the most votes.
      await page.getByTestId('vote-outcome').getByText(`全组已投票：${winner} 的方案得票最多（3 票）。`).waitFor();
    }
    await screenshot(pages[3].page, 'remaining-vote-all-voted');

    for (const tracked of pages) {
      expect(tracked.errors).toEqual([]);
      await tracked.context.close();
    }
  });
});
