import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { createStore, parseSnapshot, type Store } from './store';

/**
 * The standalone server's store in a JSON file (MOCK_DB_FILE). Writes go to a temporary file that
 * is flushed to disk (fsync) and then renamed over the old one, so neither a crash nor a power cut
 * leaves a torn file; a restart resumes the state. A file the server cannot take is never
 * overwritten: it is moved aside first.
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
  renameSync(tmp, path);
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
  const restored = saved === null ? undefined : parseSnapshot(saved);
  if (saved !== null && !restored) {
    // Unreadable or of another version: kept as <file>.corrupt-<timestamp>, never replaced in place.
    const aside = `${path}.corrupt-${fileStamp(now)}`;
    renameSync(path, aside);
    log(`[mock] ${path} was unreadable or of another version: moved aside to ${aside}; starting from the seed`);
  }
  const store = createStore({ initial: restored, onChange: (s) => writeAtomic(path, s.snapshot()) });
  if (restored) {
    log(`[mock] resumed store from ${path}`);
  } else {
    writeAtomic(path, store.snapshot());
    if (saved === null) log(`[mock] new store file ${path}`);
  }
  return store;
}
