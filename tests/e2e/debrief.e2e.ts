import type { Browser } from 'playwright-core';
import { createStore } from '../../mock/db/store';
import { teamStatements } from '../../mock/engine';
import { LOW_CASH_SHARE_OF_EQUITY } from '../../src/features/analysis/findings';
import { formatNumber } from '../../src/utils/format';
import { loginSaved as login, newPage, open, openBrowser, screenshot } from './app';
import { RUNNING, yearQuarter } from './consoleKit';
import { CASH, EQUITY, printedPageCount, roundShown, teamRow } from './debriefKit';
import { axeFindings } from './projectorKit';
import { choose, popupsClosed } from './ui';
import { AREA_WALKS } from './walks';

/**
 * The class debrief in the mock: the seeded running training, whose four rounds the engine's
 * scripted teams played, with order meetings and four teams. The figures expected come from the same
 * seeded game played again here in node (the seed and clock are fixed), read from the engine's
 * settled state, never from the calls the screen reads. debriefPlayedWalk.ts plays a game of its own,
 * with a situation made for the test, and compares teams, copies the link and prints there.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const db = createStore().db;
const training = db.trainings.find((t) => t.trainName === RUNNING)!;
const state = db.games.find((g) => g.trainingId === training.id)!.state;
const groups = db.groups.filter((g) => g.trainingId === training.id).sort((a, b) => a.groupNum - b.groupNum);
const balance = (teamId: string, round: number) => teamStatements(state, teamId, round)!.balanceSheet;

describe('the class debrief', () => {
  jest.setTimeout(240_000);

  it('steps through the rounds without a call, shows a finding at its round and its chart, and prints', async () => {
    const { page, errors, context } = await newPage(browser);
    await login(page, 'teacher');
    // From training management: the training's card leads to the debrief.
    await open(page, '/train/home');
    await page.locator('.ant-card', { hasText: RUNNING }).getByRole('button', { name: '课堂复盘' }).click();
    await roundShown(page, state.settledRound);
    expect(state.settledRound).toBe(4);

    // ← twice: round 2, with no call (the class view was fetched once).
    let calls = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.includes('/intelligentAnalysis/')) calls += 1;
    });
    await page.keyboard.press('ArrowLeft');
    await roundShown(page, 3);
    await page.keyboard.press('ArrowLeft');
    await roundShown(page, 2);
    const [, second, third] = groups;
    expect((await teamRow(page, second.groupName))[EQUITY]).toBe(
      formatNumber(balance(second.groupId, 2).ownerEquityTotal.end),
    );
    expect((await teamRow(page, third.groupName))[CASH]).toBe(formatNumber(balance(third.groupId, 2).cash.end));
    expect(calls).toBe(0);

    await screenshot(page, 'debrief-round2');

    // A situation of the game, found in the engine's state: cash below the named share of equity.
    const low = groups
      .flatMap((g) => [1, 2, 3, 4].map((round) => ({ g, round, b: balance(g.groupId, round) })))
      .find(
        ({ b: x }) => x.ownerEquityTotal.end > 0 && x.cash.end < x.ownerEquityTotal.end * LOW_CASH_SHARE_OF_EQUITY,
      )!;
    expect(low).toBeDefined();
    await page.getByTestId('debrief-teams').getByRole('button', { name: low.g.groupName }).click();
    const findings = page.locator('.ant-card', { hasText: `要点 · ${low.g.groupName}` });
    const lowCash = `回合末现金 ${formatNumber(low.b.cash.end)} 万元，低于所有者权益 ${formatNumber(low.b.ownerEquityTotal.end)} 万元`;
    const calm = [1, 2, 3, 4].find((round) => {
      const x = balance(low.g.groupId, round);
      return x.cash.end >= x.ownerEquityTotal.end * LOW_CASH_SHARE_OF_EQUITY;
    });
    // The slider steps by itself: move it to the round of the finding.
    const slider = page.getByRole('slider', { name: '回合' });
    await slider.focus();
    await page.keyboard.press('Home');
    for (let r = 1; r < low.round; r += 1) await page.keyboard.press('ArrowRight');
    await roundShown(page, low.round);
    await findings.getByText(lowCash).waitFor();
    // Its link goes to the cash chart at that round.
    await findings.getByRole('button', { name: '看现金走势' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'debrief-chart-cash');
    // The chart is drawn there (echarts' code loads with the first chart), its cursor at the round.
    const cashChart = page.locator('#debrief-chart-cash');
    await cashChart.locator('canvas').first().waitFor();
    await cashChart.locator(`[data-cursor="${yearQuarter(low.round)}"]`).waitFor();
    await screenshot(page, 'debrief-cash-chart');
    if (calm) {
      await slider.focus();
      await page.keyboard.press('Home');
      for (let r = 1; r < calm; r += 1) await page.keyboard.press('ArrowRight');
      await roundShown(page, calm);
      expect(await findings.getByText('低于所有者权益').count()).toBe(0);
    }

    // axe: no serious or critical violation on the screen at rest, two teams compared (the team ahead
    // in green), the pointer off the last link clicked.
    await choose(page, '对比小组', groups.find((g) => g !== low.g)!.groupName);
    await page.getByTestId('debrief-compare').waitFor();
    await popupsClosed(page);
    await page.mouse.move(0, 0);
    await expect(axeFindings(page, 'AA')).resolves.toEqual([]);

    // Print to PDF: one A4 page per team.
    expect(await printedPageCount(page)).toBe(groups.length);
    await page.emulateMedia({ media: 'print' });
    // Each page is headed with the training, and has the teacher's comment box.
    const printed = page.getByTestId('debrief-print');
    expect(await printed.getByText(`训练：${RUNNING}`).count()).toBe(groups.length);
    expect(await printed.getByRole('region', { name: '教师评语' }).count()).toBe(groups.length);
    await screenshot(page, 'debrief-print');
    await page.emulateMedia({ media: 'screen' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on both routes for a teacher, and for a student once the teacher opens the analysis', async () => {
    const { page, errors, context } = await newPage(browser);
    await login(page, 'teacher');
    for (const path of AREA_WALKS.teacher['debrief.e2e']) {
      await open(page, path);
      await roundShown(page, state.settledRound);
      await screenshot(page, `debrief${path.replace(/\//g, '-')}-teacher`);
    }
    // A student of the training, in the same in-page mock: closed until the teacher's switch.
    await login(page, 'student');
    await open(page, '/experiment/debrief');
    await page.getByText('教师尚未向学生开放分析').waitFor({ timeout: 30_000 });
    await screenshot(page, 'debrief-student-closed');
    await login(page, 'teacher');
    await open(
      page,
      `/train/home/intelligent-analysis?qs=${encodeURIComponent(JSON.stringify({ trainId: training.id }))}`,
    );
    const open_ = page.getByRole('switch', { name: '向学生开放全部小组数据' });
    await open_.waitFor({ timeout: 30_000 });
    if ((await open_.getAttribute('aria-checked')) !== 'true') await open_.click();
    // The in-page mock saves its store a moment after a change: the next full load must find it saved.
    await page.waitForFunction(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sworld-mock-db:v'));
      return /"analysisOpen":1/.test(localStorage.getItem(key ?? '') ?? '');
    });
    await login(page, 'student');
    await open(page, '/experiment/debrief');
    await roundShown(page, state.settledRound);
    for (const group of groups)
      await page.getByTestId('debrief-teams').getByRole('button', { name: group.groupName }).waitFor();
    await screenshot(page, 'debrief-student-open');
    expect(errors).toEqual([]);
    await context.close();
  });
});
