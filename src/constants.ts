/**
 * Every business constant of spec point 9 (and the few the app adds), in one place.
 * Imported by the app, the mock and the umi config alike.
 */

/** Asset and route base path; a hosting page may override it at run time with window.__SWORLD_BASE__. */
export const BASE_PATH = '/sworldweb/';
/** A script chunk that has not loaded by then is reported as a load error (spec point 8). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Route chunks show their 'loading...' placeholder only after this delay. */
export const ROUTE_LOADER_DELAY_MS = 200;

export const ROUNDS_PER_YEAR = 4;
export const DEFAULT_ROUND_NUMBER = 4;
export const DEFAULT_GROUP_SIZE = 4;
export const DEFAULT_POSTS_PER_GROUP = 4;
/** A group gets this many posts when any student holds post id 5 (which is then placed first). */
export const POSTS_WITH_POST_FIVE = 5;
export const POST_FIVE_ID = 5;
export const DEFAULT_IS_OPEN = 1;
/** The case editor starts before its first step. */
export const INITIAL_CASE_EDIT_STEP = -1;

export const LEARNING_DEFAULTS = { trainScore: 210, score: 200, trainingTimes: 100 } as const;

/** Management-tool type of the group vote. */
export const GROUP_VOTE_TYPE = 15;
/** Tool type codes remapped before the list request. */
export const TOOL_TYPE_REMAP: Readonly<Record<number, number>> = { 18: 1, 17: 11, 16: 10 };

/** The system bulletin's first page: it replaces the list, later pages append. */
export const BULLETIN_FIRST_PAGE = '1';

/** Unsupported-browser notice. */
export const BROWSER_NOTICE_MS = 3000;
export const MIN_CHROME_VERSION = 76;

export const DEFAULT_LOCALE = 'zh-CN';
export const RTL_LOCALE_PREFIXES = ['he', 'ar', 'fa', 'ku'] as const;

/** Request-error messages: 1.5 s lifetime, 65 px from the top. */
export const REQUEST_ERROR_MESSAGE = { duration: 1.5, top: 65 } as const;
/** Ordinary messages. */
export const MESSAGE_DURATION_S = 3;
/** General notifications. */
export const NOTIFICATION_DEFAULTS = { duration: 4.5, top: 24, bottom: 24, placement: 'topRight' } as const;

/** localStorage keys; the real backend's front end used the same names. */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  authorization: 'authorization',
  sandboxVersion: 'sandboxVersion',
  permissionCode: 'permissionCode',
  locale: 'umi_locale',
  /** The training the user entered last, { trainId, sandTableId } (the experiment screens open it). */
  currentTraining: 'currentTraining',
} as const;

/** The sandbox version stored in localStorage selects the service variant of shunt paths. */
export const SANDBOX_VARIANTS: Readonly<Record<string, string>> = { '2': 'gz', '3': 'release' };

/*
 * ROLE, TRAINING_STATE, MEETING_STATE and the state names and moves below are today's backend's
 * numbers: the mock's fixed tables and the defaults of src/domain/codes.ts. The app never compares
 * against them: it reads the deployment's codes through src/domain/codes.ts.
 */

/** Role values (userType); see docs/ASSUMPTIONS.md. */
export const ROLE = { admin: 1, teacher: 2, student: 3, abutment: 4 } as const;
/** The role for which four menu entries are hidden (spec points 2 and 6). */
export const HIDDEN_ROLE = ROLE.student;

/** Training states (docs/ASSUMPTIONS.md): the spec shows only that 1 is a running training. */
export const TRAINING_STATE = { notStarted: 0, running: 1, paused: 2, finished: 3 } as const;
/** How long a live poll's read may take before it is given up for the next turn (ms). */
export const POLL_TIMEOUT_MS = 5000;
/** An order meeting's state (the meeting's get, `state`): the project's reading, the spec names no values. */
export const MEETING_STATE = { notStarted: 0, running: 1, ended: 2 } as const;
export const TRAINING_STATE_NAMES: Readonly<Record<number, string>> = {
  0: '未开始',
  1: '进行中',
  2: '已暂停',
  3: '已结束',
};
/** Allowed state changes: from → to. */
export const TRAINING_STATE_MOVES: Readonly<Record<number, readonly number[]>> = {
  0: [1],
  1: [2, 3],
  2: [1, 3],
  3: [],
};

/** The posts of a team (postId → name and the engine's post code); post 5 exists only in some trainings. */
export const POSTS = [
  { postId: 1, postName: '总经理', code: 'CEO' },
  { postId: 2, postName: '财务总监', code: 'CFO' },
  { postId: 3, postName: '营销总监', code: 'CMO' },
  { postId: 4, postName: '生产总监', code: 'COO' },
  { postId: 5, postName: '采购总监', code: 'CPO' },
] as const;

/** Sand-table types whose running trainings have an order meeting per round (spec point 4). */
export const ORDER_MEETING_SAND_TABLES = ['1', '3'] as const;
