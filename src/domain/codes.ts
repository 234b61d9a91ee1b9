/**
 * The backend's numbers for training states, order-meeting states, menu phases and user types:
 * the one place the app reads them. The spec fixes three of them (a running training is 1, menu
 * phase 3 is picking, user type 3 is a student); the others are the backend's own and a deployment
 * sets them in sworld.config.json's `codes` (src/services/deployConfig.ts validates and activates
 * them). Screens compare through the live tables below, never against a number. The mock keeps its
 * own fixed tables and never reads these.
 */
import {
  MEETING_STATE as MEETING_STATE_DEFAULTS,
  ROLE as ROLE_DEFAULTS,
  TRAINING_STATE as TRAINING_STATE_DEFAULTS,
} from '../constants';

/** Fixed by the spec: a running training (point 4), the picking phase (point 3), a student (point 6). */
export const FIXED_CODES = { trainingRunning: 1, menuPicking: 3, student: 3 } as const;

export interface Codes {
  trainingState: { notStarted: number; paused: number; finished: number };
  meetingState: { notStarted: number; running: number; ended: number };
  menuPhase: { none: number; advertising: number; ranking: number; finished: number };
  userType: { admin: number; teacher: number; abutment: number };
}

export type CodeSection = keyof Codes;

/** Today's backend: what holds without a `codes` setting, or for a section it leaves out. */
export const DEFAULT_CODES: Codes = deepFreeze({
  trainingState: {
    notStarted: TRAINING_STATE_DEFAULTS.notStarted,
    paused: TRAINING_STATE_DEFAULTS.paused,
    finished: TRAINING_STATE_DEFAULTS.finished,
  },
  meetingState: { ...MEETING_STATE_DEFAULTS },
  menuPhase: { none: 0, advertising: 1, ranking: 2, finished: 4 },
  userType: { admin: ROLE_DEFAULTS.admin, teacher: ROLE_DEFAULTS.teacher, abutment: ROLE_DEFAULTS.abutment },
});

/** The name and value the spec fixes in a section: no other name of it may take that value. */
const FIXED_IN_SECTION: Record<CodeSection, { name: string; value: number } | undefined> = {
  trainingState: { name: 'running', value: FIXED_CODES.trainingRunning },
  meetingState: undefined,
  menuPhase: { name: 'picking', value: FIXED_CODES.menuPicking },
  userType: { name: 'student', value: FIXED_CODES.student },
};

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === 'object') Object.freeze(inner);
  return Object.freeze(value);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Validates sworld.config.json's `codes`: each section it names must give every one of its names
 * a distinct integer, none the value the spec fixes in that section. Any fault refuses the whole
 * setting (a table half the deployer's and half the defaults would misread states silently): the
 * defaults then hold and `problems` names each fault.
 */
export function readCodes(raw: unknown): { codes: Codes; problems: string[] } {
  if (!isObject(raw))
    return { codes: DEFAULT_CODES, problems: ['"codes" must be an object of sections: ignored, default codes hold'] };
  const problems: string[] = [];
  const codes = {} as Record<CodeSection, Record<string, number>>;
  for (const key of Object.keys(raw))
    if (!Object.hasOwn(DEFAULT_CODES, key)) problems.push(`"codes.${key}" is not a section`);
  for (const section of Object.keys(DEFAULT_CODES) as CodeSection[]) {
    const defaults: Record<string, number> = DEFAULT_CODES[section];
    const given = raw[section];
    if (given === undefined) {
      codes[section] = { ...defaults };
      continue;
    }
    if (!isObject(given)) {
      problems.push(`"codes.${section}" must be an object`);
      continue;
    }
    const names = Object.keys(defaults);
    const fixed = FIXED_IN_SECTION[section];
    for (const key of Object.keys(given))
      if (!names.includes(key))
        problems.push(
          key === fixed?.name
            ? `"codes.${section}.${key}" is fixed by the spec at ${fixed.value} and cannot be set`
            : `"codes.${section}.${key}" is not a name of the section (${names.join(', ')})`,
        );
    const seen = new Map<number, string>();
    if (fixed) seen.set(fixed.value, `${fixed.name} (fixed by the spec)`);
    for (const name of names) {
      const value = given[name];
      if (value === undefined) problems.push(`"codes.${section}.${name}" is missing`);
      else if (typeof value !== 'number' || !Number.isSafeInteger(value))
        problems.push(`"codes.${section}.${name}" must be an integer`);
      else if (seen.has(value))
        problems.push(`"codes.${section}.${name}" repeats ${value}, the code of ${seen.get(value)}`);
      else seen.set(value, name);
    }
    codes[section] = given as Record<string, number>;
  }
  if (problems.length)
    return { codes: DEFAULT_CODES, problems: problems.map((p) => `${p}: "codes" ignored, default codes hold`) };
  const clean = Object.fromEntries(
    (Object.keys(DEFAULT_CODES) as CodeSection[]).map((section) => [
      section,
      Object.fromEntries(Object.keys(DEFAULT_CODES[section]).map((name) => [name, codes[section][name]])),
    ]),
  );
  return { codes: deepFreeze(clean as unknown as Codes), problems };
}

// ---- the active codes --------------------------------------------------------------------------

let active: Codes = DEFAULT_CODES;

/** The codes every comparison reads: set once at start from the deployment's config, defaults until then. */
export function activeCodes(): Codes {
  return active;
}

export function setActiveCodes(codes: Codes) {
  active = codes;
  moves = undefined;
}

/** Training states: `running` is the spec's 1, the others follow the active codes. */
export const TRAINING_STATE = Object.freeze({
  get notStarted() {
    return active.trainingState.notStarted;
  },
  running: FIXED_CODES.trainingRunning,
  get paused() {
    return active.trainingState.paused;
  },
  get finished() {
    return active.trainingState.finished;
  },
});

/** The order meeting's states (the meeting's get, `state`). */
export const MEETING_STATE = Object.freeze({
  get notStarted() {
    return active.meetingState.notStarted;
  },
  get running() {
    return active.meetingState.running;
  },
  get ended() {
    return active.meetingState.ended;
  },
});

/** Menu phases (getMenuPhase's `phase`): `picking` is the spec's 3. */
export const MENU_PHASE = Object.freeze({
  get none() {
    return active.menuPhase.none;
  },
  get advertising() {
    return active.menuPhase.advertising;
  },
  get ranking() {
    return active.menuPhase.ranking;
  },
  picking: FIXED_CODES.menuPicking,
  get finished() {
    return active.menuPhase.finished;
  },
});

/** User types (the login's `userType`): `student` is the spec's 3. */
export const ROLE = Object.freeze({
  get admin() {
    return active.userType.admin;
  },
  get teacher() {
    return active.userType.teacher;
  },
  student: FIXED_CODES.student,
  get abutment() {
    return active.userType.abutment;
  },
});

export type TrainingStateName = 'notStarted' | 'running' | 'paused' | 'finished';
export type MenuPhaseName = 'none' | 'advertising' | 'ranking' | 'picking' | 'finished';
export type RoleName = 'admin' | 'teacher' | 'student' | 'abutment';

function nameIn<N extends string>(table: Readonly<Record<N, number>>, value: unknown): N | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
  return (Object.keys(table) as N[]).find((name) => table[name] === n);
}

/** The name of a training state the backend sent (also as text), or undefined for a value the codes do not know. */
export const trainingStateOf = (value: unknown) => nameIn<TrainingStateName>(TRAINING_STATE, value);
export const menuPhaseOf = (value: unknown) => nameIn<MenuPhaseName>(MENU_PHASE, value);
export const roleOf = (value: unknown) => nameIn<RoleName>(ROLE, value);

/** The message key naming each training state (train.shared.state.N, numbered as today's backend does). */
export const TRAINING_STATE_LABEL: Readonly<Record<TrainingStateName, string>> = {
  notStarted: 'train.shared.state.0',
  running: 'train.shared.state.1',
  paused: 'train.shared.state.2',
  finished: 'train.shared.state.3',
};

/** The message key naming each menu phase after `none` (console.phase.N, numbered as today's backend does). */
export const MENU_PHASE_LABEL: Readonly<Record<Exclude<MenuPhaseName, 'none'>, string>> = {
  advertising: 'console.phase.1',
  ranking: 'console.phase.2',
  picking: 'console.phase.3',
  finished: 'console.phase.4',
};

/** The message key of a menu phase the backend sent, or undefined for `none` and unknown values. */
export function menuPhaseLabel(value: unknown): string | undefined {
  const name = menuPhaseOf(value);
  return name && name !== 'none' ? MENU_PHASE_LABEL[name] : undefined;
}

/** The message key of a training state the backend sent, or undefined for an unknown value. */
export function trainingStateLabel(value: unknown): string | undefined {
  const name = trainingStateOf(value);
  return name ? TRAINING_STATE_LABEL[name] : undefined;
}

/** Allowed state changes by name: from → to. */
const MOVES: Readonly<Record<TrainingStateName, readonly TrainingStateName[]>> = {
  notStarted: ['running'],
  running: ['paused', 'finished'],
  paused: ['running', 'finished'],
  finished: [],
};

let moves: Readonly<Record<number, readonly number[]>> | undefined;

/** Allowed state changes in the active codes: from → to, keyed and valued by the backend's numbers. */
export function trainingStateMoves(): Readonly<Record<number, readonly number[]>> {
  if (!moves)
    moves = Object.freeze(
      Object.fromEntries(
        (Object.keys(MOVES) as TrainingStateName[]).map((from) => [
          TRAINING_STATE[from],
          MOVES[from].map((to) => TRAINING_STATE[to]),
        ]),
      ),
    );
  return moves;
}

/**
 * The number today's backend gives a state, phase or type the active codes name `value`: the key
 * of the app's own messages and colours (console.state.N, console.phase.N...), which stay numbered
 * that way whatever the deployment's backend sends. Undefined for a value the codes do not know.
 */
export function trainingStateKey(value: unknown): number | undefined {
  const name = trainingStateOf(value);
  return name === undefined
    ? undefined
    : name === 'running'
      ? FIXED_CODES.trainingRunning
      : DEFAULT_CODES.trainingState[name];
}

export function meetingStateKey(value: unknown): number | undefined {
  const name = nameIn(MEETING_STATE, value);
  return name === undefined ? undefined : DEFAULT_CODES.meetingState[name];
}

export function menuPhaseKey(value: unknown): number | undefined {
  const name = menuPhaseOf(value);
  return name === undefined ? undefined : name === 'picking' ? FIXED_CODES.menuPicking : DEFAULT_CODES.menuPhase[name];
}

/** The menu's phases in the order a meeting goes through them. */
export const MENU_PHASE_ORDER: readonly MenuPhaseName[] = ['none', 'advertising', 'ranking', 'picking', 'finished'];

/** Whether the menu phase the backend sent is `name` or later; false for a value the codes do not know. */
export function menuPhaseReached(value: unknown, name: MenuPhaseName): boolean {
  const at = menuPhaseOf(value);
  return at !== undefined && MENU_PHASE_ORDER.indexOf(at) >= MENU_PHASE_ORDER.indexOf(name);
}
