/**
 * Records a QA scenario as a HAR: `npm run scenario:record -- --name NAME [--url APP_URL] [--script FILE]`.
 * Opens Chromium on the app in real mode (`npm run start:real` against `npm run mock:server` or the
 * Java backend; default http://localhost:8000/sworldweb/), lets the tester work until the window is
 * closed (or runs FILE's default export `(page, { url }) => Promise<void>`), then saves
 * mock/scenarios/NAME.har with only the backend calls, one page per visited URL, and authorization
 * values and passwords redacted.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../tests/e2e/chromium.mjs';
import { isApiPath, redactHar } from '../mock/scenarios/replay';

export const SCENARIO_DIR = resolve(__dirname, '../mock/scenarios');

export type ScenarioScript = (page: Page, ctx: { url: string }) => Promise<void>;

export interface RecordOptions {
  name: string;
  /** The app's URL with its base, e.g. http://localhost:8000/sworldweb/. */
  url: string;
  /** Drives the page; without it the tester works until the window is closed. */
  run?: ScenarioScript;
  browser?: Browser;
  /** Where to save (default mock/scenarios/NAME.har). */
  out?: string;
}

/** Keeps the backend calls only, gives each the page it was made on, and redacts secrets. */
export function finishHar(raw: any, navigations: { time: number; url: string }[]): any {
  const pages = navigations.map((n, i) => ({
    startedDateTime: new Date(n.time).toISOString(),
    id: `page_${i + 1}`,
    title: n.url,
    pageTimings: {},
  }));
  const entries = (raw.log.entries as any[])
    .filter((entry) => isApiPath(new URL(entry.request.url).pathname))
    .map((entry) => {
      const started = Date.parse(entry.startedDateTime);
      let at = -1;
      navigations.forEach((n, i) => {
        if (n.time <= started) at = i;
      });
      const { pageref: _drop, ...rest } = entry;
      return at >= 0 ? { ...rest, pageref: pages[at].id } : rest;
    });
  return redactHar({ log: { ...raw.log, pages, entries } });
}

export async function recordScenario(opts: RecordOptions): Promise<{ file: string; entries: number; bytes: number }> {
  const work = mkdtempSync(join(tmpdir(), 'scenario-'));
  const harPath = join(work, 'raw.har');
  const browser =
    opts.browser ??
    (await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: !!opts.run,
      args: ['--no-sandbox', '--disable-gpu'],
    }));
  const context = await browser.newContext({
    viewport: { width: 1366, height: 860 },
    locale: 'zh-CN',
    recordHar: { path: harPath, content: 'embed', mode: 'full' },
  });
  const page = await context.newPage();
  const navigations: { time: number; url: string }[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (navigations.at(-1)?.url !== url) navigations.push({ time: Date.now(), url });
  });
  try {
    if (opts.run) await opts.run(page, { url: opts.url });
    else {
      await page.goto(opts.url);
      console.log('[record] work in the browser window; close it to save the scenario');
      await page.waitForEvent('close', { timeout: 0 });
    }
    await page.waitForTimeout(300);
  } finally {
    await context.close();
    if (!opts.browser) await browser.close();
  }
  const har = finishHar(JSON.parse(readFileSync(harPath, 'utf8')), navigations);
  rmSync(work, { recursive: true, force: true });
  const file = opts.out ?? join(SCENARIO_DIR, `${opts.name}.har`);
  const text = `${JSON.stringify(har, null, 1)}\n`;
  writeFileSync(file, text);
  return { file, entries: har.log.entries.length, bytes: Buffer.byteLength(text) };
}

function arg(argv: string[], name: string): string | undefined {
  const at = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  return argv[at].includes('=') ? argv[at].slice(name.length + 3) : argv[at + 1];
}

async function main() {
  const argv = process.argv.slice(2);
  const name = arg(argv, 'name');
  if (!name || !/^[\w.-]+$/.test(name)) {
    console.error(
      'usage: npm run scenario:record -- --name NAME [--url http://localhost:8000/sworldweb/] [--script path/to/script.ts]',
    );
    process.exit(2);
  }
  const url = arg(argv, 'url') ?? 'http://localhost:8000/sworldweb/';
  const script = arg(argv, 'script');
  const run: ScenarioScript | undefined = script ? (await import(resolve(script))).default : undefined;
  const result = await recordScenario({ name, url, run });
  console.log(`[record] ${result.file}: ${result.entries} backend calls, ${(result.bytes / 1024).toFixed(1)} KB`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
