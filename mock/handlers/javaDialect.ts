/**
 * The java dialect of the mock (MOCK_DIALECT=java, ?dialect=java, createMockServer({ dialect:
 * 'java' })): the spec dialect (mock/handlers/specDialect.ts: only the spec's fields, 18-digit ids,
 * downloads named the Java way) plus the habits of a Spring Boot backend, so tests can prove the
 * app meets one:
 * - a write answers `data: null` (`return Result.success()`), except the answers the spec names:
 *   the evaluation save's updated list and the order meeting start's id;
 * - times go out as `yyyy-MM-dd HH:mm:ss` in UTC+8, the school's zone (durations and countdown
 *   seconds stay numbers);
 * - every field the contract lists for an answer and the answer lacks is sent as null, as Jackson
 *   writes a DTO's unset fields;
 * - flags go out as 0/1;
 * - errors are HTTP statuses with Spring's body (mock/handlers/errorBody.ts);
 * - the numbers the spec leaves open (states, phases, roles) are the backend's own, JAVA_CODES,
 *   translated at the wire both ways: the store keeps the mock's own values (MOCK_CODES).
 */
import { z } from 'zod';
import { CONTRACT, READ_ONLY_POSTS } from '../../src/services/contract';
import { formatTime, Refusal, CODE, type Params } from './kit';

// ---- codes -------------------------------------------------------------------------------------

/**
 * The java backend's numbers for what the spec leaves open, in the shape of the app's deploy
 * config section `codes` (sworld.config.json), so a test can hand the app this very table.
 */
export const JAVA_CODES = Object.freeze({
  trainingState: Object.freeze({ notStarted: 5, paused: 6, finished: 7 }),
  meetingState: Object.freeze({ notStarted: 10, running: 11, ended: 12 }),
  menuPhase: Object.freeze({ none: 20, advertising: 21, ranking: 22, finished: 24 }),
  userType: Object.freeze({ admin: 9, teacher: 8, abutment: 7 }),
});

export type CodeKind = keyof typeof JAVA_CODES;

/**
 * The values the mock's store and handlers use, fixed here rather than read from the app (whose
 * deploy config must not steer the mock).
 */
export const MOCK_CODES = Object.freeze({
  trainingState: Object.freeze({ notStarted: 0, running: 1, paused: 2, finished: 3 }),
  meetingState: Object.freeze({ notStarted: 0, running: 1, ended: 2 }),
  menuPhase: Object.freeze({ none: 0, advertising: 1, ranking: 2, picking: 3, finished: 4 }),
  userType: Object.freeze({ admin: 1, teacher: 2, student: 3, abutment: 4 }),
});

/** The values the spec fixes (training state 1, menu phase 3, user type 3): the same on both sides. */
const SPEC_FIXED: Readonly<Record<CodeKind, Readonly<Record<string, number>>>> = {
  trainingState: { running: 1 },
  meetingState: {},
  menuPhase: { picking: 3 },
  userType: { student: 3 },
};

/** Per kind: the mock's value → the java value, and back. */
const OUT = new Map<CodeKind, Map<number, number>>();
const IN = new Map<CodeKind, Map<number, number>>();
for (const kind of Object.keys(MOCK_CODES) as CodeKind[]) {
  const java: Record<string, number> = { ...JAVA_CODES[kind], ...SPEC_FIXED[kind] };
  const out = new Map<number, number>();
  for (const [name, value] of Object.entries(MOCK_CODES[kind] as Record<string, number>)) out.set(value, java[name]);
  OUT.set(kind, out);
  IN.set(kind, new Map([...out].map(([mock, j]) => [j, mock])));
}

/** A mock value in java form; a value the table does not know is sent as it is. */
export function javaCode(kind: CodeKind, value: number): number {
  return OUT.get(kind)!.get(value) ?? value;
}

/** A java value in the mock's form, or undefined when the java backend has no such value. */
export function mockCode(kind: CodeKind, value: number): number | undefined {
  return IN.get(kind)!.get(value);
}

/**
 * Where each answer carries a code, as a path into its data ('records[].state': the state of each
 * record; '[].state': of each item of a list answer).
 */
const ANSWER_CODES: Readonly<Record<string, readonly (readonly [string, CodeKind])[]>> = {
  'auth.login': [['userType', 'userType']],
  'user.list': [['records[].userType', 'userType']],
  'user.getById': [['userType', 'userType']],
  'training.getById': [['state', 'trainingState']],
  'training.list': [['records[].state', 'trainingState']],
  'training.getList': [['[].state', 'trainingState']],
  'training.record': [['[].state', 'trainingState']],
  'experiment.list': [['records[].state', 'trainingState']],
  'team.state': [['trainState', 'trainingState']],
  'orderMeeting.get': [['state', 'meetingState']],
  'menu.getMenuPhase': [
    ['phase', 'menuPhase'],
    ['state', 'meetingState'],
  ],
  'menu.checkMenuIsOpen': [
    ['phase', 'menuPhase'],
    ['meetingState', 'meetingState'],
  ],
  'menu.getTeamPutAdvertising': [['phase', 'menuPhase']],
  'menu.menuDetail': [['phase', 'menuPhase']],
  'menu.condition': [
    ['trainState', 'trainingState'],
    ['meeting.state', 'meetingState'],
    ['phase', 'menuPhase'],
  ],
};

/** The parameters that carry a code, per call. */
const PARAM_CODES: Readonly<Record<string, Readonly<Record<string, CodeKind>>>> = {
  'training.changeState': { state: 'trainingState' },
  'experiment.list': { state: 'trainingState' },
  'user.list': { userType: 'userType' },
  'user.save': { userType: 'userType' },
  // 2 closes advertising (ranking), 3 starts picking, 4 ends the menu: the phase it moves to.
  'menu.updateMenuState': { menuState: 'menuPhase' },
};

/** The code fields translated, for tests and the report: `key: path (kind)`. */
export const JAVA_CODE_FIELDS = {
  answers: Object.entries(ANSWER_CODES).flatMap(([key, paths]) =>
    paths.map(([path, kind]) => `${key}: ${path} (${kind})`),
  ),
  params: Object.entries(PARAM_CODES).flatMap(([key, fields]) =>
    Object.entries(fields).map(([field, kind]) => `${key}: ${field} (${kind})`),
  ),
};

type Row = Record<string, unknown>;
/** A plain object (not an id the spec dialect already wrote as its digits). */
const isRow = (value: unknown): value is Row =>
  !!value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** The value with the code at `steps` translated by `at`. */
function mapAt(value: unknown, steps: readonly string[], at: (code: number) => number): unknown {
  if (steps.length === 0) return typeof value === 'number' ? at(value) : value;
  const [step, ...rest] = steps;
  if (step === '[]') return Array.isArray(value) ? value.map((item) => mapAt(item, rest, at)) : value;
  if (!isRow(value) || !(step in value)) return value;
  return { ...value, [step]: mapAt(value[step], rest, at) };
}

/** 'records[].state' → ['records', '[]', 'state']. */
const stepsOf = (path: string) =>
  path
    .split('.')
    .flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]))
    .filter(Boolean);

function codesOut(key: string, data: unknown): unknown {
  let out = data;
  for (const [path, kind] of ANSWER_CODES[key] ?? []) out = mapAt(out, stepsOf(path), (code) => javaCode(kind, code));
  return out;
}

/**
 * The sent parameters of a call with their codes in the mock's form. A value the java backend has
 * no meaning for is refused, as Spring refuses a value its enum does not know; '' (no filter) stays.
 */
export function javaParamsIn(key: string, fields: { params: Params; lists: Record<string, string[]> }) {
  const coded = PARAM_CODES[key];
  if (!coded) return;
  for (const [field, kind] of Object.entries(coded)) {
    const values = fields.lists[field];
    if (!values) continue;
    const translated = values.map((value) => {
      const text = value.trim();
      if (text === '') return value;
      const mock = /^-?\d+$/.test(text) ? mockCode(kind, Number(text)) : undefined;
      if (mock === undefined) throw new Refusal(CODE.badInput, `参数“${field}”的值 ${text} 无效`);
      return String(mock);
    });
    fields.lists[field] = translated;
    fields.params[field] = translated[translated.length - 1];
  }
}

// ---- answers -----------------------------------------------------------------------------------

/** The POSTs whose answer the java backend keeps: reads, the login's token, and the two answers the spec names. */
export const JAVA_KEPT_ANSWERS: ReadonlySet<string> = new Set([
  ...READ_ONLY_POSTS,
  'auth.login',
  // Builds a rule from the parameters and stores nothing: a read.
  'rule.intelligenceData',
  // Spec point 7: the save answers the updated list, the start the meeting's id.
  'evaluate.save',
  'orderMeeting.start',
]);

/** Epoch milliseconds the mock sends in these fields: written as `yyyy-MM-dd HH:mm:ss`. */
export const EPOCH_TIME_FIELDS = ['startTime', 'currentTime', 'submittedAt'] as const;
/** Times the mock already writes as text: an empty one (never set) goes out as null. */
export const TEXT_TIME_FIELDS = ['createTime', 'updateTime', 'trainTime'] as const;
const EPOCH_TIMES = new Set<string>(EPOCH_TIME_FIELDS);
const TEXT_TIMES = new Set<string>(TEXT_TIME_FIELDS);

/** Times as Java writes them, and every boolean as 0/1, at any depth. */
function javaValues(value: unknown, key?: string): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (key !== undefined && EPOCH_TIMES.has(key) && typeof value === 'number') return formatTime(value);
  if (key !== undefined && TEXT_TIMES.has(key) && value === '') return null;
  if (Array.isArray(value)) return value.map((item) => javaValues(item));
  if (isRow(value)) {
    const out: Row = {};
    for (const [k, v] of Object.entries(value)) out[k] = javaValues(v, k);
    return out;
  }
  return value;
}

/** The schema inside optional, nullable and default wrappers. */
function bare(schema: z.ZodType): z.ZodType {
  let at = schema;
  while (at instanceof z.ZodOptional || at instanceof z.ZodNullable || at instanceof z.ZodDefault)
    at = at.unwrap() as z.ZodType;
  return at;
}

/** The value with every field its schema lists and it lacks set to null, at any depth. */
function withNulls(value: unknown, schema: z.ZodType): unknown {
  if (value === null || value === undefined) return value;
  let at = bare(schema);
  if (at instanceof z.ZodUnion && isRow(value)) {
    // The object option the value is one of (it has one of its fields): an income table is not a balance sheet.
    const object = (at.options as z.ZodType[])
      .map(bare)
      .find((o) => o instanceof z.ZodObject && Object.keys(o.shape).some((field) => Object.hasOwn(value, field)));
    if (object) at = object;
  }
  if (at instanceof z.ZodObject && isRow(value)) {
    const out: Row = { ...value };
    for (const [field, child] of Object.entries(at.shape as Record<string, z.ZodType>))
      out[field] = value[field] === undefined ? null : withNulls(value[field], child);
    return out;
  }
  if (at instanceof z.ZodArray && Array.isArray(value))
    return value.map((item) => withNulls(item, at.element as z.ZodType));
  if (at instanceof z.ZodRecord && isRow(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNulls(v, at.valueType as z.ZodType)]));
  return value;
}

const CONTRACT_ANSWERS = CONTRACT as unknown as Readonly<Record<string, { answer: z.ZodType } | undefined>>;

/**
 * An answer as the java backend sends it, from the spec dialect's answer (before the ids are put
 * in their 18-digit form).
 */
export function javaAnswer(key: string, method: string, data: unknown): unknown {
  if (method === 'POST' && !JAVA_KEPT_ANSWERS.has(key)) return null;
  const schema = CONTRACT_ANSWERS[key]?.answer;
  const complete = schema ? withNulls(data, schema) : data;
  return javaValues(codesOut(key, complete));
}
