/**
 * The mock backend's store: typed collections, plain JSON (it is persisted to localStorage and to a
 * file). Ids are strings; numbers the spec names as numbers (state, currRound...) stay numbers.
 * Imports go one way: core.ts ← teaching.ts, authoring.ts ← game.ts ← types.ts (this file).
 */
import type { AuthoringCollections } from './authoring';
import type { DbClass, DbSession, DbUser } from './core';
import type { GameCollections } from './game';
import type { TeachingCollections } from './teaching';

export type { DbClass, DbSession, DbUser, SeedBase } from './core';

/** The whole store: the core collections (core.ts) and each area's, from its own file. */
export interface Db extends TeachingCollections, AuthoringCollections, GameCollections {
  /** Bumped when the shape changes; a stored store of another version is replaced by the seed. */
  version: number;
  /** Next id number. */
  seq: number;
  users: DbUser[];
  sessions: DbSession[];
  classes: DbClass[];
}
