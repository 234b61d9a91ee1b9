/**
 * What every mock handler shares: parsing the call, the auth check, validation helpers that name
 * the field in Chinese, the envelope, and refusals. A resolver validates everything first and only
 * then mutates the store, so a refused call writes nothing.
 */
import type { Endpoint, Endpoints, Family } from '../../src/services/endpoints';
import { ROLE } from '../../src/constants';
import type { Store } from '../db/store';
import type { Db, DbUser } from '../db/types';

/** Envelope codes the mock answers with (see docs/ASSUMPTIONS.md). */
export const CODE = {
  ok: 200,
  badInput: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  /** Too many failed logins: wait (the message says how long). */
  tooManyRequests: 429,
  /** The caller closed the call before it was handled (nginx's 499); nobody reads the answer. */
  clientClosed: 499,
  serverError: 500,
} as const;

/** A session unused this long is gone: the next call with it gets 401 (see docs/ASSUMPTIONS.md). */
export const SESSION_IDLE_MS = 2 * 3600_000;

/** A session older than this is gone however busy it was: a stolen token is not good for ever. */
export const SESSION_MAX_MS = 12 * 3600_000;

/**
 * The caller's network address, set by the standalone server (mock/server.ts) only where it sees
 * the real one (MOCK_CLIENT_ADDRESS=direct); the server drops any such header a caller sends.
 */
export const PEER_HEADER = 'x-sworld-mock-peer';

export type Params = Record<string, string>;

export interface Ctx {
  store: Store;
  db: Db;
  endpoint: Endpoint;
  /** '' (default), 'gz' or 'release': which variant path was called. */
  variant: string;
  /** Query and body fields; a repeated key keeps its last value (all values in `lists`). */
  params: Params;
  lists: Record<string, string[]>;
  files: Record<string, File>;
  /** Fields refused on arrival (control characters and the like), with why: reading one is refused. */
  rejected?: Record<string, string>;
  /** Fields a JSON body sent as an array or object: never text, so the text helpers refuse them. */
  structured?: Set<string>;
  /** The caller; null only on open endpoints. */
  user: DbUser | null;
  token: string;
  now: number;
  /** The caller's own network address, where the host knows it (see PEER_HEADER). */
  peer?: string;
}

/** A file answer (downloads). */
export class FileReply {
  constructor(
    readonly body: BodyInit,
    readonly fileName: string,
    readonly contentType: string,
  ) {}
}

export type Resolver = (ctx: Ctx) => unknown | Promise<unknown>;
export type FamilyResolvers<F extends Family> = { [N in keyof Endpoints[F]]: Resolver };
export type AllResolvers = { [F in Family]: FamilyResolvers<F> };

/** A refusal: becomes an envelope with this code and message; nothing was written. */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(msg);
  }
}

export function refuse(code: number, msg: string, data: unknown = null): never {
  throw new Refusal(code, msg, data);
}

// ---- reading the sent fields -----------------------------------------------------------------

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Embeddings, overrides and isolates: they make a name read differently from what it is. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Format characters (category Cf: zero-width spaces and joiners, direction marks, the byte-order
 * mark, tag characters): a one-line name holding one looks like another name, or like nothing.
 */
const INVISIBLE_FORMAT = /\p{Cf}/u;

/** Why a sent text cannot be stored, or null when it can. */
export function valueProblem(value: string): string | null {
  if (CONTROL.test(value)) return '不能包含控制字符';
  if (LONE_SURROGATE.test(value)) return '包含无效的字符';
  if (BIDI_CONTROL.test(value)) return '不能包含文字方向控制字符';
  return null;
}

/** The first problem of any text inside a parsed JSON value. */
function nestedProblem(value: unknown): string | null {
  if (typeof value === 'string') return valueProblem(value);
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const problem = valueProblem(key) ?? nestedProblem(inner);
      if (problem) return problem;
    }
  }
  return null;
}

export interface SentFields {
  params: Params;
  lists: Record<string, string[]>;
  files: Record<string, File>;
  rejected: Record<string, string>;
  structured: Set<string>;
}

/**
 * Collects a call's fields. The maps have no prototype, so a field named `__proto__`,
 * `constructor` or `toString` is an ordinary (ignored) field. A value that cannot be stored is
 * kept out of reach: the validation helpers refuse it under their Chinese label, and a handler
 * that reads it directly gets a 400 naming the field, so nothing unclean is ever written.
 */
export function collectFields() {
  const params: Params = Object.create(null);
  const lists: Record<string, string[]> = Object.create(null);
  const files: Record<string, File> = Object.create(null);
  const rejected: Record<string, string> = Object.create(null);
  const structured = new Set<string>();
  const add = (key: string, value: string) => {
    params[key] = value;
    (lists[key] ??= []).push(value);
    const problem = valueProblem(value);
    if (problem) rejected[key] ??= problem;
  };
  /** A JSON body's field, encoded as the app's request layer would send it. */
  const addJson = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (typeof value !== 'object') return add(key, String(value));
    structured.add(key);
    const problem = nestedProblem(value);
    if (problem) rejected[key] ??= problem;
    const items = Array.isArray(value) ? value : [value];
    lists[key] = items.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
    params[key] = JSON.stringify(value);
  };
  const guard = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(obj, key, receiver) {
        if (typeof key === 'string' && key in rejected) refuse(CODE.badInput, `参数“${key}”${rejected[key]}`);
        return Reflect.get(obj, key, receiver);
      },
    });
  const fields = (): SentFields => ({ params: guard(params), lists: guard(lists), files, rejected, structured });
  return { add, addJson, files, fields };
}

/** A field's trimmed text: refused under its label when it arrived unusable or as JSON structure. */
function sentText(ctx: Ctx, field: string, label: string): string {
  const problem = ctx.rejected?.[field];
  if (problem) refuse(CODE.badInput, `${label}${problem}`);
  if (ctx.structured?.has(field)) refuse(CODE.badInput, `${label}必须是文本`);
  return (ctx.params[field] ?? '').trim();
}

// ---- validation ------------------------------------------------------------------------------

export const MAX_TEXT = 100;
export const MAX_LONG_TEXT = 2000;

/** A required text field, trimmed, with a length bound. */
export function text(
  ctx: Ctx,
  field: string,
  label: string,
  opts: { required?: boolean; max?: number; min?: number } = {},
): string {
  const value = sentText(ctx, field, label);
  const { required = true, max = MAX_TEXT, min = 0 } = opts;
  if (!value) {
    if (required) refuse(CODE.badInput, `${label}不能为空`);
    return '';
  }
  // Names and codes are one line; only the long texts (remarks, summaries) keep line breaks.
  if (max <= MAX_TEXT && /[\t\n\r\u2028\u2029]/.test(value)) refuse(CODE.badInput, `${label}不能包含换行或制表符`);
  if (max <= MAX_TEXT && INVISIBLE_FORMAT.test(value)) refuse(CODE.badInput, `${label}不能包含不可见的格式字符`);
  if (value.length > max) refuse(CODE.badInput, `${label}长度不能超过 ${max} 个字符`);
  if (value.length < min) refuse(CODE.badInput, `${label}长度不能少于 ${min} 个字符`);
  return value;
}

type NumberOpts = { required?: boolean; min?: number; max?: number; fallback?: number };

/** A numeric field: blank gives `fallback` (refused when required, NaN when optional), else `read` checks and converts the trimmed text. */
function numeric(
  ctx: Ctx,
  field: string,
  label: string,
  opts: NumberOpts,
  read: (raw: string, min: number, max: number) => number,
): number {
  const raw = sentText(ctx, field, label);
  const { required = true, min = -Infinity, max = Infinity } = opts;
  if (!raw) {
    if (opts.fallback !== undefined) return opts.fallback;
    if (required) refuse(CODE.badInput, `${label}不能为空`);
    return NaN;
  }
  return read(raw, min, max);
}

/** An integer field within bounds. */
export function int(ctx: Ctx, field: string, label: string, opts: NumberOpts = {}): number {
  return numeric(ctx, field, label, opts, (raw, min, max) => {
    if (!/^-?\d+$/.test(raw)) refuse(CODE.badInput, `${label}必须是整数`);
    const value = Number(raw);
    if (value < min || value > max) {
      refuse(CODE.badInput, Number.isFinite(max) ? `${label}必须在 ${min} 到 ${max} 之间` : `${label}不能小于 ${min}`);
    }
    return value;
  });
}

/** A number field (money, weights) within bounds. */
export function num(ctx: Ctx, field: string, label: string, opts: NumberOpts = {}): number {
  return numeric(ctx, field, label, opts, (raw, min, max) => {
    const value = Number(raw);
    if (!Number.isFinite(value)) refuse(CODE.badInput, `${label}必须是数字`);
    if (value < min) refuse(CODE.badInput, `${label}不能小于 ${min}`);
    if (value > max) refuse(CODE.badInput, `${label}不能大于 ${max}`);
    return value;
  });
}

/** An e-mail: pattern, and shorter than 255 characters (spec point 5). */
export function email(ctx: Ctx, field: string, label: string, opts: { required?: boolean } = {}): string {
  const value = sentText(ctx, field, label);
  if (!value) {
    if (opts.required) refuse(CODE.badInput, `${label}不能为空`);
    return '';
  }
  if (value.length >= 255) refuse(CODE.badInput, `${label}长度必须少于 255 个字符`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) refuse(CODE.badInput, `${label}格式不正确`);
  return value;
}

/** One of a fixed set of values. */
export function oneOf<T extends string | number>(
  ctx: Ctx,
  field: string,
  label: string,
  allowed: readonly T[],
  fallback?: T,
): T {
  const raw = sentText(ctx, field, label);
  if (!raw && fallback !== undefined) return fallback;
  const match = allowed.find((a) => String(a) === raw);
  if (match === undefined) refuse(CODE.badInput, `${label}的取值不正确`);
  return match;
}

/** A JSON field (arrays and objects sent as JSON text by the request layer). */
export function json<T>(ctx: Ctx, field: string, label: string, opts: { required?: boolean } = {}): T | undefined {
  const arrived = ctx.rejected?.[field];
  if (arrived) refuse(CODE.badInput, `${label}${arrived}`);
  const raw = ctx.params[field];
  if (raw === undefined || raw === '') {
    if (opts.required ?? true) refuse(CODE.badInput, `${label}不能为空`);
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return refuse(CODE.badInput, `${label}格式不正确`);
  }
  // Escaped characters (\u0000) only become themselves once parsed.
  const problem = nestedProblem(value);
  if (problem) refuse(CODE.badInput, `${label}${problem}`);
  return value as T;
}

/** An uploaded file, with a size bound and allowed extensions. */
export function file(
  ctx: Ctx,
  field: string,
  label: string,
  opts: { extensions?: string[]; maxBytes?: number } = {},
): File {
  const value = ctx.files[field];
  if (!value) refuse(CODE.badInput, `请选择要上传的${label}`);
  const { extensions, maxBytes = 10 * 1024 * 1024 } = opts;
  if (extensions && !extensions.some((ext) => value.name.toLowerCase().endsWith(ext))) {
    refuse(CODE.badInput, `${label}格式不正确，仅支持 ${extensions.join('、')}`);
  }
  if (value.size === 0) refuse(CODE.badInput, `${label}是空文件`);
  if (value.size > maxBytes) refuse(CODE.badInput, `${label}不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`);
  return value;
}

/** The row with this id, or a not-found refusal naming what was looked for. */
export function find<T extends { id: string }>(rows: T[], id: string | undefined, label: string): T {
  const row = id ? rows.find((r) => r.id === String(id)) : undefined;
  if (!row) refuse(CODE.notFound, `${label}不存在`);
  return row;
}

export function requireAdmin(ctx: Ctx) {
  if (ctx.user?.userType !== ROLE.admin) refuse(CODE.forbidden, '无权限：仅管理员可以执行此操作');
}

export function requireTeacher(ctx: Ctx) {
  const type = ctx.user?.userType;
  if (type !== ROLE.teacher && type !== ROLE.abutment && type !== ROLE.admin)
    refuse(CODE.forbidden, '无权限：仅教师可以执行此操作');
}

/** Server-side paging: current (1-based) and size, with bounds. */
export function paging(ctx: Ctx): { current: number; size: number } {
  const current = int(ctx, 'current', '页码', { min: 1, fallback: 1 });
  const size = int(ctx, 'size', '每页条数', { min: 1, max: 500, fallback: 10 });
  return { current, size };
}

export function page<T>(rows: T[], { current, size }: { current: number; size: number }) {
  return { records: rows.slice((current - 1) * size, current * size), total: rows.length, current, size };
}

/** Formats a time the way the Java backend does: 'YYYY-MM-DD HH:mm:ss' (UTC+8). */
export function formatTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return d.toISOString().replace('T', ' ').slice(0, 19);
}
