/** Launches Debian's Chromium through playwright-core, with the flags this machine needs. */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium (same version, same Blink) without the
 * browser's own UI, as Playwright itself runs headless tests. The browser tests use it: the full
 * browser starts a GPU process and, for every new context, a renderer for its omnibox popup, which
 * make the whole browser-test run longer (docs/BENCHMARKS.md).
 * The benchmarks time the full browser, as teachers and students run Chrome.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Without the background-networking flags, Chromium's own connections are refused by the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/** `shell`: the headless shell when it is installed and CHROME_PATH names no browser. */
export function launch({ shell = false } = {}) {
  const executablePath =
    shell && !process.env.CHROME_PATH && existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
