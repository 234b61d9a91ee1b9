import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every zh-CN locale file (the app's and each page area's) has an en-US twin with the same keys. */
const SRC = join(__dirname, '../..');

function localeFolders(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.startsWith('.') || name === 'node_modules' || !statSync(path).isDirectory()) continue;
    if (name === 'locales') found.push(path);
    localeFolders(path, found);
  }
  return found;
}

const folders = localeFolders(SRC);

it('finds the app locale folder', () => {
  expect(folders.map((f) => relative(SRC, f))).toContain('locales');
});

describe.each(folders.map((f) => [relative(SRC, f), f]))('%s', (_, folder) => {
  it('has the same keys in zh-CN and en-US, none empty', () => {
    const zh = require(join(folder, 'zh-CN')).default as Record<string, string>;
    const en = require(join(folder, 'en-US')).default as Record<string, string>;
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [key, text] of [...Object.entries(zh), ...Object.entries(en)]) {
      expect({ key, empty: !text.trim() }).toEqual({ key, empty: false });
    }
  });
});
