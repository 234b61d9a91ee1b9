/** Launches Debian's Chromium through playwright-core, with the flags this machine needs. */
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}
