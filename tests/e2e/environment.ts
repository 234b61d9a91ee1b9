import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Circus } from '@jest/types';
import NodeEnvironment from 'jest-environment-node';
import type { Page } from 'playwright-core';

/** Where a failed browser test leaves what its pages showed. */
const FAILURES = resolve(__dirname, '../../test-results/failures');

/**
 * The browser tests' environment: Node's, plus evidence when a test fails. As the failure is
 * reported, before the test's hooks close anything, every page still open (tests/e2e/app.ts
 * newPage keeps them in `__e2eOpenPages`) is saved as a screenshot under test-results/failures/,
 * and its URL is printed: a failure that does not come back alone still shows what the screen was.
 */
export default class BrowserTestEnvironment extends NodeEnvironment {
  async handleTestEvent(event: Circus.Event) {
    if (event.name !== 'test_fn_failure') return;
    const pages = [...((this.global.__e2eOpenPages as Set<Page> | undefined) ?? [])];
    const names: string[] = [];
    for (
      let block: Circus.DescribeBlock | undefined = event.test.parent;
      block && block.name !== 'ROOT_DESCRIBE_BLOCK';
      block = block.parent
    )
      names.unshift(block.name);
    const base = [...names, event.test.name]
      .join(' ')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .slice(0, 120);
    mkdirSync(FAILURES, { recursive: true });
    for (const [i, page] of pages.entries()) {
      const path = join(FAILURES, `${base}-${i + 1}.png`);
      try {
        await page.screenshot({ path, fullPage: true, timeout: 10_000 });
        process.stderr.write(`[e2e] failed: ${page.url()} → ${path}\n`);
      } catch (error) {
        process.stderr.write(
          `[e2e] failed: ${page.url()} (no screenshot: ${(error as Error).message.split('\n')[0]})\n`,
        );
      }
    }
  }
}
