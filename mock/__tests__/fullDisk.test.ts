/**
 * @jest-environment node
 */
import * as fs from 'node:fs';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { loadFileStore } from '../db/persistFile';
import { resolvers } from '../handlers';
import { buildHandlers } from '../handlers/build';

/**
 * A full disk (README, Mock server: Writes): the system writes fewer bytes than asked, then refuses
 * (ENOSPC, EDQUOT) or writes nothing. No root and no small filesystem here: writeSync, as the real
 * writeAtomic calls it, is made to cut its writes short.
 */
jest.mock('node:fs', () => {
  const actual = jest.requireActual('node:fs');
  return { ...actual, writeSync: jest.fn(actual.writeSync) };
});
const actualFs = jest.requireActual<typeof import('node:fs')>('node:fs');
const writeSync = jest.mocked(fs.writeSync);

/** The bytes one writeSync call was asked to write, whichever of its forms was used. */
function asked(args: unknown[]): Buffer {
  const [, data, offset, length] = args;
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  const bytes = Buffer.from(data as Uint8Array);
  const from = typeof offset === 'number' ? offset : 0;
  return bytes.subarray(from, typeof length === 'number' ? from + length : undefined);
}

/** A write of at most `limit` bytes: what a filesystem about to fill up does. */
function shortWrite(limit: number) {
  return (...args: unknown[]) => actualFs.writeSync(args[0] as number, asked(args).subarray(0, limit));
}

function fail(code: string) {
  return () => {
    throw Object.assign(new Error(`${code}: no space left`), { code });
  };
}

afterEach(() => writeSync.mockReset().mockImplementation(actualFs.writeSync as typeof fs.writeSync));

function storeDir() {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'sworld-full-')));
  return { dir, file: join(dir, 'db.json') };
}

async function serverOn(file: string) {
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
  const token = (await call('/login', { username: 'teacher', password: '123456' })).data.authorization as string;
  return { store, call, token };
}

it('finishes a write the system cut short: the store on disk is whole and reads back as answered', async () => {
  const { file } = storeDir();
  const { store, call, token } = await serverOn(file);
  writeSync.mockImplementationOnce(shortWrite(1000) as typeof fs.writeSync);
  const saved = await call('/sworld/teachingclass/save', { className: '写了一半的班' }, token);
  expect(saved.code).toBe(200);
  expect(readFileSync(file, 'utf8')).toBe(store.snapshot());
  expect(JSON.parse(readFileSync(file, 'utf8')).classes.map((c: { className: string }) => c.className)).toContain(
    '写了一半的班',
  );
});

it.each([
  ['a short write, then ENOSPC', fail('ENOSPC')],
  ['a short write, then EDQUOT', fail('EDQUOT')],
  ['a short write, then nothing written', () => 0],
])('answers %s with 500, undoes it in memory, leaves the store and no temporary file', async (_, then) => {
  const { dir, file } = storeDir();
  const { store, call, token } = await serverOn(file);
  const before = readFileSync(file, 'utf8');
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  writeSync
    .mockImplementationOnce(shortWrite(4096) as typeof fs.writeSync)
    .mockImplementationOnce(then as typeof fs.writeSync);
  const failed = await call('/sworld/teachingclass/save', { className: '磁盘满时建的班' }, token);
  error.mockRestore();
  expect(failed).toEqual({ code: 500, msg: '数据保存失败，本次操作未生效，请稍后重试', data: null });
  expect(readFileSync(file, 'utf8')).toBe(before);
  expect(store.snapshot()).toBe(before);
  expect(readdirSync(dir).sort()).toEqual(['db.json']);
  // Space again: the retry is made once, from the same state.
  expect((await call('/sworld/teachingclass/save', { className: '磁盘满时建的班' }, token)).code).toBe(200);
  const onDisk = JSON.parse(readFileSync(file, 'utf8'));
  expect(onDisk.classes.filter((c: { className: string }) => c.className === '磁盘满时建的班')).toHaveLength(1);
});

it('refuses a write that does not read back as it was written', async () => {
  const { file } = storeDir();
  const { store, call, token } = await serverOn(file);
  const before = readFileSync(file, 'utf8');
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  // The system says every byte went; the last one did not arrive as sent.
  writeSync.mockImplementationOnce(((...args: unknown[]) => {
    const bytes = Buffer.from(asked(args));
    bytes[bytes.length - 1] = 0x20;
    return actualFs.writeSync(args[0] as number, bytes);
  }) as typeof fs.writeSync);
  const failed = await call('/sworld/teachingclass/save', { className: '读不回来的班' }, token);
  error.mockRestore();
  expect(failed.code).toBe(500);
  expect(readFileSync(file, 'utf8')).toBe(before);
  expect(store.db.classes.some((c) => c.className === '读不回来的班')).toBe(false);
});

it('writes the seed the same way: a store it cannot write stops the start, leaving no file behind', async () => {
  const { dir, file } = storeDir();
  writeSync.mockImplementationOnce(shortWrite(1000) as typeof fs.writeSync).mockImplementationOnce(fail('ENOSPC'));
  await expect(loadFileStore(file)).rejects.toThrow(`[mock] could not write ${file}: ENOSPC: no space left`);
  expect(existsSync(file)).toBe(false);
  expect(readdirSync(dir)).toEqual([]);
  // With space again the next start makes the seed, whole.
  const store = await loadFileStore(file);
  expect(readFileSync(file, 'utf8')).toBe(store.snapshot());
});
