import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createStore, parseSnapshot, type Store } from './store';

/**
 * The standalone server's store in a JSON file (MOCK_DB_FILE). Writes go to a temporary file that
 * is renamed over the old one, so a crash never leaves a torn file; a restart resumes the state.
 */
export function writeAtomic(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, content);
  renameSync(tmp, path);
}

export function loadFileStore(path: string, log: (line: string) => void = () => {}): Store {
  let saved: string | null = null;
  try {
    saved = readFileSync(path, 'utf8');
  } catch {
    saved = null;
  }
  // A saved store is taken as it is; the seed is made only when there is none (as in the browser).
  const restored = saved === null ? undefined : parseSnapshot(saved);
  const store = createStore({ initial: restored, onChange: (s) => writeAtomic(path, s.snapshot()) });
  if (restored) {
    log(`[mock] resumed store from ${path}`);
  } else {
    writeAtomic(path, store.snapshot());
    log(
      saved === null
        ? `[mock] new store file ${path}`
        : `[mock] ${path} was of another version or unreadable: replaced by the seed`,
    );
  }
  return store;
}
