import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsDone, screenshot } from './app';

/**
 * The checks of a view made for a classroom projector, read from the back of a room (the console's
 * projector view and the league's): no text under 24 px, AAA contrast, nothing to scroll.
 */

/** Text the projector view draws below 24 px: each element with text of its own, and its size. */
export const smallText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="projector"] *')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
      .map((el) => ({
        text: el.textContent!.trim().slice(0, 30),
        size: Number.parseFloat(getComputedStyle(el).fontSize),
      }))
      .filter(({ size }) => size < 24),
  );

/** axe's serious or critical findings; a projector view is held to AAA contrast, any other page to AA. */
export async function axeFindings(page: Page, level: 'AA' | 'AAA' = 'AAA') {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(level === 'AAA' ? ['wcag2aaa'] : [])];
  await animationsDone(page);
  const result = await new AxeBuilder({ page }).withTags(tags).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * At both projector sizes: nothing under 24 px, no serious axe finding, nothing to scroll, a screenshot
 * (`projector-<name>-<size><suffix>`).
 */
export async function checkBothSizes(page: Page, name: string, suffix = '') {
  for (const [width, height] of [
    [1920, 1080],
    [1280, 720],
  ]) {
    await page.setViewportSize({ width, height });
    await expect(smallText(page)).resolves.toEqual([]);
    await expect(axeFindings(page)).resolves.toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).resolves.toBe(
      true,
    );
    await screenshot(page, `projector-${name}-${width}x${height}${suffix}`);
  }
}
