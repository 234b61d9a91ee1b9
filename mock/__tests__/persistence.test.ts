import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearBrowserStore, loadBrowserStore, STORE_KEY, STORE_KEY_PREFIX } from '../db/persistBrowser';
import { loadFileStore } from '../db/persistFile';
import { DB_VERSION, seedDb } from '../db/seed';

// The real seed, counted: a page with a saved store must not make one (it is the costliest part of a cold mock start).
jest.mock('../db/seed', () => {
  const actual = jest.requireActual('../db/seed');
  return { ...actual, seedDb: jest.fn(actual.seedDb) };
});

const flush = () => new Promise((r) => setTimeout(r, 150));

describe('the browser store (localStorage)', () => {
  it('survives a reload: a change is saved under the versioned key and restored', async () => {
    const first = loadBrowserStore(() => {});
    first.db.classes[0].className = '改过的班级';
    first.changed();
    await flush();
    expect(Object.keys(window.localStorage)).toContain(STORE_KEY);
    const notices: unknown[] = [];
    const second = loadBrowserStore((n) => notices.push(n));
    expect(second.db.classes[0].className).toBe('改过的班级');
    expect(notices).toEqual([]);
  });

  it('takes a saved store as it is, without making the seed', () => {
    window.localStorage.clear();
    jest.mocked(seedDb).mockClear();
    const first = loadBrowserStore(() => {});
    expect(seedDb).toHaveBeenCalledTimes(1);
    first.db.classes[0].className = '保存的班级';
    first.changed();
    window.dispatchEvent(new Event('pagehide'));
    const second = loadBrowserStore(() => {});
    expect(second.db.classes[0].className).toBe('保存的班级');
    expect(seedDb).toHaveBeenCalledTimes(1);
  });

  it('writes a pending change at once when the page goes away (a reload right after a login)', () => {
    window.localStorage.clear();
    const first = loadBrowserStore(() => {});
    first.db.classes[0].className = '刚改的班级';
    first.changed();
    expect(window.localStorage.getItem(STORE_KEY)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(loadBrowserStore(() => {}).db.classes[0].className).toBe('刚改的班级');
  });

  it('drops a store of another version, restores the seed and says so', () => {
    window.localStorage.setItem(`${STORE_KEY_PREFIX}${DB_VERSION - 1}`, '{"version":0}');
    const notices: unknown[] = [];
    const store = loadBrowserStore((n) => notices.push(n));
    expect(notices).toEqual(['migrated']);
    expect(window.localStorage.getItem(`${STORE_KEY_PREFIX}${DB_VERSION - 1}`)).toBeNull();
    expect(store.db.classes[0].className).toBe('2026级工商管理1班');
  });

  it('replaces an unreadable store by the seed and says so', () => {
    window.localStorage.setItem(STORE_KEY, '{torn');
    const notices: unknown[] = [];
    const store = loadBrowserStore((n) => notices.push(n));
    expect(notices).toEqual(['migrated']);
    expect(store.db.version).toBe(DB_VERSION);
  });

  it('keeps working in memory when the quota is full, and says so once', async () => {
    const notices: unknown[] = [];
    const store = loadBrowserStore((n) => notices.push(n));
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    store.db.classes[0].className = 'A';
    store.changed();
    await flush();
    store.changed();
    await flush();
    expect(notices).toEqual(['quota']);
    expect(store.db.classes[0].className).toBe('A');
    setItem.mockRestore();
    warn.mockRestore();
  });

  it('takes the state another tab saved', () => {
    const store = loadBrowserStore(() => {});
    const other = JSON.parse(store.snapshot());
    other.classes[0].className = '另一个标签页改的';
    window.dispatchEvent(new StorageEvent('storage', { key: STORE_KEY, newValue: JSON.stringify(other) }));
    expect(store.db.classes[0].className).toBe('另一个标签页改的');
  });

  it('is removed by clearBrowserStore', async () => {
    const store = loadBrowserStore(() => {});
    store.changed();
    await flush();
    clearBrowserStore();
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith(STORE_KEY_PREFIX))).toEqual([]);
  });
});

describe('the server store file (MOCK_DB_FILE)', () => {
  it('writes atomically and resumes after a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-db-'));
    const file = join(dir, 'db.json');
    const first = loadFileStore(file);
    first.db.classes[0].className = '重启后还在';
    first.changed();
    expect(readdirSync(dir)).toEqual(['db.json']);
    const second = loadFileStore(file);
    expect(second.db.classes[0].className).toBe('重启后还在');
  });

  it('replaces a torn or foreign file by the seed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-db-'));
    const file = join(dir, 'db.json');
    writeFileSync(file, '{"version":');
    const lines: string[] = [];
    const store = loadFileStore(file, (l) => lines.push(l));
    expect(store.db.version).toBe(DB_VERSION);
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(DB_VERSION);
    expect(lines[0]).toMatch(/replaced by the seed/);
  });
});
