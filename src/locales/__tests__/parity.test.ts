import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every zh-CN message file (the app's `locales`, each screen area's `messages`) has an en-US twin
 * with the same keys, and the screens' merged set (src/locales/screens) holds every area's keys.
 */
const SRC = join(__dirname, '../..');

function localeFolders(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.startsWith('.') || name === 'node_modules' || !statSync(path).isDirectory()) continue;
    if (name === 'locales' || name === 'messages') found.push(path);
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

it("merges every screen area into the screens' messages, without a key of one area hiding another's", () => {
  for (const lang of ['zh-CN', 'en-US']) {
    const areas = folders.filter((f) => f.endsWith('messages') && !f.includes(join('pages', 'qa')));
    const merged = require(join(SRC, 'locales', 'screens', lang)).default as Record<string, string>;
    const keys = areas.flatMap((f) => Object.keys(require(join(f, lang)).default));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(merged).sort()).toEqual([...keys].sort());
  }
});
