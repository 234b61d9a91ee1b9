import * as fs from 'node:fs';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BACKUP_KEY_PREFIX,
  clearBrowserStore,
  loadBrowserStore,
  STORE_KEY,
  STORE_KEY_PREFIX,
} from '../db/persistBrowser';
import { spawnSync } from 'node:child_process';
import { getResponse } from 'msw';
import { lockStoreFile, loadFileStore } from '../db/persistFile';
import { tokenDigest, verifyPassword } from '../db/secrets';
import { DB_COLLECTIONS, DB_VERSION, seedDb } from '../db/seed';
import { buildHandlers } from '../handlers/build';
import { resolvers } from '../handlers';

// The real seed, counted: a page with a saved store must not make one (it is the costliest part of a cold mock start).
jest.mock('../db/seed', () => {
  const actual = jest.requireActual('../db/seed');
  return { ...actual, seedDb: jest.fn(actual.seedDb) };
});

// fsync and rename, watched (and passed through) to check that the data reaches the disk before the rename.
jest.mock('node:fs', () => {
  const actual = jest.requireActual('node:fs');
  return { ...actual, fsyncSync: jest.fn(actual.fsyncSync), renameSync: jest.fn(actual.renameSync) };
});

// The browser store batches its writes on a timer: the clock is fake, so a test runs the batched
// write when it chooses and proves, on a failed or refused write, that nothing else was written.
const flush = () => jest.runOnlyPendingTimers();

describe('the browser store (localStorage)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('survives a reload: a change is saved under the versioned key and restored', async () => {
    const first = await loadBrowserStore(() => {});
    first.db.classes[0].className = '改过的班级';
    first.changed();
    flush();
    expect(Object.keys(window.localStorage)).toContain(STORE_KEY);
    const notices: unknown[] = [];
    const second = await loadBrowserStore((n) => notices.push(n));
    expect(second.db.classes[0].className).toBe('改过的班级');
    expect(notices).toEqual([]);
  });

  it('takes a saved store as it is, without making the seed', async () => {
    window.localStorage.clear();
    jest.mocked(seedDb).mockClear();
    const first = await loadBrowserStore(() => {});
    expect(seedDb).toHaveBeenCalledTimes(1);
    first.db.classes[0].className = '保存的班级';
    first.changed();
    window.dispatchEvent(new Event('pagehide'));
    const second = await loadBrowserStore(() => {});
    expect(second.db.classes[0].className).toBe('保存的班级');
    expect(seedDb).toHaveBeenCalledTimes(1);
  });

  it('writes a pending change at once when the page goes away (a reload right after a login)', async () => {
    window.localStorage.clear();
    const first = await loadBrowserStore(() => {});
    first.db.classes[0].className = '刚改的班级';
    first.changed();
    expect(window.localStorage.getItem(STORE_KEY)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect((await loadBrowserStore(() => {})).db.classes[0].className).toBe('刚改的班级');
  });

  it('moves a store of another version to a backup key, restores the seed and says so', async () => {
    window.localStorage.clear();
    const oldKey = `${STORE_KEY_PREFIX}${DB_VERSION - 1}`;
    window.localStorage.setItem(oldKey, '{"version":0,"classes":["87 个班级"]}');
    const notices: unknown[] = [];
    const store = await loadBrowserStore((n) => notices.push(n), Date.UTC(2026, 10, 26, 7, 45));
    expect(notices).toEqual(['migrated']);
    expect(window.localStorage.getItem(oldKey)).toBeNull();
    expect(window.localStorage.getItem(`${BACKUP_KEY_PREFIX}${oldKey}:2026-11-26T07:45:00.000Z`)).toBe(
      '{"version":0,"classes":["87 个班级"]}',
    );
    expect(store.db.classes[0].className).toBe('2026级工商管理1班');
  });

  it('moves an unreadable store to a backup key before the seed replaces it, and says so', async () => {
    window.localStorage.clear();
    window.localStorage.setItem(STORE_KEY, '{torn');
    const notices: unknown[] = [];
    const store = await loadBrowserStore((n) => notices.push(n), Date.UTC(2026, 10, 26, 7, 45));
    expect(notices).toEqual(['migrated']);
    expect(store.db.version).toBe(DB_VERSION);
    store.changed();
    flush();
    expect(JSON.parse(window.localStorage.getItem(STORE_KEY)!).version).toBe(DB_VERSION);
    expect(window.localStorage.getItem(`${BACKUP_KEY_PREFIX}${STORE_KEY}:2026-11-26T07:45:00.000Z`)).toBe('{torn');
    // The reset action clears the store, not its backups.
    clearBrowserStore();
    expect(Object.keys(window.localStorage)).toEqual([`${BACKUP_KEY_PREFIX}${STORE_KEY}:2026-11-26T07:45:00.000Z`]);
  });

  it('never overwrites an unreadable store it could not back up: it works in memory', async () => {
    window.localStorage.clear();
    window.localStorage.setItem(STORE_KEY, '{torn');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const notices: unknown[] = [];
    const store = await loadBrowserStore((n) => notices.push(n));
    setItem.mockRestore();
    warn.mockRestore();
    store.db.classes[0].className = '只在内存里';
    store.changed();
    flush();
    expect(notices).toEqual(['quota']);
    expect(window.localStorage.getItem(STORE_KEY)).toBe('{torn');
    expect(store.db.classes[0].className).toBe('只在内存里');
  });

  it('keeps working in memory when the quota is full, and says so once', async () => {
    const notices: unknown[] = [];
    const store = await loadBrowserStore((n) => notices.push(n));
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    store.db.classes[0].className = 'A';
    store.changed();
    flush();
    store.changed();
    flush();
    expect(notices).toEqual(['quota']);
    expect(store.db.classes[0].className).toBe('A');
    setItem.mockRestore();
    warn.mockRestore();
  });

  it('takes the state another tab saved', async () => {
    const store = await loadBrowserStore(() => {});
    const other = JSON.parse(store.snapshot());
    other.classes[0].className = '另一个标签页改的';
    window.dispatchEvent(new StorageEvent('storage', { key: STORE_KEY, newValue: JSON.stringify(other) }));
    expect(store.db.classes[0].className).toBe('另一个标签页改的');
  });

  it('is removed by clearBrowserStore', async () => {
    const store = await loadBrowserStore(() => {});
    store.changed();
    flush();
    clearBrowserStore();
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith(STORE_KEY_PREFIX))).toEqual([]);
  });

  it('hashes the passwords and tokens of a store saved in the clear, and saves it back at once', async () => {
    const old = jest.requireActual('../db/seed').seedDb();
    const teacher = old.users.find((u: { userCode: string }) => u.userCode === 'teacher');
    delete teacher.passwordHash;
    teacher.password = 'teacher-own-1';
    old.sessions = [{ token: 'sw-old-token', userId: teacher.id, createdAt: 1, lastSeenAt: 1 }];
    window.localStorage.setItem(STORE_KEY, JSON.stringify(old));
    const notices: unknown[] = [];
    const store = await loadBrowserStore((n) => notices.push(n));
    const saved = window.localStorage.getItem(STORE_KEY)!;
    expect(notices).toEqual([]);
    expect(saved).not.toContain('teacher-own-1');
    expect(saved).not.toContain('sw-old-token');
    expect(saved).toBe(store.snapshot());
    const upgraded = store.db.users.find((u) => u.userCode === 'teacher')!;
    expect(await verifyPassword('teacher-own-1', upgraded.passwordHash)).toBe(true);
    expect(store.db.sessions[0].tokenHash).toBe(await tokenDigest('sw-old-token'));
  });
});

describe('the server store file (MOCK_DB_FILE)', () => {
  it('writes atomically and resumes after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-db-'));
    const file = join(dir, 'db.json');
    const first = await loadFileStore(file);
    first.db.classes[0].className = '重启后还在';
    first.changed();
    expect(readdirSync(dir)).toEqual(['db.json']);
    const second = await loadFileStore(file);
    expect(second.db.classes[0].className).toBe('重启后还在');
  });

  it('moves a torn file aside as <file>.corrupt-<timestamp>, says so and starts from the seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-db-'));
    const file = join(dir, 'db.json');
    writeFileSync(file, '{"version":2,"classes":[');
    const lines: string[] = [];
    const store = await loadFileStore(file, (l) => lines.push(l), Date.UTC(2026, 10, 26, 7, 45));
    const aside = join(dir, 'db.json.corrupt-2026-11-26T07-45-00-000Z');
    expect(readdirSync(dir).sort()).toEqual(['db.json', 'db.json.corrupt-2026-11-26T07-45-00-000Z']);
    expect(readFileSync(aside, 'utf8')).toBe('{"version":2,"classes":[');
    expect(lines[0]).toBe(
      `[mock] ${file} was unreadable or of another version: moved aside to ${aside}; starting from the seed`,
    );
    expect(store.db.version).toBe(DB_VERSION);
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(DB_VERSION);
  });

  it('moves a file of another version aside too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-db-'));
    const file = join(dir, 'db.json');
    const other = JSON.stringify({ ...seedDb(), version: DB_VERSION + 1 });
    writeFileSync(file, other);
    await loadFileStore(file, () => {}, Date.UTC(2026, 10, 26, 7, 45));
    expect(readFileSync(join(dir, 'db.json.corrupt-2026-11-26T07-45-00-000Z'), 'utf8')).toBe(other);
  });

  it('refuses to start on a store path it cannot read, and leaves it alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-db-'));
    const file = join(dir, 'db.json');
    mkdirSync(file);
    await expect(loadFileStore(file)).rejects.toThrow(`[mock] cannot read MOCK_DB_FILE ${file}`);
    expect(statSync(file).isDirectory()).toBe(true);
    expect(readdirSync(dir)).toEqual(['db.json']);
  });

  it('flushes the temporary file to disk before renaming it over the store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-db-'));
    const file = join(dir, 'db.json');
    const store = await loadFileStore(file);
    const order: string[] = [];
    jest
      .mocked(fs.fsyncSync)
      .mockClear()
      .mockImplementationOnce((fd) => {
        order.push('fsync');
        jest.requireActual('node:fs').fsyncSync(fd);
      });
    jest
      .mocked(fs.renameSync)
      .mockClear()
      .mockImplementationOnce((from, to) => {
        order.push('rename');
        jest.requireActual('node:fs').renameSync(from, to);
      });
    store.changed();
    expect(order).toEqual(['fsync', 'rename']);
  });

  it('moves a file of this version that lacks collections aside too (every call would fail on it)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-db-'));
    const file = join(dir, 'db.json');
    const { rules: _rules, games: _games, ...partial } = seedDb();
    writeFileSync(file, JSON.stringify(partial));
    const lines: string[] = [];
    const store = await loadFileStore(file, (l) => lines.push(l), Date.UTC(2026, 10, 26, 7, 45));
    const aside = join(dir, 'db.json.corrupt-2026-11-26T07-45-00-000Z');
    expect(lines[0]).toBe(
      `[mock] ${file} was incomplete (missing rules, games): moved aside to ${aside}; starting from the seed`,
    );
    expect(JSON.parse(readFileSync(aside, 'utf8')).rules).toBeUndefined();
    expect(store.db.rules.length).toBeGreaterThan(0);
  });

  it('knows every collection of the store', () => {
    const db = seedDb() as unknown as Record<string, unknown>;
    expect([...DB_COLLECTIONS].sort()).toEqual(
      Object.keys(db)
        .filter((k) => Array.isArray(db[k]))
        .sort(),
    );
  });

  it('answers a change only once it is on disk; one that cannot be written is undone and can be retried', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-db-'));
    const file = join(dir, 'db.json');
    const store = await loadFileStore(file);
    const handlers = buildHandlers(store, resolvers);
    const call = async (path: string, params: Record<string, string>, token = '') =>
      (await (await getResponse(
        handlers,
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { Authorization: token },
          body: new URLSearchParams(params),
        }),
      ))!.json()) as { code: number; msg: string; data: any };
    const token = (await call('/login', { username: 'teacher', password: '123456' })).data.authorization;
    const before = store.snapshot();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(fs.renameSync).mockImplementationOnce(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    const failed = await call('/sworld/teachingclass/save', { className: '磁盘满时建的班' }, token);
    error.mockRestore();
    expect(failed).toEqual({ code: 500, msg: '数据保存失败，本次操作未生效，请稍后重试', data: null });
    // Memory is as it was (and as the file is): the retry is a new class, not a 409.
    expect(store.snapshot()).toBe(before);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(store.db.classes.some((c) => c.className === '磁盘满时建的班')).toBe(false);
    const retry = await call('/sworld/teachingclass/save', { className: '磁盘满时建的班' }, token);
    expect(retry.code).toBe(200);
    const onDisk = JSON.parse(readFileSync(file, 'utf8'));
    expect(onDisk.classes.filter((c: { className: string }) => c.className === '磁盘满时建的班')).toHaveLength(1);
  });
});

describe('one server per store file (<file>.lock)', () => {
  it('refuses a second server while the first runs, naming its pid', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-db-'));
    const file = join(dir, 'db.json');
    // The parent of this test process runs for as long as the test does.
    writeFileSync(`${file}.lock`, `${process.ppid}\n`);
    expect(() => lockStoreFile(file)).toThrow(
      `[mock] MOCK_DB_FILE ${file} is in use by another mock server (pid ${process.ppid}); stop it, or give this one another file`,
    );
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over a lock whose process no longer runs, and releases its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-db-'));
    const file = join(dir, 'db.json');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(`${file}.lock`, `${gone}\n`);
    const lines: string[] = [];
    const release = lockStoreFile(file, (l) => lines.push(l));
    expect(lines).toEqual([`[mock] taking over ${file}.lock of pid ${gone}, which no longer runs`]);
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });
});
