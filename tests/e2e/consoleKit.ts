import type { Locator, Page } from 'playwright-core';
import { requestsSettled, type TrackedPage } from './app';
import type { RealMode } from './realMode';
import { signInReal } from './realSuite';
import { confirmPopup } from './ui';

/**
 * What the console browser tests (console, fourRounds, fullYear, debriefPlayed) share: the seeded
 * running training, signing in on the real-mode app, the year/quarter and round lines the console
 * shows, a Popconfirm's confirmation, the start, the next round and the end, a student's pick, and
 * entering and leaving the console from training management (also for teaching, authoring and
 * remaining).
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
