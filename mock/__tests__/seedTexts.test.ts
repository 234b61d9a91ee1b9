import { seedDb } from '../db/seed';

/** Every string the seeded store holds under a free-text field (remarks, contents, comments...). */
function freeTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /remark|content|comment|summary|record|desc/i.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => freeTexts(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => freeTexts(v, k));
  return [];
}

describe('the seeded store', () => {
  it('writes its remarks and summaries in Chinese, with no Latin filler', () => {
    const db = seedDb();
    const texts = freeTexts(db).filter((s) => s !== '');
    expect(texts.length).toBeGreaterThan(10);
    // Abbreviations (ISO, CEO) are written in capitals; filler is lower-case words.
    expect(texts.filter((s) => /[a-z]{3,}/.test(s))).toEqual([]);
    expect(db.classes.map((c) => c.remark).every((r) => /[\u4e00-\u9fff]/.test(r))).toBe(true);
  });

  it('gives each student a summary of their own', () => {
    const db = seedDb();
    const teachers = new Set(db.classes.map((c) => c.teacherId));
    const contents = db.classSummaries.filter((s) => !teachers.has(s.userId)).map((s) => s.content);
    expect(new Set(contents).size).toBe(contents.length);
  });
});
