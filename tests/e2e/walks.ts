import type { Page } from 'playwright-core';
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
