/**
 * When a screen is ready, timed from inside the page, for the speed benchmarks (bench:analysis,
 * bench:web).
 *
 * Playwright's own waits (waitForSelector, waitForFunction, evaluate) compile its injected scripts
 * in each new document, on the page's main thread, while the page loads, and so would add their own
 * time to the page's. So a full load is watched by a small script installed at document start
 * instead, which checks each animation frame whether the screen shows what it waits for, then waits
 * for the main thread's next idle and reports both times by a console message; the harness only
 * listens.
 */
import type { Page } from 'playwright-core';

/** What shows that a screen is ready: a visible element (CSS, or an element whose own text contains `text`), or a JS expression that holds. */
export interface Ready {
  css?: string;
  text?: string;
  expr?: string;
}

/** Ms from the start (navigation start, or the history change of an in-app navigation) until `shell` showed, `ready` held, and the main thread was next idle after it. */
export interface ReadyTimes {
  shell: number;
  content: number;
  interactive: number;
}

const REPORT = '__bench_ready';
const TIMEOUT_MS = 120_000;
let reports = 0;

/** A check of `ready` in the page's terms (a JS expression), visible meaning rendered with a box and not hidden. */
function check(ready: Ready): string {
  const visible = '((el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")';
  if (ready.expr) return `(() => (${ready.expr}))`;
  if (ready.css) return `(() => ${visible}(document.querySelector(${JSON.stringify(ready.css)})))`;
  if (ready.text && !ready.text.includes('"')) {
    const xpath = `//*[text()[contains(., "${ready.text}")]]`;
    return `(() => ${visible}(document.evaluate(${JSON.stringify(xpath)}, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue))`;
  }
  throw new Error(`pageReady: nothing to wait for in ${JSON.stringify(ready)}`);
}

/** The watcher's source: from `start` (a JS expression), polls each animation frame until ready, then reports on the next idle. */
function watcher(id: string, ready: Ready, shell: Ready | undefined, start: string): string {
  return `(() => {
  const t0 = ${start};
  const ready = ${check(ready)};
  const shell = ${shell ? check(shell) : 'null'};
  let shellAt = null;
  const tick = () => {
    const at = performance.now() - t0;
    if (shellAt === null && (!shell || shell())) shellAt = at;
    if (!ready()) { requestAnimationFrame(tick); return; }
    requestIdleCallback(() => console.debug(${JSON.stringify(`${REPORT} ${id} `)} + JSON.stringify({ shell: shellAt ?? at, content: at, interactive: performance.now() - t0 })), { timeout: 10000 });
  };
  requestAnimationFrame(tick);
})();`;
}

function reported(page: Page, id: string): Promise<ReadyTimes> {
  const prefix = `${REPORT} ${id} `;
  return page
    .waitForEvent('console', { predicate: (m) => m.text().startsWith(prefix), timeout: TIMEOUT_MS })
    .then((m) => JSON.parse(m.text().slice(prefix.length)) as ReadyTimes);
}

/** A full page load of `url`: times from navigation start (`shell`, when given, is when that showed). */
export async function loadUntilReady(page: Page, url: string, ready: Ready, shell?: Ready): Promise<ReadyTimes> {
  const id = `load${(reports += 1)}`;
  const times = reported(page, id);
  const script = await page.addInitScript({ content: watcher(id, ready, shell, '0') });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    return await times;
  } finally {
    await script.dispose();
  }
}

/** An in-app navigation to `path` (the router follows a history change, as a link does): times from the change. */
export async function navigateUntilReady(page: Page, path: string, ready: Ready): Promise<ReadyTimes> {
  const id = `move${(reports += 1)}`;
  const times = reported(page, id);
  await page.evaluate(
    `${watcher(id, ready, undefined, 'performance.now()')}\nwindow.history.pushState({}, '', ${JSON.stringify(path)});\nwindow.dispatchEvent(new PopStateEvent('popstate'));`,
  );
  return times;
}
