import type { Db } from './types';
import { isPasswordHash, isTokenDigest } from './secrets';
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

/** Why a row of a core collection cannot be used, or null. Legacy rows (clear password or token) pass: loading hashes them. */
function rowProblem(collection: string, row: unknown): string | null {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return 'not a record';
  const r = row as Record<string, unknown>;
  const isText = (key: string) => typeof r[key] === 'string';
  if (collection === 'users') {
    if (!isText('id') || !isText('userCode') || typeof r.userType !== 'number') return 'not an account';
    if (!isPasswordHash(r.passwordHash) && !isText('password')) return 'an account without a password';
  }
  if (collection === 'sessions') {
    if ((!isTokenDigest(r.tokenHash) && !isText('token')) || !isText('userId') || typeof r.createdAt !== 'number')
      return 'not a session';
  }
  if (collection === 'classes') {
    if (!isText('id') || !isText('teacherId') || !Array.isArray(r.studentIds)) return 'not a class';
  }
  return null;
}

/**
 * Reads a snapshot: JSON of this version holding every collection of the store (see DB_COLLECTIONS),
 * each a list of records, and accounts, sessions and classes with the fields every call reads (a
 * store with `users: [null]` would fail every login). A byte-order mark before the JSON is ignored.
 */
export function checkSnapshot(json: string): SnapshotCheck {
  let parsed: Db;
  try {
    parsed = JSON.parse(json.charCodeAt(0) === 0xfeff ? json.slice(1) : json);
  } catch {
    return { problem: 'unreadable' };
  }
  if (!parsed || typeof parsed !== 'object' || parsed.version !== DB_VERSION) return { problem: 'of another version' };
  const collections = parsed as unknown as Record<string, unknown[]>;
  // A store of this version without one of its collections would fail every call (login included).
  const missing = DB_COLLECTIONS.filter((key) => !Array.isArray(collections[key]));
  if (missing.length || typeof parsed.seq !== 'number') {
    return { problem: `incomplete (missing ${missing.length ? missing.join(', ') : 'seq'})` };
  }
  for (const key of DB_COLLECTIONS) {
    const rows = collections[key];
    for (let i = 0; i < rows.length; i += 1) {
      const problem = rowProblem(key, rows[i]);
      if (problem) return { problem: `malformed (${key}[${i}] is ${problem})` };
    }
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
