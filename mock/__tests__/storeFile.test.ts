/**
 * @jest-environment node
 */
import * as fs from 'node:fs';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { loadFileStore, lockStoreFile } from '../db/persistFile';
import { verifyPassword } from '../db/secrets';
import { SEED_PASSWORD, SEED_PASSWORD_HASH, seedDb } from '../db/seed';
import { resolvers } from '../handlers';
import { buildHandlers } from '../handlers/build';

/**
 * The store file (README, Mock server: The store file): readable by its owner only, no password
 * and no live token in it, nothing left by a write cut off, one lock whatever name the file is
 * given, and a file whose rows cannot serve is moved aside.
 */

// renameSync, watched (and passed through): the temporary file's mode is read just before it replaces the store.
jest.mock('node:fs', () => {
  const actual = jest.requireActual('node:fs');
  return { ...actual, renameSync: jest.fn(actual.renameSync) };
});

const STAMP = Date.UTC(2026, 10, 26, 7, 45);

function storeDir() {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'sworld-file-')));
  return { dir, file: join(dir, 'db.json') };
}

const mode = (path: string) => statSync(path).mode & 0o777;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The server on this store file, called as a client does. */
async function open(file: string, log?: (line: string) => void, now?: number) {
  const store = await loadFileStore(file, log, now);
  const handlers = buildHandlers(store, resolvers);
  const send = async (path: string, init: RequestInit) =>
    (await (await getResponse(handlers, new Request(`http://localhost${path}`, init)))!.json()) as {
      code: number;
      msg: string;
      data: any;
    };
  const login = (username: string, password: string) =>
    send('/login', { method: 'POST', body: new URLSearchParams({ username, password }) });
  const me = async (token: string) =>
    (await send('/sworld/user/getById', { headers: { Authorization: token } })).code as number;
  return { store, login, me };
}

describe('mode', () => {
  it('is 0600 for the store and for the temporary file of each write', async () => {
    const { file } = storeDir();
    const tmpModes: number[] = [];
    jest.mocked(fs.renameSync).mockImplementation((from, to) => {
      tmpModes.push(mode(String(from)));
      jest.requireActual('node:fs').renameSync(from, to);
    });
    const store = await loadFileStore(file);
    store.changed();
    jest.mocked(fs.renameSync).mockImplementation(jest.requireActual('node:fs').renameSync);
    expect(tmpModes).toEqual([0o600, 0o600]);
    expect(mode(file)).toBe(0o600);
  });

  it('of a store an older version wrote 0644 is narrowed to 0600 when it is resumed', async () => {
    const { file } = storeDir();
    (await loadFileStore(file)).changed();
    chmodSync(file, 0o644);
    await loadFileStore(file);
    expect(mode(file)).toBe(0o600);
  });
});

describe('passwords and tokens', () => {
  it('are kept as hashes: each account its own salted PBKDF2 hash, each session the SHA-256 of its token', async () => {
    const { file } = storeDir();
    const token = (await (await open(file)).login('teacher', SEED_PASSWORD)).data.authorization as string;
    const text = readFileSync(file, 'utf8');
    const saved = JSON.parse(text);
    expect(text).not.toContain(token);
    expect(text).not.toContain('"password"');
    expect(saved.sessions).toEqual([expect.objectContaining({ tokenHash: sha256(token) })]);
    const hashes: string[] = saved.users.map((u: { passwordHash: string }) => u.passwordHash);
    for (const hash of hashes) expect(hash).toMatch(/^pbkdf2-sha256\$\d+\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    // The seed's accounts share one password (README), not one hash.
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(await verifyPassword(SEED_PASSWORD, hashes[0])).toBe(true);
    // After a restart, the password logs in and the session still works.
    const again = await open(file);
    expect(await again.me(token)).toBe(200);
    expect((await again.login('student', SEED_PASSWORD)).code).toBe(200);
    expect((await again.login('student', 'wrong1')).code).toBe(400);
  });

  it('of an older store (passwords and tokens in the clear) are hashed at load: logins and sessions still work', async () => {
    const { file } = storeDir();
    const old = seedDb() as any;
    for (const user of old.users) {
      delete user.passwordHash;
      user.password = user.userCode === 'teacher' ? 'teacher-own-1' : SEED_PASSWORD;
    }
    const teacherId = old.users.find((u: { userCode: string }) => u.userCode === 'teacher').id;
    const token = `sw-${'ab'.repeat(24)}`;
    old.sessions = [{ token, userId: teacherId, createdAt: Date.now(), lastSeenAt: Date.now() }];
    writeFileSync(file, JSON.stringify(old), { mode: 0o644 });
    const lines: string[] = [];
    const { login, me } = await open(file, (l) => lines.push(l));
    expect(lines).toEqual([`[mock] resumed store from ${file}; its passwords and sessions are now kept as hashes`]);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('teacher-own-1');
    expect(text).not.toContain(token);
    expect(text).not.toContain('"password"');
    expect(mode(file)).toBe(0o600);
    expect(await me(token)).toBe(200);
    expect((await login('teacher', 'teacher-own-1')).code).toBe(200);
    expect((await login('student', SEED_PASSWORD)).code).toBe(200);
    expect((await login('teacher', SEED_PASSWORD)).code).toBe(400);
  });

  it('of the seed: its one hash is the documented password', async () => {
    expect(await verifyPassword(SEED_PASSWORD, SEED_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword('1234567', SEED_PASSWORD_HASH)).toBe(false);
  });
});

describe('sessions', () => {
  it('are at most 20 live per account: a new login ends the oldest', async () => {
    const { file } = storeDir();
    const { login, me } = await open(file);
    const tokens: string[] = [];
    for (let i = 0; i < 25; i += 1) tokens.push((await login('teacher', SEED_PASSWORD)).data.authorization);
    const other = (await login('student', SEED_PASSWORD)).data.authorization;
    const answers = await Promise.all(tokens.map(me));
    expect(answers).toEqual([...Array(5).fill(401), ...Array(20).fill(200)]);
    expect(await me(other)).toBe(200);
    expect(JSON.parse(readFileSync(file, 'utf8')).sessions).toHaveLength(21);
  });
});

describe('temporary files', () => {
  it('left by a write cut off (kill -9) are removed at start; those of other files stay', async () => {
    const { dir, file } = storeDir();
    (await loadFileStore(file)).changed();
    writeFileSync(`${file}.4242.tmp`, '{"version":3,"users":[{"password":"123456"');
    writeFileSync(join(dir, 'other.json.4242.tmp'), 'not ours');
    const lines: string[] = [];
    await loadFileStore(file, (l) => lines.push(l));
    expect(readdirSync(dir).sort()).toEqual(['db.json', 'other.json.4242.tmp']);
    expect(lines[0]).toBe(`[mock] removed ${file}.4242.tmp, left by a write that was cut off`);
  });
});

describe('the lock', () => {
  it('is taken on the file a symbolic link names: a server given the link finds the running one', () => {
    const { dir, file } = storeDir();
    const link = join(dir, 'link.json');
    writeFileSync(file, '{}');
    symlinkSync(file, link);
    // The parent of this test process runs for as long as the test does.
    writeFileSync(`${file}.lock`, `${process.ppid}\n`);
    expect(() => lockStoreFile(link)).toThrow(`is in use by another mock server (pid ${process.ppid})`);
    expect(existsSync(`${link}.lock`)).toBe(false);
  });

  it('and a link not yet pointing at a file: the lock and the writes go to the file it names', async () => {
    const { dir, file } = storeDir();
    const link = join(dir, 'link.json');
    symlinkSync(file, link);
    const release = lockStoreFile(link);
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    const store = await loadFileStore(link);
    store.db.classes[0].className = '经链接写入';
    store.changed();
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8')).classes[0].className).toBe('经链接写入');
    release();
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});

describe('a store file that cannot serve', () => {
  it.each([
    ['an account that is null', (db: any) => (db.users = [null]), 'users[0] is not a record'],
    [
      'an account without a password',
      (db: any) => delete db.users[3].passwordHash,
      'users[3] is an account without a password',
    ],
    [
      'a session without a token',
      (db: any) => (db.sessions = [{ userId: '1', createdAt: 1 }]),
      'sessions[0] is not a session',
    ],
    ['a class that is a number', (db: any) => (db.classes[1] = 7), 'classes[1] is not a record'],
    ['a rule that is a list', (db: any) => (db.rules[0] = []), 'rules[0] is not a record'],
  ])('(%s) is moved aside like a corrupt one, and the server starts from the seed', async (_, spoil, problem) => {
    const { dir, file } = storeDir();
    const db = seedDb();
    spoil(db);
    writeFileSync(file, JSON.stringify(db));
    const lines: string[] = [];
    const { login } = await open(file, (l) => lines.push(l), STAMP);
    const aside = join(dir, 'db.json.corrupt-2026-11-26T07-45-00-000Z');
    expect(lines[0]).toBe(`[mock] ${file} was malformed (${problem}): moved aside to ${aside}; starting from the seed`);
    expect(readFileSync(aside, 'utf8')).toBe(JSON.stringify(db));
    expect(mode(aside)).toBe(0o600);
    expect((await login('teacher', SEED_PASSWORD)).code).toBe(200);
  });

  it('is not one saved with a byte-order mark: that store is resumed', async () => {
    const { dir, file } = storeDir();
    const db = seedDb();
    db.classes[0].className = '带 BOM 保存的班';
    writeFileSync(file, `\uFEFF${JSON.stringify(db)}`);
    const lines: string[] = [];
    const { store, login } = await open(file, (l) => lines.push(l));
    expect(readdirSync(dir)).toEqual(['db.json']);
    expect(store.db.classes[0].className).toBe('带 BOM 保存的班');
    expect((await login('teacher', SEED_PASSWORD)).code).toBe(200);
    expect(JSON.parse(readFileSync(file, 'utf8')).classes[0].className).toBe('带 BOM 保存的班');
  });
});
