import type { Db } from './types';
import { DB_COLLECTIONS, DB_VERSION, seedDb } from './seed';

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
  /**
   * Called by the handler layer after every successful mutating call. Where the store is saved
   * synchronously (MOCK_DB_FILE), it returns once the change is on disk, or throws PersistError
   * with the store rolled back to what was last saved.
   */
  changed(): void;
  /** The next id, as a string. */
  nextId(): string;
}

export type PersistHook = (store: Store) => void;

/**
 * Thrown by `changed()` when the change could not be saved: the store is then back at the state
 * last saved, so the call that made the change did nothing (the handler layer answers 500).
 */
export class PersistError extends Error {}

/** A snapshot read back: the store, or why it cannot be taken. */
export type SnapshotCheck = { db: Db; problem?: undefined } | { db?: undefined; problem: string };

/** Reads a snapshot: JSON of this version holding every collection of the store (see DB_COLLECTIONS). */
export function checkSnapshot(json: string): SnapshotCheck {
  let parsed: Db;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { problem: 'unreadable' };
  }
  if (!parsed || typeof parsed !== 'object' || parsed.version !== DB_VERSION) return { problem: 'of another version' };
  // A store of this version without one of its collections would fail every call (login included).
  const missing = DB_COLLECTIONS.filter((key) => !Array.isArray((parsed as unknown as Record<string, unknown>)[key]));
  if (missing.length || typeof parsed.seq !== 'number') {
    return { problem: `incomplete (missing ${missing.length ? missing.join(', ') : 'seq'})` };
  }
  return { db: parsed };
}

/** The store a snapshot holds, or undefined for text that is not a whole snapshot of this version. */
export function parseSnapshot(json: string): Db | undefined {
  return checkSnapshot(json).db;
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
