import type { Page } from 'playwright-core';
import type { TrackedPage } from './app';
import type { RealMode } from './realMode';
import { signInReal } from './realSuite';
import { confirmPopup } from './ui';

/**
 * What the console browser tests (console, fourRounds, fullYear) share: the seeded running
 * training, signing in on the real-mode app, the year/quarter and round lines the console shows,
 * a Popconfirm's confirmation and a student's pick.
 */
export const RUNNING = '2026春季沙盘对抗赛';

export const signIn = (real: RealMode, { page }: TrackedPage, userCode: string) => signInReal(page, real.url, userCode);

/** "第Y年第Q季" of a round (spec point 4: 4 rounds a year). */
export const yearQuarter = (round: number) => `第${Math.ceil(round / 4)}年第${round % 4 || 4}季`;

/** The console header's round line. */
export const roundLine = (round: number, total: number) => `${yearQuarter(round)} · 第 ${round} / ${total} 回合`;

/** Confirms the open Popconfirm (ui.ts), under the name the console tests use. */
export const ok = confirmPopup;

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
