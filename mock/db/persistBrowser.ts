import { upgradeSecrets } from './secrets';
import { DB_VERSION } from './seed';
import { createStore, parseSnapshot, type Store } from './store';

/**
 * The browser's mock store lives in localStorage under a versioned key, so it survives reloads.
 * A store of another version, or one that cannot be read, is moved to a backup key before the seed
 * replaces it (and the app says so); a full quota keeps the store in memory for this page and says
 * so once.
 */
export const STORE_KEY_PREFIX = 'sworld-mock-db:v';
export const STORE_KEY = `${STORE_KEY_PREFIX}${DB_VERSION}`;
/** Backups are `sworld-mock-backup:<old key>:<ISO time>`: outside STORE_KEY_PREFIX, so a reset keeps them. */
export const BACKUP_KEY_PREFIX = 'sworld-mock-backup:';

export type StoreNotice = 'migrated' | 'quota' | null;

/** Moves a store the page cannot take to a backup key; false when the copy did not fit (the original stays). */
function moveAside(key: string, value: string, now: number): boolean {
  try {
    window.localStorage.setItem(`${BACKUP_KEY_PREFIX}${key}:${new Date(now).toISOString()}`, value);
  } catch (error) {
    console.warn(`[mock] ${key} could not be backed up, left in place:`, error);
    return false;
  }
  window.localStorage.removeItem(key);
  return true;
}

/** The stores of other versions: moved to backup keys. */
function moveOtherVersions(now: number): { moved: boolean; kept: boolean } {
  let moved = false;
  let kept = false;
  for (let i = window.localStorage.length - 1; i >= 0; i -= 1) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(STORE_KEY_PREFIX) && key !== STORE_KEY) {
      if (moveAside(key, window.localStorage.getItem(key) ?? '', now)) moved = true;
      else kept = true;
    }
  }
  return { moved, kept };
}

/**
 * The page's store. One saved before passwords and tokens were hashed is hashed now and saved back
 * (see upgradeSecrets); the seed's accounts keep the seed's one hash here, the password being the
 * documented one and the store the browser's own.
 */
export async function loadBrowserStore(onNotice: (notice: StoreNotice) => void, now = Date.now()): Promise<Store> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warnedQuota = false;
  // An unreadable store that could not be backed up must not be overwritten: the page then works in memory.
  let readOnly = false;
  const write = (s: Store) => {
    timer = undefined;
    if (readOnly) return;
    try {
      window.localStorage.setItem(STORE_KEY, s.snapshot());
    } catch (error) {
      console.warn('[mock] store not saved:', error);
      if (!warnedQuota) onNotice('quota');
      warnedQuota = true;
    }
  };
  // Writes are batched for 100 ms; a page that goes away (reload, link, closed tab) writes at once,
  // so a login followed at once by a reload still finds its session.
  const save = (s: Store) => {
    clearTimeout(timer);
    timer = setTimeout(() => write(s), 100);
  };
  // A saved store is taken as it is: the seed, the costliest part of a cold mock start, is made only
  // when there is none to take.
  const saved = window.localStorage.getItem(STORE_KEY);
  const restored = saved === null ? undefined : parseSnapshot(saved);
  const store = createStore({ initial: restored, onChange: save });
  window.addEventListener('pagehide', () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      write(store);
    }
  });
  // Another tab of this browser saved the store: take its state, so tabs never overwrite each other.
  window.addEventListener('storage', (event) => {
    if (event.key === STORE_KEY && event.newValue) store.restore(event.newValue);
  });
  if (saved !== null && !restored) {
    readOnly = !moveAside(STORE_KEY, saved, now);
    onNotice(readOnly ? 'quota' : 'migrated');
  } else {
    const others = moveOtherVersions(now);
    if (others.moved) onNotice('migrated');
    if (others.kept) onNotice('quota');
  }
  try {
    if (await upgradeSecrets(store.db)) write(store);
  } catch (error) {
    // No Web Crypto (a page served over http from another machine): the store stays as it was.
    console.warn('[mock] stored passwords not upgraded:', error);
  }
  return store;
}

/** Removes the stored mock data (the clear-cache screen and the reset action). */
export function clearBrowserStore() {
  for (let i = window.localStorage.length - 1; i >= 0; i -= 1) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(STORE_KEY_PREFIX)) window.localStorage.removeItem(key);
  }
}
