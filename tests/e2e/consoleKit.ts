import type { Locator, Page } from 'playwright-core';
import type { DbTraining } from '../../mock/db/game';
import { teamStatements } from '../../mock/engine';
import { formatNumber } from '../../src/utils/format';
import { requestsSettled, screenshot, type TrackedPage } from './app';
import type { RealMode } from './realMode';
import { signInReal } from './realSuite';
import { choose, confirmPopup } from './ui';

/**
 * What the browser tests that play a game (fullYear, debriefPlayed) share: the seeded running
 * training, signing in on the real-mode app, the year/quarter and round lines the console shows, a
 * Popconfirm's confirmation, the start, the next round and the end, a student's pick, every team's
 * balance in the store and on the result view, and entering and leaving the console from training
 * management (also for teaching, authoring and remaining).
 */
export const RUNNING = '2026春季沙盘对抗赛';

export const signIn = (real: RealMode, { page }: TrackedPage, userCode: string) => signInReal(page, real.url, userCode);

/** "第 Y 年第 Q 季度" of a round (spec point 4: 4 rounds a year), as charts and pickers write it. */
export const yearQuarter = (round: number) => `第 ${Math.ceil(round / 4)} 年第 ${round % 4 || 4} 季度`;

/** The console header's round line: "第 2 年第 1 季度（第 5 / 8 回合）". */
export const roundLine = (round: number, total: number) => `${yearQuarter(round)}（第 ${round} / ${total} 回合）`;

/** Confirms the open Popconfirm (ui.ts), under the name the console tests use. */
export const ok = confirmPopup;

/** The training of that name in the real-mode server's store. */
export const storedTraining = (real: RealMode, name: string) =>
  real.store.db.trainings.find((t) => t.trainName === name)!;

/** The game of the training of that name in the real-mode server's store (once started). */
export const storedGame = (real: RealMode, name: string) =>
  real.store.db.games.find((g) => g.trainingId === storedTraining(real, name).id)!;

/** 开始实训 on the teacher's console, confirmed; the console shows round 1 and the server has the training running. */
export async function startTraining(page: Page, real: RealMode, name: string) {
  await page.getByRole('button', { name: '开始实训' }).click();
  await ok(page, '确定开始实训吗？');
  await page
    .getByTestId('train-round')
    .getByText(roundLine(1, storedTraining(real, name).roundNumber))
    .waitFor();
  expect(storedTraining(real, name)).toMatchObject({ state: 1, currRound: 1 });
}

/** 进入下一回合 on the teacher's console, confirmed; the console shows the new round and the server has it. */
export async function nextRound(page: Page, real: RealMode, name: string) {
  const { currRound, roundNumber } = storedTraining(real, name);
  const to = currRound + 1;
  await page.getByRole('button', { name: '进入下一回合' }).click();
  await ok(page, `确定结算本回合并进入第 ${to} 回合吗？`);
  await page.getByTestId('train-round').getByText(roundLine(to, roundNumber)).waitFor();
  expect(storedTraining(real, name).currRound).toBe(to);
}

/** 结束实训 on the teacher's console, confirmed: the last round is settled and the game is over. */
export async function finishTraining(page: Page, real: RealMode, name: string) {
  await page.getByRole('button', { name: '结束实训' }).click();
  await ok(page, '确定结束实训吗？');
  await page.getByTestId('train-state').getByText('已结束').waitFor();
  expect(storedGame(real, name).state).toMatchObject({
    status: 'finished',
    settledRound: storedTraining(real, name).roundNumber,
  });
}

/**
 * 控制台 of a training's row in training management, once a start has settled. Until the row's
 * buttons are enabled again the row is drawn anew (its buttons move as 暂停, 结束 and 课堂复盘 come
 * in), and a click can land on the old place.
 */
export async function consoleFromRow(row: Locator) {
  await row.getByRole('button', { name: '结束' }).and(row.page().locator('button:enabled')).waitFor();
  await row.getByRole('button', { name: '课堂复盘' }).waitFor();
  await row.getByRole('button', { name: '控制台' }).click();
}

/**
 * Leaves the console as a teacher does, by its back button, and waits for rest. A full page load
 * straight from the console races its once-a-second poll: a call sent once the load began passes
 * MSW's worker to the static test server, whose 404 shows as a console error.
 */
export async function leaveConsole(page: Page) {
  const settled = requestsSettled(page);
  await page.getByTestId('back').click();
  await page.getByTestId('train-round').waitFor({ state: 'detached' });
  await settled();
}

/** A student picks the first open order when it is their turn (a double click, sent once); returns its id. */
export async function pickFirst(page: Page, timeout = 10_000): Promise<string> {
  await page.getByText('轮到本组选单，请在倒计时结束前选择订单或放弃。').waitFor({ timeout });
  const button = page
    .getByTestId('menu-board')
    .getByRole('button', { name: /^选择订单/ })
    .first();
  const label = (await button.getAttribute('aria-label'))!;
  await button.dblclick();
  return label.replace('选择订单 ', '');
}

/** The groups of a training in the real-mode server's store, by number. */
export const storedGroups = (real: RealMode, t: DbTraining) =>
  real.store.db.groups.filter((g) => g.trainingId === t.id).sort((a, b) => a.groupNum - b.groupNum);

/**
 * In the store: assets total = liabilities and equity total, at the beginning and the end of every
 * settled round, for every team (a game over: every round of the training).
 */
export function expectStoreBalanced(real: RealMode, name: string) {
  const t = storedTraining(real, name);
  const state = storedGame(real, name).state;
  const checked: string[] = [];
  for (const team of state.teams) {
    for (let round = 1; round <= state.settledRound; round += 1) {
      const { balanceSheet: b } = teamStatements(state, team.teamId, round)!;
      expect([team.teamName, round, b.assetsTotal.beginning, b.assetsTotal.end]).toEqual([
        team.teamName,
        round,
        b.liabilitiesEquityTotal.beginning,
        b.liabilitiesEquityTotal.end,
      ]);
      checked.push(`${team.teamName}/${round}`);
    }
  }
  expect(checked).toHaveLength(state.teams.length * t.roundNumber);
}

/** The beginning and end figures of a balance-sheet row as the screen shows them. */
async function figures(page: Page, item: string): Promise<string[]> {
  const cells = await page
    .locator('tr', { has: page.getByText(item, { exact: true }) })
    .first()
    .locator('td')
    .allInnerTexts();
  return cells.slice(1, 3).map((c) => c.trim());
}

/**
 * The result view of the training, for every team and every round of `rounds`: the balance sheet's
 * 资产总计 shows the store's figures and equals 负债和所有者权益总计. Answers how many were checked.
 * `shot`: the name of the screenshot taken when a figure differs.
 */
export async function expectScreenBalanced(
  page: Page,
  real: RealMode,
  name: string,
  rounds: number[],
  shot: string,
): Promise<number> {
  const t = storedTraining(real, name);
  const qs = encodeURIComponent(JSON.stringify({ trainId: real.wireId(t.id) }));
  await page.goto(`${real.url}train/home/result-view?qs=${qs}`);
  await page.getByText('负债和所有者权益总计').waitFor({ timeout: 30_000 });
  const state = storedGame(real, name).state;
  let checked = 0;
  for (const group of storedGroups(real, t)) {
    for (const round of rounds) {
      // The statement call of this team and round must answer before its figures are read.
      // (A team or round never chosen is left out of the call: the server's default, the one shown.)
      const answered = page.waitForResponse((r) => {
        const url = new URL(r.url());
        const param = (key: string, value: string) => !url.searchParams.has(key) || url.searchParams.get(key) === value;
        return (
          url.pathname.endsWith('/intelligentAnalysis/getDataByCode') &&
          param('code', '1') &&
          param('teamId', group.groupId) &&
          param('round', String(round))
        );
      });
      const changed = [await choose(page, '小组', group.groupName), await choose(page, '回合', yearQuarter(round))];
      if (changed.some(Boolean)) await answered;
      else answered.catch(() => undefined);
      const { balanceSheet: b } = teamStatements(state, group.groupId, round)!;
      const expected = [formatNumber(b.assetsTotal.beginning), formatNumber(b.assetsTotal.end)];
      // The table re-renders after the answer: wait for the store's figures, then compare both totals.
      await page
        .waitForFunction(
          ([want]) => {
            const row = [...document.querySelectorAll('tr')].find(
              (tr) => tr.querySelector('td')?.textContent?.trim() === '资产总计',
            );
            const cells = row ? [...row.querySelectorAll('td')].slice(1, 3).map((td) => td.textContent?.trim()) : [];
            return cells.join('|') === want;
          },
          [expected.join('|')],
          { timeout: 30_000 },
        )
        .catch(async () => {
          await screenshot(page, `${shot}-${group.groupNum}-${round}`);
          throw new Error(
            `${group.groupName} round ${round}: the screen shows 资产总计 ${JSON.stringify(await figures(page, '资产总计'))}, the store ${JSON.stringify(expected)}`,
          );
        });
      expect([group.groupName, round, ...(await figures(page, '资产总计'))]).toEqual([
        group.groupName,
        round,
        ...expected,
      ]);
      expect([group.groupName, round, ...(await figures(page, '负债和所有者权益总计'))]).toEqual([
        group.groupName,
        round,
        ...expected,
      ]);
      checked += 1;
    }
  }
  return checked;
}
