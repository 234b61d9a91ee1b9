import type { Page } from 'playwright-core';
import { yearQuarter } from './consoleKit';

/** What the debrief's browser tests (debrief, debriefPlayed) share: reading the round, a team's row, the printed pages. */

/** Waits until the debrief shows the round (its line starts with the round's year and quarter). */
export const roundShown = (page: Page, round: number) =>
  page
    .getByTestId('debrief-round')
    .getByText(new RegExp(`^${yearQuarter(round)}`))
    .waitFor({ timeout: 30_000 });

/** A team's cells in the table of every team at the round. */
export async function teamRow(page: Page, name: string): Promise<string[]> {
  const row = page.getByTestId('debrief-teams').locator('tr', { has: page.getByRole('button', { name }) });
  return (await row.locator('td').allInnerTexts()).map((x) => x.trim());
}

/** Columns of a figure in the team table (after the expand and team cells). */
export const EQUITY = 2;
export const CASH = 3;

/** The pages of the screen printed to an A4 PDF by Chromium. */
export async function printedPageCount(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  return Number(/\/Type\s*\/Pages\s*\/Count (\d+)/.exec(pdf)?.[1]);
}
