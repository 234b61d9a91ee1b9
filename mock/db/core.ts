/**
 * The store's core rows (accounts, sessions, classes) and what every area's seed is given. Every
 * other file of mock/db may import this one; it imports none of them (types.ts puts the store together).
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
  /** A student's school number (学号), the project's assumption; absent on other accounts. */
  studentNo?: string;
  userName: string;
  /** The password's salted hash (mock/db/secrets.ts); never the password itself. */
  passwordHash: string;
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
  /** The token's SHA-256 digest (mock/db/secrets.ts): the store holds no token a caller could send. */
  tokenHash: string;
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
