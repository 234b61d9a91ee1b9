/**
 * Builds the MSW handlers from the catalogue: a route table with every endpoint at every concrete
 * path (variant paths under /sworld/, /sworldgz/ and /sworldrelease/), and JSON 404s for unknown API
 * paths. The same list serves the browser worker, the Node test server and the standalone server.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { allEndpoints, type Endpoint, resolvePath } from '../../src/services/endpoints';
import { tokenDigest } from '../db/secrets';
import { PersistError, type Store } from '../db/store';
import type { DbSession } from '../db/types';
import {
  CODE,
  type AllResolvers,
  collectFields,
  type Ctx,
  FileReply,
  PEER_HEADER,
  Refusal,
  type Resolver,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
} from './kit';
import { type ErrorFields, errorAnswer } from './errorBody';
import { javaAnswer, javaParamsIn } from './javaDialect';
import {
  type Dialect,
  javaAttachment,
  parseSpecJson,
  specAnswer,
  specJson,
  storedJsonValue,
  storedParam,
} from './specDialect';

export interface BuildOptions {
  /** Milliseconds to wait before answering (browser only; 0 in tests). */
  latency?: () => number;
  /** Clock; tests may fix it. */
  now?: () => number;
  /**
   * 'spec': answers carry only what the spec promises (mock/handlers/specDialect.ts); 'java': that
   * plus a Spring backend's habits (mock/handlers/javaDialect.ts).
   */
  dialect?: Dialect;
  /** Sees the data of each answer (not a file's) as it is sent: the tests judge it by the contract. */
  onAnswer?: (key: string, data: unknown) => void;
}

/** How the handlers answer: the dialect, and who sees each answer. */
type Answering = { dialect: Dialect; onAnswer?: BuildOptions['onAnswer'] };

const VARIANTS = ['', 'gz', 'release'] as const;

/** The concrete paths an endpoint answers at, with their variant. */
export function concretePaths(endpoint: Endpoint): { path: string; variant: string }[] {
  if (!endpoint.variant) return [{ path: endpoint.path, variant: '' }];
  return VARIANTS.map((variant) => ({ path: resolvePath(endpoint.path, variant), variant }));
}

/** Every API path starts with one of these; unknown paths under them get a JSON 404 envelope. */
export const API_PREFIXES = [
  '/sworld/',
  '/sworldgz/',
  '/sworldrelease/',
  '/sworldShunt/',
  '/estimate/',
  '/estimategz/',
  '/estimaterelease/',
  '/estimateShunt/',
];

function envelope(code: number, msg: string, data: unknown = null, status = 200) {
  return HttpResponse.json({ code, msg, data }, { status });
}

/** The envelope in the spec and java dialects: its JSON text written with the ids as 18-digit numbers. */
function specEnvelope(code: number, msg: string, data: unknown = null) {
  return new HttpResponse(specJson({ code, msg, data }), { headers: { 'Content-Type': 'application/json' } });
}

/** Whether the dialect sends entity ids as 18-digit numbers and names downloads the Java way. */
const javaIds = (dialect: Dialect) => dialect !== 'default';

/** An error in the dialect's form (mock/handlers/errorBody.ts): Spring's body and status in the java dialect. */
function errorResponse(dialect: Dialect, request: Request, now: number, fields: ErrorFields) {
  const { status, body, headers } = errorAnswer(dialect, { ...fields, path: new URL(request.url).pathname, now });
  return new HttpResponse(dialect === 'spec' ? specJson(body) : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

async function readParams(request: Request, dialect: Dialect) {
  const collected = collectFields();
  const { files, fields } = collected;
  const spec = javaIds(dialect);
  const add = spec ? (k: string, v: string) => collected.add(k, storedParam(k, v)) : collected.add;
  const addJson = spec ? (k: string, v: unknown) => collected.addJson(k, storedJsonValue(k, v)) : collected.addJson;
  new URL(request.url).searchParams.forEach((value, key) => add(key, value));
  const type = request.headers.get('content-type') ?? '';
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      form.forEach((value, key) => {
        if (typeof value === 'string') add(key, value);
        else files[key] = value as File;
      });
    } else {
      const body = await request.text();
      if (type.includes('application/json') && body) {
        const parsed: unknown = spec ? parseSpecJson(body) : JSON.parse(body);
        // Fields are named: a body that is not one object has none (caught below as malformed).
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        Object.entries(parsed).forEach(([k, v]) => addJson(k, v));
      } else if (body) {
        new URLSearchParams(body).forEach((value, key) => add(key, value));
      }
    }
  }
  return fields();
}

function lookup(resolvers: AllResolvers, endpoint: Endpoint): Resolver {
  const name = endpoint.key.slice(endpoint.family.length + 1);
  return (resolvers as any)[endpoint.family][name];
}

/** One route of the table: the endpoint answering at a concrete method and path. */
export interface Route {
  endpoint: Endpoint;
  variant: string;
  resolve: Resolver;
}

/** Every endpoint at every concrete path, keyed `METHOD /path`: one Map lookup per request. */
export function buildRouteTable(resolvers: AllResolvers): Map<string, Route> {
  const table = new Map<string, Route>();
  for (const endpoint of allEndpoints) {
    const resolve = lookup(resolvers, endpoint);
    for (const { path, variant } of concretePaths(endpoint))
      table.set(`${endpoint.method} ${path}`, { endpoint, variant, resolve });
  }
  return table;
}

/** Use is recorded to the minute, so a burst of reads does not rewrite the store on every call. */
const SESSION_TOUCH_MS = 60_000;

/** The live session of this token; an idle one, or one past its lifetime, is removed. */
async function liveSession(store: Store, token: string, now: number): Promise<DbSession | undefined> {
  // The store keeps each token's digest only (mock/db/secrets.ts).
  const digest = token ? await tokenDigest(token) : '';
  const session = digest ? store.db.sessions.find((s) => s.tokenHash === digest) : undefined;
  if (!session) return undefined;
  const lastSeen = session.lastSeenAt ?? session.createdAt;
  if (now - lastSeen > SESSION_IDLE_MS || now - session.createdAt > SESSION_MAX_MS) {
    store.db.sessions = store.db.sessions.filter((s) => s !== session);
    store.changed();
    return undefined;
  }
  if (now - lastSeen >= SESSION_TOUCH_MS) {
    session.lastSeenAt = now;
    store.changed();
  }
  return session;
}

/** The message of a call whose change could not be saved (the store is back as it was). */
const NOT_SAVED = '数据保存失败，本次操作未生效，请稍后重试';

/**
 * The calls that write, one at a time per store: a call that awaits (reading an upload) is never
 * interleaved with another write, so a check it made (a free name) still holds when it writes.
 */
const writeQueues = new WeakMap<Store, Promise<unknown>>();

function oneAtATime<T>(store: Store, work: () => Promise<T>): Promise<T> {
  const previous = writeQueues.get(store) ?? Promise.resolve();
  const result = previous.then(work, work);
  writeQueues.set(
    store,
    result.catch(() => undefined),
  );
  return result;
}

async function answer(store: Store, route: Route, request: Request, now: number, how: Answering) {
  const fail = (code: number, msg: string) => errorResponse(how.dialect, request, now, { code, msg });
  try {
    if (route.endpoint.method === 'POST')
      return await oneAtATime(store, () => answerCall(store, route, request, now, how));
    return await answerCall(store, route, request, now, how);
  } catch (error) {
    // A change that could not be saved (liveSession's included) was undone: the call did nothing.
    if (error instanceof PersistError) {
      console.error(error.message);
      return fail(CODE.serverError, NOT_SAVED);
    }
    console.error(`[mock] ${route.endpoint.key} failed`, error);
    return fail(CODE.serverError, '服务器内部错误');
  }
}

async function answerCall(store: Store, route: Route, request: Request, now: number, how: Answering) {
  const { dialect } = how;
  const { endpoint, variant, resolve } = route;
  const fail = (fields: ErrorFields) => errorResponse(dialect, request, now, fields);
  const closed = () => fail({ code: CODE.clientClosed, msg: '请求已被客户端取消', httpStatus: 499 });
  const token = request.headers.get('authorization') ?? '';
  const session = await liveSession(store, token, now);
  const user = session ? (store.db.users.find((u) => u.id === session.userId) ?? null) : null;
  if (!endpoint.open && !user) return fail({ code: CODE.unauthorized, msg: '用户未登录或登录已过期' });
  // A caller that gave up (timeout, screen change) before the handler started never has its call
  // applied: the mock, like a server reading a closed connection, drops it. 499 is nginx's code for it.
  if (request.signal?.aborted) return closed();
  let parsed: Awaited<ReturnType<typeof readParams>>;
  try {
    parsed = await readParams(request, dialect);
  } catch {
    return fail({ code: CODE.badInput, msg: '请求内容格式不正确' });
  }
  if (request.signal?.aborted) return closed();
  const peer = request.headers.get(PEER_HEADER) ?? undefined;
  const ctx: Ctx = { store, db: store.db, endpoint, variant, ...parsed, user, token, now, peer };
  try {
    const spec = javaIds(dialect);
    if (dialect === 'java') javaParamsIn(endpoint.key, ctx);
    const resolved = await resolve(ctx);
    // Shaped before the store is saved: the phase-3 menu phase reads the game, as the resolver did.
    const shaped = spec && !(resolved instanceof FileReply) ? specAnswer(endpoint.key, resolved, ctx) : resolved;
    const result =
      dialect === 'java' && !(shaped instanceof FileReply)
        ? javaAnswer(endpoint.key, endpoint.method, shaped ?? null)
        : shaped;
    if (endpoint.method === 'POST') store.changed();
    if (result instanceof FileReply) {
      return new HttpResponse(result.body, {
        status: 200,
        headers: {
          'Content-Type': result.contentType,
          'Content-Disposition': spec
            ? javaAttachment(result.fileName)
            : `attachment; filename*=UTF-8''${encodeURIComponent(result.fileName)}`,
        },
      });
    }
    how.onAnswer?.(endpoint.key, JSON.parse(JSON.stringify(result ?? null)));
    return (spec ? specEnvelope : envelope)(CODE.ok, '操作成功', result ?? null);
  } catch (error) {
    if (error instanceof Refusal) return fail({ code: error.code, msg: error.msg, data: error.data });
    if (error instanceof PersistError) throw error;
    console.error(`[mock] ${endpoint.key} failed`, error);
    return fail({ code: CODE.serverError, msg: '服务器内部错误' });
  }
}

/**
 * The handler list: one MSW handler per API prefix (and one each for the open root paths /login
 * and /logout) that dispatches through the route table. Unknown paths get a JSON 404 envelope,
 * a known path called with the wrong method a JSON 405.
 */
export function buildHandlers(store: Store, resolvers: AllResolvers, options: BuildOptions = {}): HttpHandler[] {
  const now = options.now ?? (() => Date.now());
  const dialect = options.dialect ?? 'default';
  const table = buildRouteTable(resolvers);
  const paths = new Set([...table.keys()].map((key) => key.slice(key.indexOf(' ') + 1)));
  const rootPaths = [...paths].filter((p) => !API_PREFIXES.some((prefix) => p.startsWith(prefix)));
  const dispatch = async ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    // `*/login` also matches the app's own page /sworldweb/login: only API paths are ours.
    if (!rootPaths.includes(pathname) && !API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return undefined;
    const route = table.get(`${request.method} ${pathname}`);
    if (!route) {
      const known = paths.has(pathname);
      return errorResponse(dialect, request, now(), {
        code: known ? 405 : CODE.notFound,
        msg: known ? `请求方法不支持：${request.method} ${pathname}` : `接口不存在：${request.method} ${pathname}`,
        httpStatus: known ? 405 : 404,
      });
    }
    const wait = options.latency?.() ?? 0;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    return answer(store, route, request, now(), { dialect, onAnswer: options.onAnswer });
  };
  return [
    ...rootPaths.map((p) => http.all(`*${p}`, dispatch)),
    ...API_PREFIXES.map((prefix) => http.all(`*${prefix}*`, dispatch)),
  ];
}
