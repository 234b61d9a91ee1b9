/**
 * The mock backend's store: typed collections, plain JSON (it is persisted to localStorage and to a
 * file). Ids are strings; numbers the spec names as numbers (state, currRound...) stay numbers.
 */
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

export interface Db {
  /** Bumped when the shape changes; a stored store of another version is replaced by the seed. */
  version: number;
  /** Next id number. */
  seq: number;
  users: DbUser[];
  sessions: DbSession[];
  classes: DbClass[];
}
