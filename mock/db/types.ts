/**
 * The mock backend's store: typed collections, plain JSON (it is persisted to localStorage and to a
 * file). Ids are strings; numbers the spec names as numbers (state, currRound...) stay numbers.
 */
export interface SeedBase {
  faker: import('@faker-js/faker').Faker;
  /** The next id, shared by every collection. */
  id: () => string;
  /** Fixed creation time of seeded rows, so the seed does not depend on the clock. */
  time: string;
  users: DbUser[];
  classes: DbClass[];
}

export interface DbUser {
  id: string;
  /** Login name. */
  userCode: string;
  userName: string;
  password: string;
  userType: number;
  socketHost: string;
  headImg: string;
  email: string;
  phone: string;
  /** Embedded (abutment) users only: where they go when their login expires. */
  homeUrl?: string;
  classId?: string;
  createTime: string;
}

export interface DbSession {
  token: string;
  userId: string;
  createdAt: number;
  /** Last call made with it (to the minute); absent on stores saved before idle expiry. */
  lastSeenAt?: number;
}

export interface DbClass {
  id: string;
  className: string;
  teacherId: string;
  studentIds: string[];
  remark: string;
  trainingRecord: string;
  createTime: string;
}

import type { AuthoringCollections } from './authoring';
import type { GameCollections } from './game';
import type { TeachingCollections } from './teaching';

/** The whole store: the core collections here, each area's in its own file. */
export interface Db extends TeachingCollections, AuthoringCollections, GameCollections {
  /** Bumped when the shape changes; a stored store of another version is replaced by the seed. */
  version: number;
  /** Next id number. */
  seq: number;
  users: DbUser[];
  sessions: DbSession[];
  classes: DbClass[];
}
