import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { BASE_PATH } from '../../src/constants';
import { APP_URL } from './app';

/**
 * The routes the areas' browser walks open, by role, each with its screen's own content awaited, a
 * screenshot and no console error: teaching.e2e and analysis.e2e open these lists; authoring.e2e
 * reaches some by the screens' own buttons and checks with routesShown that it showed them all.
 * debrief.e2e opens its two routes; foundation.e2e's every-route walks open every other route of config/routes.ts, so that a full run
 * opens each route once per role, and check that these lists name only real routes of that role.
 */
export const AREA_WALKS = {
  teacher: {
    'authoring.e2e': [
      '/editor/firstStep',
      '/editCase/sandTableEdit',
      '/case/model',
      '/case/timeline',
      '/case/init-setting',
      '/case/init-setting/rule-list',
      '/case/init-setting/rule-list-test',
      '/train/home/rule-list',
      '/experiment/rule-list',
      '/preset-rule',
      '/fromEst/rule-list',
      '/class/case-dev',
    ],
    'teaching.e2e': [
      '/class/home',
      '/class/account',
      '/train/evaluate',
      '/train/teaching-plan',
      '/train/class-summary',
      '/train/teacher-ratings',
      '/train/learning-analysis',
    ],
    'analysis.e2e': [
      '/train/home/result-view',
      '/train/home/editResult-view',
      '/train/home/intelligent-analysis',
      '/experiment/result-view',
      '/experiment/intelligent-analysis',
    ],
    'debrief.e2e': ['/train/home/debrief', '/experiment/debrief'],
  },
  admin: {
    'authoring.e2e': ['/admin/standard-case-management', '/admin/import-rules'],
  },
} as const;

/** Every router path (without the base) this page shows from now on, by a full load or in the app. */
export function routesShown(page: Page): () => string[] {
  const base = new URL(APP_URL()).pathname.replace(/\/$/, '');
  const shown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (path.startsWith(`${base}/`) && !shown.includes(path.slice(base.length))) shown.push(path.slice(base.length));
  });
  return () => shown;
}

/**
 * The shared route walks (foundation, variantsAndMenus, devWarnings, hardening) sign in once per role
 * and move between screens inside the app, as its links do, instead of a full page load per route:
 * each screen still mounts afresh and makes its own calls, and every check is made per route. What
 * the walks find is collected by route and asserted once at the end, so one failure names every bad
 * route.
 */

/** Marks the screens now shown, so that a wait for the next one (NEXT_SCREEN) does not take them. */
export async function markScreens(page: Page) {
  await page.evaluate(() =>
    document.querySelectorAll('.sworld-page, .ant-result').forEach((el) => el.setAttribute('data-walk-left', '')),
  );
}

/** The container of a screen shown since the last markScreens (goInApp marks them). */
export const NEXT_SCREEN = '.sworld-page:not([data-walk-left])';

/**
 * Opens a router path (without the base, with its query if any) inside the running app: a new
 * history entry and the popstate that umi's router follows, as the browser's back and forward do.
 * The screen shown before is marked (markScreens) first.
 */
export async function goInApp(page: Page, path: string) {
  await markScreens(page);
  await page.evaluate(
    (to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    `${BASE_PATH.replace(/\/$/, '')}${path}`,
  );
}

/** The entries a list gained since the last call (the first call: since this was made). */
export function sinceLast<T>(list: T[]): () => T[] {
  let from = list.length;
  return () => {
    const gained = list.slice(from);
    from = list.length;
    return gained;
  };
}

/**
 * Saves what a route of a walk showed when a finding was made there (the walk goes on, and the page a
 * failed test leaves open shows only its last route), under test-results/failures/.
 */
export async function saveFinding(page: Page, name: string) {
  const dir = resolve(__dirname, '../../test-results/failures');
  mkdirSync(dir, { recursive: true });
  await page
    .screenshot({ path: join(dir, `${name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 120)}.png`), timeout: 10_000 })
    .catch(() => undefined);
}
