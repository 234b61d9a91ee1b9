import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * The app takes only types from the contract (src/services/contract/): zod is for the contract
 * check, the mock and the tests, and must not reach the app's bundles (/login's above all). A type
 * import is erased by the compiler; a value import of the contract or of zod would ship zod.
 */
const SRC = resolve(__dirname, '../../src');
const CONTRACT = join(SRC, 'services', 'contract');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name.startsWith('.umi') ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The import and export-from statements of a file, each as one line of text. */
const statements = (text: string) =>
  [...text.matchAll(/^(?:import|export)\b[^;]*?from\s+['"][^'"]+['"]/gms)].map((m) => m[0].replace(/\s+/g, ' '));

it('imports the contract as types only outside it, and zod nowhere', () => {
  const breaches: string[] = [];
  for (const file of sources(SRC).filter((f) => !f.startsWith(`${CONTRACT}/`))) {
    for (const statement of statements(readFileSync(file, 'utf8'))) {
      const from = /from ['"]([^'"]+)['"]$/.exec(statement)?.[1] ?? '';
      const contract =
        /(^|\/)contract(\/\w+)?$/.test(from) && /services\/contract|^\.\/contract|^\.\.?\/contract/.test(from);
      const typeOnly = /^(import|export) type /.test(statement);
      if (from === 'zod' || (contract && !typeOnly)) breaches.push(`${relative(SRC, file)}: ${statement}`);
    }
  }
  expect(breaches).toEqual([]);
});

it('finds the type imports it judges', () => {
  const learning = readFileSync(join(SRC, 'services', 'learning.ts'), 'utf8');
  expect(statements(learning)).toContain("import type { Answer, Params, Row } from './contract'");
});
