import type { Page, Response } from 'playwright-core';
import { menuView, teamStatements } from '../../mock/engine';
import { newPage, screenshot, type TrackedPage } from './app';
import { RUNNING, ok, pickFirst, roundLine, signIn } from './consoleKit';
import { useRealMode } from './realSuite';

/**
 * One teacher and four student groups, in Chromium, play a full year (four
 * rounds) from the console with no reload needed and no lost pick. Real mode (one shared backend):
 * the teacher and the four captains (student, student04, student08, student12), each in their own
 * browser context, run the seeded running training's year-2 order meeting — advertising, the
 * published ranking, every pick in rank order to the end of the menu — then the teacher advances
 * rounds 5 → 8 and ends the training, and the students' pages follow without a reload. The store
 * then holds every pick with the team that made it, and every team balances in rounds 5–8.
 */
const suite = useRealMode();

// How long a change may take to reach the other pages: a bound for a hang, not a speed target
// (bench:live measures the speed against the two-second target).
const LIVE_MS = 20_000;
const training = () => suite.real.store.db.trainings.find((t) => t.trainName === RUNNING)!;
const game = () => suite.real.store.db.games.find((g) => g.trainingId === training().id)!;
const groups = () =>
  suite.real.store.db.groups.filter((g) => g.trainingId === training().id).sort((a, b) => a.groupNum - b.groupNum);
const qs = () => encodeURIComponent(JSON.stringify({ trainId: training().id }));

/** The picks a page shows: team name → order ids, in the order shown. */
async function shownPicks(page: Page): Promise<Record<string, string[]>> {
  return page
    .getByTestId('menu-picks')
    .locator('tbody tr')
    .evaluateAll((rows) => {
      const out: Record<string, string[]> = {};
      for (const row of rows) {
        const tags = [...row.querySelectorAll('[data-order]')].map((t) => t.getAttribute('data-order')!);
        const name = row.querySelector('td')?.textContent?.trim();
        if (name && tags.length) out[name] = tags;
      }
      return out;
    });
}

/** How many picked orders a page shows. */
const pickCount = (page: Page) => page.getByTestId('menu-picks').locator('[data-order]').count();

/**
 * Each page's last answered API calls (path, status, when they started and how long they took, in
 * the page's ms) and the page's time now: a page whose polls stopped answering shows no recent
 * call, one whose polls failed shows their status, one polled in time but still behind shows 200s.
 */
async function recentCalls(pages: TrackedPage[]): Promise<string> {
  const lines = await Promise.all(
    pages.map(({ page }, i) =>
      page
        .evaluate(() => {
          const calls = (
            performance.getEntriesByType('resource') as (PerformanceResourceTiming & { responseStatus?: number })[]
          )
            .filter((e) => e.name.includes('/sworld/'))
            .slice(-6)
            .map(
              (e) =>
                `${new URL(e.name).pathname.replace('/sworld/', '')} ${e.responseStatus ?? '?'} @${Math.round(e.startTime)}+${Math.round(e.duration)}`,
            );
          return `now ${Math.round(performance.now())}: ${calls.join(', ')}`;
        })
        .then(
          (text) => `page ${i}: ${text}`,
          (error) => `page ${i}: ${error}`,
        ),
    ),
  );
  return lines.join('\n');
}

/** Waits until every page shows `count` picked orders; when one does not, says what each page's last calls were. */
async function allShow(pages: TrackedPage[], count: number) {
  for (const { page } of pages) {
    await page
      .waitForFunction(
        (n) => document.querySelectorAll('[data-testid="menu-picks"] [data-order]').length === n,
        count,
        { timeout: LIVE_MS },
      )
      .catch(async (error) => {
        throw new Error(
          `${error}\nnot every page shows ${count} picks; their last calls:\n${await recentCalls(pages)}`,
        );
      });
  }
}

/** The picks of `teamId` in the store's menu. */
const picksInStore = (teamId: string) => (menuView(game().state, Date.now())!.picks[teamId] ?? []).map((o) => o.id);
const isPick = (r: Response) => new URL(r.url()).pathname.endsWith('/gmMenu/selectOrder');

it('one teacher and four groups play year 2 (rounds 5–8) from the console: every pick kept, every page in step, every team balanced', async () => {
  const teacher = await newPage(suite.browser);
  const students = [
    await newPage(suite.browser),
    await newPage(suite.browser),
    await newPage(suite.browser),
    await newPage(suite.browser),
  ];
  const all = [teacher, ...students];
  const codes = ['student', 'student04', 'student08', 'student12'];
  const g = groups();
  expect(g.map((x) => x.groupName)).toEqual(['第1组', '第2组', '第3组', '第4组']);
  expect(training()).toMatchObject({ state: 1, currRound: 5, roundNumber: 8 });
  expect(game().state.menu).toMatchObject({ round: 5, phase: 1 });

  await signIn(suite.real, teacher, 'teacher');
  await teacher.page.goto(`${suite.real.url}train/home/console?qs=${qs()}`);
  await teacher.page.getByRole('button', { name: '开始订货会' }).waitFor({ timeout: 30_000 });
  for (let i = 0; i < students.length; i += 1) {
    await signIn(suite.real, students[i], codes[i]);
    await students[i].page.goto(`${suite.real.url}experiment/home?qs=${qs()}`);
  }
  for (let i = 0; i < students.length; i += 1) {
    const { page } = students[i];
    await page.getByText('订货会尚未开始，请等待教师开始订货会。').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('my-group').textContent()).resolves.toBe(g[i].groupName);
    await page.getByTestId('train-round').getByText(roundLine(5, 8)).waitFor();
  }

  // The teacher opens the meeting; every group advertises a different amount.
  await teacher.page.getByRole('button', { name: '开始订货会' }).click();
  await teacher.page.getByTestId('meeting-state').getByText('进行中').waitFor();
  for (const { page } of students) await page.getByTestId('ads-card').waitFor({ timeout: LIVE_MS });
  const amounts = [10, 20, 30, 15]; // groups 1–4 (within their cash: 20, 24, 108, 111): 1, 2, 3 and 1 picks
  for (let i = 0; i < students.length; i += 1) {
    const { page } = students[i];
    await page.getByLabel('本地市场 P1产品 广告额').fill(String(amounts[i]));
    await page.getByRole('button', { name: '提交广告' }).click();
    await page
      .getByText('广告已提交')
      .waitFor({ timeout: LIVE_MS })
      .catch(async (e) => {
        await screenshot(page, `full-year-ads-${i + 1}`);
        throw new Error(`${g[i].groupName}: ${e}`);
      });
  }
  const teamData = teacher.page.getByTestId('team-data');
  for (let i = 0; i < g.length; i += 1) {
    await teamData
      .locator('tr', { hasText: g[i].groupName })
      .filter({ hasText: `本地 P1产品 ${amounts[i]}` })
      .waitFor({ timeout: LIVE_MS });
  }

  // The ranking, then the menu.
  await teacher.page.getByRole('button', { name: '发布广告排名' }).click();
  await ok(teacher.page, '确定发布吗？');
  await teacher.page
    .getByTestId('ranking')
    .waitFor()
    .catch(async (e) => {
      await screenshot(teacher.page, 'full-year-ranking');
      throw e;
    });
  const ranking =
    '1. 第3组（广告 30，可选 3 次）；2. 第2组（广告 20，可选 2 次）；3. 第4组（广告 15，可选 1 次）；4. 第1组（广告 10，可选 1 次）';
  for (const { page } of all) await page.getByTestId('ranking').getByText(ranking).waitFor({ timeout: LIVE_MS });
  await teacher.page.getByRole('button', { name: '开始选单' }).click();

  // Every pick in the order the server gives the turn; at each step every page shows the same turn.
  const picked: Record<string, string[]> = {}; // groupId → order ids
  const turns: string[] = [];
  let count = 0;
  for (let step = 0; step < 20; step += 1) {
    const menu = game().state.menu!;
    if (menu.phase === 4) break;
    expect(menu.phase).toBe(3);
    const teamId = menu.turn!.teamId;
    const i = g.findIndex((x) => x.groupId === teamId);
    expect(i).toBeGreaterThanOrEqual(0);
    await allShow(all, count);
    for (const { page } of all)
      await page.getByTestId('menu-turn').getByText(`轮到${g[i].groupName}选单`).waitFor({ timeout: LIVE_MS });
    const texts = await Promise.all(all.map(({ page }) => page.getByTestId('menu-turn').textContent()));
    expect(new Set(texts).size).toBe(1);
    for (let j = 0; j < students.length; j += 1) {
      if (j !== i)
        await expect(
          students[j].page.getByText('轮到本组选单，请在倒计时结束前选择订单或放弃。').isVisible(),
        ).resolves.toBe(false);
    }
    turns.push(g[i].groupName);
    const answered = students[i].page.waitForResponse(isPick);
    const id = await pickFirst(students[i].page);
    (picked[teamId] ??= []).push(id);
    count += 1;
    // The pick lands in the store once, with the team that made it: the backend stores it before it answers.
    await answered;
    expect(picksInStore(teamId)).toEqual(picked[teamId]);
  }
  expect(turns.length).toBeGreaterThanOrEqual(4);
  expect(turns.slice(0, 4)).toEqual(['第3组', '第2组', '第4组', '第1组']);

  // The menu ended by itself; every page and the store agree on each team's picks.
  for (const { page } of all) await page.getByText('选单已结束。').waitFor({ timeout: LIVE_MS });
  await allShow(all, count);
  const view = menuView(game().state, Date.now())!;
  expect(view.phase).toBe(4);
  const storePicks = Object.fromEntries(
    g.map((x) => [x.groupName, (view.picks[x.groupId] ?? []).map((o) => o.id)]).filter(([, ids]) => ids.length),
  );
  expect(storePicks).toEqual(
    Object.fromEntries(g.filter((x) => picked[x.groupId]).map((x) => [x.groupName, picked[x.groupId]])),
  );
  for (const { page } of all) expect(await shownPicks(page)).toEqual(storePicks);
  for (const { page } of all) expect(await pickCount(page)).toBe(count);

  for (const { page } of [teacher, students[2]]) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(teacher.page, 'full-year-teacher-menu-end');
  await screenshot(students[2].page, 'full-year-student-group3-menu-end');

  // The teacher ends the meeting.
  await teacher.page.getByRole('button', { name: '结束订货会' }).click();
  await ok(teacher.page, '确定结束订货会吗？');
  await teacher.page.getByTestId('meeting-state').getByText('已结束').waitFor();
  expect(game().state.menu).toMatchObject({ round: 5, phase: 4 });

  // Rounds 6, 7 and 8: every student page follows within a few seconds, without a reload.
  const loads = students.map(
    (s) => s.requests.filter((r) => r.method === 'GET' && r.url.includes('/experiment/home')).length,
  );
  expect(loads).toEqual([1, 1, 1, 1]); // each student page was opened once
  for (let round = 6; round <= 8; round += 1) {
    await teacher.page.getByRole('button', { name: '进入下一回合' }).click();
    await ok(teacher.page, `确定结算本回合并进入第 ${round} 回合吗？`);
    await teacher.page.getByTestId('train-round').getByText(roundLine(round, 8)).waitFor();
    expect(training().currRound).toBe(round);
    for (const { page } of students)
      await page.getByTestId('train-round').getByText(roundLine(round, 8)).waitFor({ timeout: LIVE_MS });
  }
  expect(game().state.settledRound).toBe(7);
  // No page was reloaded: no student document was fetched again.
  expect(
    students.map((s) => s.requests.filter((r) => r.method === 'GET' && r.url.includes('/experiment/home')).length),
  ).toEqual(loads);

  // The end settles round 8.
  await teacher.page.getByRole('button', { name: '结束实训' }).click();
  await ok(teacher.page, '确定结束实训吗？');
  await teacher.page.getByTestId('train-state').getByText('已结束').waitFor();
  expect(game().state).toMatchObject({ status: 'finished', settledRound: 8 });
  for (const { page } of students)
    await page.getByTestId('train-state').getByText('已结束').waitFor({ timeout: LIVE_MS });

  // The store: every picked order belongs to the team that picked it (and to no other), and every
  // team's balance sheet balances at the beginning and the end of rounds 5–8.
  const state = game().state;
  for (const team of state.teams) {
    const mine = team.orders.filter((o) => o.pickedRound === 5).map((o) => o.id);
    expect([team.teamName, [...mine].sort()]).toEqual([team.teamName, [...(picked[team.teamId] ?? [])].sort()]);
  }
  expect(state.teams.flatMap((t) => t.orders.filter((o) => o.pickedRound === 5)).length).toBe(count);
  let checked = 0;
  for (const team of state.teams) {
    for (let round = 5; round <= 8; round += 1) {
      const { balanceSheet: b } = teamStatements(state, team.teamId, round)!;
      expect([team.teamName, round, b.assetsTotal.beginning, b.assetsTotal.end]).toEqual([
        team.teamName,
        round,
        b.liabilitiesEquityTotal.beginning,
        b.liabilitiesEquityTotal.end,
      ]);
      checked += 1;
    }
  }
  expect(checked).toBe(4 * 4);

  for (const { page } of [teacher, students[2]]) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(teacher.page, 'full-year-teacher-end');
  await screenshot(students[2].page, 'full-year-student-group3-end');

  for (const tracked of all) expect([tracked.errors]).toEqual([[]]);
  await Promise.all(all.map((tracked) => tracked.context.close()));
}, 360_000);
