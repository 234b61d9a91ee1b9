import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every zh-CN message file (the app's own in src/locales, the scenario banner's in src/locales/qa,
 * each screen area's in src/locales/screens/<area>) has an en-US twin with the same keys, and the
 * screens' merged set (src/locales/screens) holds every area's keys.
 */
const SRC = join(__dirname, '../..');
const LOCALES = join(SRC, 'locales');
const SCREENS = join(LOCALES, 'screens');

const subfolders = (dir: string) =>
  readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory() && !path.endsWith('__tests__'));

const areas = subfolders(SCREENS);
const folders = [LOCALES, join(LOCALES, 'qa'), ...areas];

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
    const merged = require(join(SCREENS, lang)).default as Record<string, string>;
    const keys = areas.flatMap((f) => Object.keys(require(join(f, lang)).default));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(merged).sort()).toEqual([...keys].sort());
  }
});
