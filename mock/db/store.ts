import type { Db } from './types';
import { seedDb, DB_VERSION } from './seed';

/**
 * The store a handler works on. Handlers validate first and mutate after, so a refused call
 * leaves nothing half-written; `changed()` tells the host to persist.
 */
export interface Store {
  db: Db;
  /** Replace the whole store by the seed. */
  reset(): void;
  /** Deep copy of the store as JSON text. */
  snapshot(): string;
  /** Replace the store by a snapshot; a snapshot of another version is refused (returns false). */
  restore(json: string): boolean;
  /** Called by the handler layer after every successful mutating call. */
  changed(): void;
  /** The next id, as a string. */
  nextId(): string;
}

export type PersistHook = (store: Store) => void;

/** The store a snapshot holds, or undefined for text that is not a snapshot of this version. */
export function parseSnapshot(json: string): Db | undefined {
  let parsed: Db;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  return parsed && parsed.version === DB_VERSION ? parsed : undefined;
}

export function createStore(options: { initial?: Db; onChange?: PersistHook } = {}): Store {
  const store: Store = {
    db: options.initial ?? seedDb(),
    reset() {
      store.db = seedDb();
      options.onChange?.(store);
    },
    snapshot() {
      return JSON.stringify(store.db);
    },
    restore(json: string) {
      const parsed = parseSnapshot(json);
      if (parsed) store.db = parsed;
      return !!parsed;
    },
    changed() {
      options.onChange?.(store);
    },
    nextId() {
      store.db.seq += 1;
      return String(store.db.seq);
    },
  };
  return store;
}
