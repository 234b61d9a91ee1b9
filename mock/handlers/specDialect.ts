/**
 * The spec-only dialect of the mock (MOCK_DIALECT=spec, ?dialect=spec, createMockServer({ dialect:
 * 'spec' })): answers carry only what the spec promises, so tests can prove the app needs no more.
 * - Where spec point 7 lists an answer's fields (and point 3 a training's), only those are sent.
 * - Where the spec names only a wrapper (records and total, pages.current and pages.records), the
 *   wrapper keeps only those and its rows keep their fields.
 * - Entity ids go out as 18-digit JSON numbers, beyond 2^53 like the Java backend's, and come back
 *   in as the stored ids; an id the store never gave out in this form finds nothing.
 * - Downloads are named the Java way.
 * The java dialect (mock/handlers/javaDialect.ts) is this one plus a Spring backend's habits. The
 * default dialect is the mock as it always was.
 */
import { CONTRACT } from '../../src/services/contract';
import { promisedFields } from '../../src/services/contract/check';
import { TRAINING_ROW } from '../../src/services/contract/rows';
import type { DbTraining } from '../db/game';
import { viewOf } from './consoleShared';
import { trainingOf } from './gameShared';
import type { Ctx } from './kit';
import { conditionOf } from './menu';

export type Dialect = 'default' | 'spec' | 'java';

/** The dialect a switch names: unset or 'default' is today's mock; anything unknown is refused. */
export function parseDialect(value: string | null | undefined): Dialect {
  const name = (value ?? '').trim();
  if (name === '' || name === 'default') return 'default';
  if (name === 'spec' || name === 'java') return name;
  throw new Error(`unknown mock dialect "${name}" (use "spec", "java" or "default")`);
}

// ---- ids ---------------------------------------------------------------------------------------

/** The entity ids of the spec that go out as 18-digit numbers. */
export const ENTITY_ID_FIELDS = ['id', 'trainId', 'classId', 'caseId', 'ruleId', 'userId', 'studentId', 'teacherId'];
const ID_FIELDS = new Set(ENTITY_ID_FIELDS);
/** Lists of those ids (studentIds of a class, ids of a batch). */
const ID_LISTS = new Map(ENTITY_ID_FIELDS.map((f) => [`${f}s`, f]));

/**
 * The store's ids are decimal counters. Their spec form is OFFSET + id × STRIDE: 18 digits for every
 * id below 10^13, derived from the stored id alone (so a file-backed store keeps its numbers across
 * restarts), and sparse, so a number rounded to a double (off by up to 16) is no entity's.
 */
const OFFSET = 163_000_000_000_000_000n;
const STRIDE = 7919n;
const STORED_ID = /^(0|[1-9]\d{0,12})$/;
const SPEC_ID = /^\d{18}$/;

/** The 18-digit spec form of a stored id (digits, for the JSON text). */
export function specId(storedId: string): string {
  if (!STORED_ID.test(storedId)) throw new Error(`not a stored id: ${storedId}`);
  return String(OFFSET + BigInt(storedId) * STRIDE);
}

/** The stored id of an 18-digit spec id, or undefined when the number is none the store gave out. */
export function storedIdOf(spec: string): string | undefined {
  if (!SPEC_ID.test(spec)) return undefined;
  const offset = BigInt(spec) - OFFSET;
  if (offset < 0n || offset % STRIDE !== 0n) return undefined;
  const stored = String(offset / STRIDE);
  return STORED_ID.test(stored) ? stored : undefined;
}

/** A bare number in JSON text: written into the text as it is, never through a double. */
class RawNumber {
  constructor(readonly digits: string) {}
  /** Seen through JSON.stringify (an answer's observer), the digits as the app's parser keeps them. */
  toJSON() {
    return this.digits;
  }
}

/** The value with its entity ids in spec form; `changed` tells whether any was. */
function withSpecIds(value: unknown, key: string | undefined, seen: { changed: boolean }): unknown {
  if (typeof value === 'string') {
    if (key !== undefined && ID_FIELDS.has(key) && STORED_ID.test(value)) {
      seen.changed = true;
      return new RawNumber(specId(value));
    }
    return idsInJsonText(value, seen);
  }
  if (Array.isArray(value)) {
    const itemKey = key === undefined ? undefined : ID_LISTS.get(key);
    return value.map((item) => withSpecIds(item, itemKey, seen));
  }
  if (value && typeof value === 'object' && !(value instanceof RawNumber)) {
    const source =
      typeof (value as { toJSON?: unknown }).toJSON === 'function' ? (value as { toJSON(): unknown }).toJSON() : value;
    if (source !== value) return withSpecIds(source, key, seen);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withSpecIds(v, k, seen);
    return out;
  }
  return value;
}

/**
 * Text that holds JSON (a tool record's details) carries its ids in spec form too, the way the app
 * wrote them; any other text is sent as it is.
 */
function idsInJsonText(text: string, seen: { changed: boolean }): string {
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  const inner = { changed: false };
  const converted = withSpecIds(parsed, undefined, inner);
  if (!inner.changed) return text;
  seen.changed = true;
  return jsonText(converted);
}

/** JSON.stringify's text, except that RawNumber values are written as their digits. */
function jsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.digits;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : jsonText(item))).join(',')}]`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    parts.push(`${JSON.stringify(k)}:${jsonText(v)}`);
  }
  return `{${parts.join(',')}}`;
}

/** The JSON text of an answer in the spec dialect: entity ids as bare 18-digit numbers. */
export function specJson(value: unknown): string {
  return jsonText(withSpecIds(value, undefined, { changed: false }));
}

/** A value sent for an id the store never gave out in spec form: matches no entity. */
const UNKNOWN_ID = 'unknown-id-';

/** 18-digit runs in a text (not part of a longer number). */
const SPEC_ID_RUN = /(?<![\d.])\d{18}(?![\d.])/g;

/**
 * A JSON body parsed with its long numbers (16 digits or more) kept as their digits, as strings:
 * JSON.parse would round them to a double.
 */
export function parseSpecJson(text: string): unknown {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      let j = i;
      while (j < text.length && /[-+\d.eE]/.test(text[j])) j += 1;
      const number = text.slice(i, j);
      out += /^\d{16,}$/.test(number) ? `"${number}"` : number;
      i = j;
    } else {
      out += c;
      i += 1;
    }
  }
  return JSON.parse(out);
}

/** A field of a JSON body with its ids back in stored form (see storedParam), at any depth. */
export function storedJsonValue(key: string, value: unknown): unknown {
  if (typeof value === 'string') return storedParam(key, value);
  if (typeof value === 'number' && (ID_FIELDS.has(key) || ID_LISTS.has(key))) return storedParam(key, String(value));
  if (Array.isArray(value)) return value.map((item) => storedJsonValue(key, item));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storedJsonValue(k, v)]));
  return value;
}

/**
 * A sent field with its ids back in stored form: a spec id in any field (gameId is a training's id)
 * becomes the stored id; in a field named for an entity id, a number that is no spec id (a stored
 * id, or an id rounded by a double) is made one that finds nothing, as the real backend would.
 */
export function storedParam(key: string, value: string): string {
  if (ID_FIELDS.has(key) || ID_LISTS.has(key)) {
    return value
      .split(',')
      .map((part) => {
        const digits = part.trim();
        if (!/^\d+$/.test(digits)) return part;
        return storedIdOf(digits) ?? `${UNKNOWN_ID}${digits}`;
      })
      .join(',');
  }
  return value.replace(SPEC_ID_RUN, (digits) => storedIdOf(digits) ?? digits);
}

// ---- answers -----------------------------------------------------------------------------------

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);

/** The named fields of a row, in the spec's order; a field the mock does not have is not invented. */
function pick(value: unknown, fields: readonly string[]): unknown {
  if (!isRow(value)) return value;
  const out: Row = {};
  for (const field of fields) if (field in value) out[field] = value[field];
  return out;
}

/*
 * The fields the spec promises, read from the contract (src/services/contract/) so that the app's
 * types, the contract check and this dialect share one list.
 */

/** Spec point 3's training (trainId sent as id). */
export const TRAINING_FIELDS = promisedFields(TRAINING_ROW);

/** Spec point 7's menu condition. */
export const MENU_CONDITION_FIELDS = promisedFields(CONTRACT['menu.condition'].answer);

/** Spec point 3's menu phase (with point 7's phase, startTime, currentTime, state). */
export const MENU_PHASE_FIELDS = promisedFields(CONTRACT['menu.getMenuPhase'].answer, 'always');

/** What spec point 3 adds to the menu phase in phase 3. */
export const MENU_PHASE_3_FIELDS = promisedFields(CONTRACT['menu.getMenuPhase'].answer, 'phase 3');

export const ORDER_MEETING_FIELDS = promisedFields(CONTRACT['orderMeeting.get'].answer);
export const LEARNING_SUMMARY_FIELDS = promisedFields(CONTRACT['learning.summary'].answer);
export const PROJECT_LIST_FIELDS = promisedFields(CONTRACT['project.list'].answer);

/** A page of rows as the spec names it: records and total. */
function recordsAndTotal(data: unknown, row: (r: unknown) => unknown = (r) => r): unknown {
  if (!isRow(data)) return data;
  return { records: Array.isArray(data.records) ? data.records.map(row) : data.records, total: data.total };
}

/** The menu phase; in phase 3 with the progress, products and countdowns spec point 3 names. */
function menuPhase(data: unknown, ctx: Ctx): unknown {
  const phase = pick(data, MENU_PHASE_FIELDS);
  if (!isRow(phase) || phase.phase !== 3) return phase;
  const training: DbTraining = trainingOf(ctx);
  const condition = conditionOf(ctx, training);
  const timers = viewOf(ctx, training)?.menuTimers ?? {};
  return {
    ...phase,
    allRound: {
      allRounds: condition.allRounds,
      allOrder: condition.allOrder,
      surplusRounds: condition.surplusRounds,
      surplusOrder: condition.surplusOrder,
    },
    productList: condition.list,
    menuState: condition.menuState,
    menuTime: Math.max(0, condition.menuTime),
    menuTimers: Object.fromEntries(Object.entries(timers).map(([product, s]) => [product, Math.max(0, Math.floor(s))])),
  };
}

/** A training as spec point 3 names it, wherever one is answered: by id, in a list, after a change. */
const training = (data: unknown) => pick(data, TRAINING_FIELDS);
const trainings = (data: unknown) => (Array.isArray(data) ? data.map(training) : data);

/** The menu condition as point 7 names it; a teacher's menu controls answer it too, in the same form. */
const condition = (data: unknown) => pick(data, MENU_CONDITION_FIELDS);
/** An answer that carries the condition beside its own fields (auto-cancel, a pick). */
const withCondition = (data: unknown) => (isRow(data) ? { ...data, condition: condition(data.condition) } : data);

/** An answer that is an entity id itself, in its 18-digit form. */
const bareId = (data: unknown) =>
  typeof data === 'string' && STORED_ID.test(data) ? new RawNumber(specId(data)) : data;

/** Per catalogue entry (family.name): the answer as the spec promises it. */
const SPEC_SHAPES: Record<string, (data: unknown, ctx: Ctx) => unknown> = {
  // Spec point 7: the start answers the meeting's id.
  'orderMeeting.start': bareId,
  'menu.condition': condition,
  'menu.suspend': condition,
  'menu.restore': condition,
  'menu.reMenu': condition,
  'menu.updateMenuState': condition,
  'menu.autoCancel': withCondition,
  'menu.selectOrder': withCondition,
  'menu.getMenuPhase': menuPhase,
  'menu.saveMenu': menuPhase,
  'orderMeeting.get': (data) => pick(data, ORDER_MEETING_FIELDS),
  'learning.summary': (data) => pick(data, LEARNING_SUMMARY_FIELDS),
  'project.list': (data) => pick(data, PROJECT_LIST_FIELDS),
  'training.getById': training,
  'training.list': (data) => recordsAndTotal(data, training),
  'training.getList': trainings,
  'training.record': trainings,
  'training.save': training,
  'training.saveRelease': training,
  'training.saveGz': training,
  'training.changeState': training,
  'training.changeRound': training,
  'training.isOpen': training,
  'class.list': (data) => recordsAndTotal(data),
  'teachingPlan.list': (data) => recordsAndTotal(data),
  'gmSys.getSystemBulletin': (data) =>
    isRow(data) && isRow(data.pages) ? { pages: { current: data.pages.current, records: data.pages.records } } : data,
};

/** The catalogue entries whose answer the spec dialect reshapes. */
export const SPEC_SHAPED = Object.keys(SPEC_SHAPES);

/** A resolver's answer as the spec dialect sends it (before the ids are put in spec form). */
export function specAnswer(key: string, data: unknown, ctx: Ctx): unknown {
  const shape = SPEC_SHAPES[key];
  return shape ? shape(data, ctx) : data;
}

// ---- downloads ---------------------------------------------------------------------------------

/** Java's URLEncoder.encode(name, "UTF-8"): percent-encoded UTF-8, a space as '+', only a-z A-Z 0-9 . - * _ kept. */
export function javaUrlEncode(name: string): string {
  return encodeURIComponent(name)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** The Content-Disposition of a download from the Java backend. */
export function javaAttachment(fileName: string): string {
  return `attachment;filename=${javaUrlEncode(fileName)}`;
}
