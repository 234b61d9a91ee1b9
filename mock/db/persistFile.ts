import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import type { Db } from './types';
import { checkSnapshot, createStore, PersistError, type Store } from './store';

/**
 * The standalone server's store in a JSON file (MOCK_DB_FILE). Writes go to a temporary file that
 * is flushed to disk (fsync) and then renamed over the old one, so neither a crash nor a power cut
 * leaves a torn file; a restart resumes the state. A change is on disk before `changed()` returns,
 * so before its call is answered; a change that cannot be written is undone in memory too. A file
 * the server cannot take is never overwritten: it is moved aside first.
 */
export function writeAtomic(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, content);
    // Without this the rename can reach the disk before the data, and a power cut leaves an empty file.
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
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

/** `2026-11-26T07-45-00-123Z`: a timestamp that is a valid file name everywhere and sorts by time. */
function fileStamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[:.]/g, '-');
}

export function loadFileStore(path: string, log: (line: string) => void = () => {}, now = Date.now()): Store {
  let saved: string | null = null;
  try {
    saved = readFileSync(path, 'utf8');
  } catch (error) {
    // Only a missing file means "no store yet"; a file that exists but cannot be read must not be replaced.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`[mock] cannot read MOCK_DB_FILE ${path}: ${(error as Error).message}`);
    saved = null;
  }
  // A saved store is taken as it is; the seed is made only when there is none (as in the browser).
  const check = saved === null ? undefined : checkSnapshot(saved);
  const restored = check?.db;
  if (check?.problem) {
    // Unreadable, incomplete or of another version: kept as <file>.corrupt-<timestamp>, never replaced in place.
    const aside = `${path}.corrupt-${fileStamp(now)}`;
    renameSync(path, aside);
    const what = check.problem.startsWith('incomplete') ? check.problem : 'unreadable or of another version';
    log(`[mock] ${path} was ${what}: moved aside to ${aside}; starting from the seed`);
  }
  // The text on disk: what a change that cannot be written falls back to.
  let onDisk = restored ? saved! : '';
  const save = (s: Store) => {
    const text = s.snapshot();
    try {
      writeAtomic(path, text);
    } catch (error) {
      if (onDisk) s.db = JSON.parse(onDisk) as Db;
      throw new PersistError(`[mock] could not write ${path}: ${(error as Error).message}`);
    }
    onDisk = text;
  };
  const store = createStore({ initial: restored, onChange: save });
  if (restored) {
    log(`[mock] resumed store from ${path}`);
  } else {
    save(store);
    if (saved === null) log(`[mock] new store file ${path}`);
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
 * its only process), is taken over. Returns the release, which removes the lock if it is still ours.
 */
export function lockStoreFile(path: string, log: (line: string) => void = () => {}): () => void {
  const lock = `${path}.lock`;
  mkdirSync(dirname(lock), { recursive: true });
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
