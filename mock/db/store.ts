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
      let parsed: Db;
      try {
        parsed = JSON.parse(json);
      } catch {
        return false;
      }
      if (!parsed || parsed.version !== DB_VERSION) return false;
      store.db = parsed;
      return true;
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
