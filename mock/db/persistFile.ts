import {
  chmodSync,
  closeSync,
  fchmodSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Db } from './types';
import { upgradeSecrets } from './secrets';
import { SEED_PASSWORD, SEED_PASSWORD_HASH } from './seed';
import { checkSnapshot, createStore, PersistError, type Store } from './store';

/**
 * The standalone server's store in a JSON file (MOCK_DB_FILE), readable by its owner only (0600):
 * it holds password hashes. Writes go to a temporary file that is written in full, flushed to disk
 * (fsync) and read back before it is renamed over the old one, so neither a crash, a power cut nor
 * a full disk leaves a torn store; a restart resumes the state. A change is on disk before
 * `changed()` returns, so before its call is answered; a change that cannot be written is undone in
 * memory too. A file the server cannot take is never overwritten: it is moved aside first.
 */

/** Owner read and write only: the store holds password hashes and session digests. */
const FILE_MODE = 0o600;

/** The temporary file of a write by this process. */
const tmpPathOf = (path: string) => `${path}.${process.pid}.tmp`;

/** Writes every byte, however many calls it takes; a call that writes nothing is a full disk. */
function writeAll(fd: number, bytes: Buffer) {
  let done = 0;
  while (done < bytes.length) {
    const written = writeSync(fd, bytes, done, bytes.length - done);
    if (!(written > 0)) {
      throw Object.assign(new Error(`short write: ${done} of ${bytes.length} bytes written`), { code: 'ENOSPC' });
    }
    done += written;
  }
}

export function writeAtomic(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = tmpPathOf(path);
  const bytes = Buffer.from(content, 'utf8');
  try {
    const fd = openSync(tmp, 'w', FILE_MODE);
    try {
      // The mode given to open applies only to a new file: one already there is narrowed too.
      fchmodSync(fd, FILE_MODE);
      writeAll(fd, bytes);
      // Without this the rename can reach the disk before the data, and a power cut leaves an empty file.
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    // Read back before it replaces the store: a file that is not what was written never does.
    if (!readFileSync(tmp).equals(bytes)) throw new Error(`${tmp} does not read back as written`);
    renameSync(tmp, path);
  } catch (error) {
    try {
      unlinkSync(tmp);
    } catch {
      // Not there: nothing to tidy.
    }
    throw error;
  }
  // The rename itself is on disk once the folder is flushed (where the system lets a folder be opened).
  let dir: number | undefined;
  try {
    dir = openSync(dirname(path), 'r');
    fsyncSync(dir);
  } catch {
    // Not every system flushes folders (Windows): the rename is then as durable as the system makes it.
  } finally {
    if (dir !== undefined) closeSync(dir);
  }
}

/**
 * The file a store path names, symbolic links followed (also one to a file not made yet), so that
 * two names of one file share one lock and writes replace the file, not the link.
 */
export function resolveStorePath(path: string): string {
  let current = resolve(path);
  for (let hops = 0; hops < 40; hops += 1) {
    try {
      return realpathSync(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    let link = false;
    try {
      link = lstatSync(current).isSymbolicLink();
    } catch {
      // Nothing there: the file is made at the first write.
    }
    if (!link) break;
    current = resolve(dirname(current), readlinkSync(current));
  }
  // A file not made yet: its folder resolved (made first, as the first write would).
  mkdirSync(dirname(current), { recursive: true });
  return join(realpathSync(dirname(current)), basename(current));
}

/** Temporary files of writes cut off (kill -9, power cut): a whole store or a torn one, never the store. */
function sweepTemporaryFiles(path: string, log: (line: string) => void) {
  const name = basename(path);
  let entries: string[] = [];
  try {
    entries = readdirSync(dirname(path));
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.startsWith(`${name}.`) || !/^\d+\.tmp$/.test(entry.slice(name.length + 1))) continue;
    try {
      unlinkSync(join(dirname(path), entry));
      log(`[mock] removed ${join(dirname(path), entry)}, left by a write that was cut off`);
    } catch {
      // Gone meanwhile.
    }
  }
}

/** `2026-11-26T07-45-00-123Z`: a timestamp that is a valid file name everywhere and sorts by time. */
function fileStamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[:.]/g, '-');
}

/**
 * Opens the store file (the seed when there is none), after the server has taken its lock. An older
 * store's clear passwords and tokens are hashed and written back before any call is answered. The
 * seed is written as every change is: a store that cannot be written stops the start (it throws).
 */
export async function loadFileStore(
  given: string,
  log: (line: string) => void = () => {},
  now = Date.now(),
): Promise<Store> {
  const path = resolveStorePath(given);
  sweepTemporaryFiles(path, log);
  let saved: string | null = null;
  try {
    saved = readFileSync(path, 'utf8');
  } catch (error) {
    // Only a missing file means "no store yet"; a file that exists but cannot be read must not be replaced.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`[mock] cannot read MOCK_DB_FILE ${given}: ${(error as Error).message}`);
    saved = null;
  }
  // A saved store is taken as it is; the seed is made only when there is none (as in the browser).
  const check = saved === null ? undefined : checkSnapshot(saved);
  const restored = check?.db;
  if (check?.problem) {
    // Unreadable, incomplete, malformed or of another version: kept as <file>.corrupt-<timestamp>, never replaced in place.
    const aside = `${path}.corrupt-${fileStamp(now)}`;
    renameSync(path, aside);
    try {
      // It may hold passwords in the clear (a store of an older version).
      chmodSync(aside, FILE_MODE);
    } catch {
      // Not ours to change: left as it was.
    }
    const what = /^(incomplete|malformed)/.test(check.problem) ? check.problem : 'unreadable or of another version';
    log(`[mock] ${given} was ${what}: moved aside to ${aside}; starting from the seed`);
  }
  // The text on disk: what a change that cannot be written falls back to.
  let onDisk = restored ? saved! : '';
  const save = (s: Store) => {
    const text = s.snapshot();
    try {
      writeAtomic(path, text);
    } catch (error) {
      if (onDisk) s.db = JSON.parse(onDisk.charCodeAt(0) === 0xfeff ? onDisk.slice(1) : onDisk) as Db;
      throw new PersistError(`[mock] could not write ${given}: ${(error as Error).message}`);
    }
    onDisk = text;
  };
  const store = createStore({ initial: restored, onChange: save });
  const upgraded = await upgradeSecrets(store.db, { hash: SEED_PASSWORD_HASH, password: SEED_PASSWORD });
  if (restored && !upgraded) {
    try {
      // Written 0644 by an older version: narrowed now, as every write makes it.
      chmodSync(path, FILE_MODE);
    } catch (error) {
      log(`[mock] could not make ${given} readable by its owner only: ${(error as Error).message}`);
    }
    log(`[mock] resumed store from ${given}`);
  } else {
    save(store);
    if (restored) log(`[mock] resumed store from ${given}; its passwords and sessions are now kept as hashes`);
    else if (saved === null) log(`[mock] new store file ${given}`);
  }
  return store;
}

// ---- one server per store file ----------------------------------------------------------------

/** Whether a process with this id runs (one we may not signal runs too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<file>.lock` for this process, so that two servers never write one store file: a lock held
 * by a running process refuses the start, naming its pid. A lock whose process no longer runs (a
 * server killed with kill -9, a power cut), or one held by this very pid (a container that restarts
 * its only process), is taken over. The lock is `<file>.lock` next to the file the path resolves to
 * (links followed). Returns the release, which removes the lock if it is still ours.
 */
export function lockStoreFile(path: string, log: (line: string) => void = () => {}): () => void {
  // On the file itself: a second server given a symbolic link to it (or another spelling) finds the lock.
  const lock = `${resolveStorePath(path)}.lock`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) {
        throw new Error(`[mock] cannot lock MOCK_DB_FILE ${path} (${lock}): ${(error as Error).message}`);
      }
    }
    let holder = Number.NaN;
    try {
      holder = Number.parseInt(readFileSync(lock, 'utf8'), 10);
    } catch {
      // Removed meanwhile, or unreadable: tried again below.
    }
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `[mock] MOCK_DB_FILE ${path} is in use by another mock server (pid ${holder}); stop it, or give this one another file`,
      );
    }
    log(`[mock] taking over ${lock}${Number.isInteger(holder) ? ` of pid ${holder}, which no longer runs` : ''}`);
    try {
      unlinkSync(lock);
    } catch {
      // Another starting server took it first: the next attempt sees its pid.
    }
  }
  return () => {
    try {
      if (Number.parseInt(readFileSync(lock, 'utf8'), 10) === process.pid) unlinkSync(lock);
    } catch {
      // Already gone.
    }
  };
}
