import { createServer, type IncomingMessage, STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import express, { type NextFunction, type Request as ExpressRequest, type Response } from 'express';
import { getResponse, type RequestHandler } from 'msw';
import { createStore, type Store } from './db/store';
import { loadFileStore, lockStoreFile } from './db/persistFile';
import { tokenDigest } from './db/secrets';
import { allEndpoints } from '../src/services/endpoints';
import { buildHandlers, concretePaths } from './handlers/build';
import { errorAnswer } from './handlers/errorBody';
import { resolvers } from './handlers';
import { PEER_HEADER, SESSION_IDLE_MS, SESSION_MAX_MS } from './handlers/kit';
import { type Dialect, parseDialect } from './handlers/specDialect';
import { loadScenario } from './scenarios/files';
import { scenarioHandlers } from './scenarios/replay';

/**
 * The standalone mock backend (npm run mock:server): the same handlers over HTTP on
 * 127.0.0.1:${MOCK_PORT:-8080}, so `npm run start:real` exercises the real proxy path.
 * MOCK_DB_FILE keeps the store in a JSON file (one server per file); otherwise it lives in memory.
 * MOCK_DIALECT=spec answers only what the spec promises (mock/handlers/specDialect.ts); MOCK_DIALECT=java
 * adds a Spring backend's habits (mock/handlers/javaDialect.ts).
 *
 * What it holds to on a shared network (README, Mock server): no request stops it, nor holds up
 * the others (a body is bounded in size, fields and depth before it is parsed, tightly for a caller
 * without a session); every answer is JSON (Node's own refusals included), uncached (no-store),
 * without X-Powered-By; a write is answered once it is on disk, and one that cannot be written is
 * undone; writes run one at a time.
 */
/** The largest upload (multipart, with a session), as nginx's `client_max_body_size 50m` in front of the real backend. */
export const MAX_BODY = '50mb';
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * Any other body with a session (a form or JSON): at most 1 MB. The app's forms are a few
 * kilobytes (uploads are multipart); Tomcat, in front of the real backend, takes 2 MB of form.
 */
export const MAX_FORM_BODY = 1024 * 1024;

/**
 * A body from a caller without a live session: at most 8 KB. The only call it may make is /login,
 * two short fields; every other call is refused unread.
 */
export const MAX_ANONYMOUS_BODY = 8 * 1024;

/** Fields of a body with a session (form pairs, multipart parts, JSON members and elements), as Tomcat's maxParameterCount. */
export const MAX_FIELDS = 10_000;

/** Fields of a body without a session: /login takes two. */
export const MAX_ANONYMOUS_FIELDS = 8;

/** JSON nested deeper than this is refused unparsed (the app's deepest is a handful of levels). */
export const MAX_JSON_DEPTH = 64;

/** What one body may hold: bytes (before and after gzip/deflate are undone), fields and JSON depth. */
export interface BodyLimits {
  bytes: number;
  fields: number;
  depth: number;
}

/**
 * The bounds of a call's body: small for a caller without a live session, 1 MB for a form or
 * JSON, 50 MB for an upload.
 */
export function bodyLimits(anonymous: boolean, multipart: boolean): BodyLimits {
  if (anonymous) return { bytes: MAX_ANONYMOUS_BODY, fields: MAX_ANONYMOUS_FIELDS, depth: MAX_JSON_DEPTH };
  return { bytes: multipart ? MAX_UPLOAD_BYTES : MAX_FORM_BODY, fields: MAX_FIELDS, depth: MAX_JSON_DEPTH };
}

/** A size as the refusals name it: 8 KB, 1 MB, 50 MB. */
function sizeText(bytes: number) {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

/**
 * One pass over a JSON text, no parse: 'deep' when arrays and objects nest deeper than `depth`,
 * 'many' when it holds more than `fields` object members and array elements (at any depth).
 * What is not JSON passes: the parse then refuses it, at a cost the size already bounds.
 */
export function jsonShape(bytes: Uint8Array, depth: number, fields: number): 'deep' | 'many' | 'ok' {
  // Per open container: 1 for an array, 0 for an object; `empty` while an array has no element yet.
  const arrays = new Uint8Array(depth + 1);
  let level = 0;
  let count = 0;
  let empty = false;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const c = bytes[i];
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    if (empty && c !== 0x5d) {
      // The first element of an array.
      empty = false;
      count += 1;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      level += 1;
      if (level > depth) return 'deep';
      arrays[level] = c === 0x5b ? 1 : 0;
      empty = c === 0x5b;
    } else if (c === 0x5d || c === 0x7d) {
      empty = false;
      if (level > 0) level -= 1;
    } else if (c === 0x3a || (c === 0x2c && arrays[level] === 1)) count += 1;
    if (count > fields) return 'many';
  }
  return 'ok';
}

/** How many times `needle` occurs in `bytes` (native search, no copy). */
function occurrences(bytes: Buffer, needle: Buffer | number): number {
  let count = 0;
  for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + 1)) count += 1;
  return count;
}

/** The fields of a form or multipart body, counted without parsing it. */
function fieldCount(body: Buffer, type: string): number {
  if (type.includes('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
    // Without a boundary the parse refuses it; each part opens with the delimiter, the last closes.
    return boundary ? Math.max(0, occurrences(body, Buffer.from(`--${boundary[1] ?? boundary[2]}`)) - 1) : 0;
  }
  return occurrences(body, 0x26) + 1;
}

/** Requests reach the handlers under this origin: the Host header a caller sends plays no part. */
const ORIGIN = 'http://127.0.0.1';

/** Headers about the wire, not the call: Node and the Request object set their own. */
const WIRE_HEADERS = new Set(['connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']);

/**
 * Whether an Authorization value names a live session: one digest (the store keeps only tokens'
 * digests, mock/db/secrets.ts) and a look-up in memory, so the limits are chosen before one byte of
 * the body is read. The handlers decide again (and end a stale session).
 */
export async function namesLiveSession(store: Store, authorization: string | undefined, now: number): Promise<boolean> {
  if (!authorization) return false;
  const digest = await tokenDigest(authorization);
  const session = store.db.sessions.find((s) => s.tokenHash === digest);
  if (!session) return false;
  return (
    now - (session.lastSeenAt ?? session.createdAt) <= SESSION_IDLE_MS && now - session.createdAt <= SESSION_MAX_MS
  );
}

export interface MockAppOptions {
  scenario?: string;
  fallback?: boolean;
  now?: () => number;
  /**
   * The server sees each caller's own address (no nginx, no NAT in front): failed logins are then
   * also counted per address (mock/handlers/loginThrottle.ts). MOCK_CLIENT_ADDRESS=direct.
   */
  directClients?: boolean;
  /** 'spec': answers carry only what the spec promises; 'java': errors in Spring's body. */
  dialect?: Dialect;
}

/** An error the server answers itself, in the dialect's error body (mock/handlers/errorBody.ts). */
function sendError(res: ServerResponse, dialect: Dialect, status: number, msg: string, path: string) {
  const answer = errorAnswer(dialect, { code: status, msg, httpStatus: status, path });
  const text = JSON.stringify(answer.body);
  res.statusCode = answer.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/**
 * An error answer written straight on a socket, where Node holds no response object (a request it
 * could not parse, CONNECT): then the connection closes.
 */
function writeError(socket: Duplex, dialect: Dialect, status: number, msg: string, path: string) {
  const answer = errorAnswer(dialect, { code: status, msg, httpStatus: status, path });
  const text = JSON.stringify(answer.body);
  socket.end(
    [
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(text)}`,
      'Cache-Control: no-store',
      'Connection: close',
      '',
      text,
    ].join('\r\n'),
  );
}

/** The Fetch request the handlers see: the call's method, path, headers and (already read) body. */
function toFetchRequest(req: ExpressRequest, res: Response, directClients: boolean): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === PEER_HEADER || WIRE_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  if (directClients && req.socket.remoteAddress) headers.set(PEER_HEADER, req.socket.remoteAddress);
  // A caller that hangs up before its call is handled has it dropped (see mock/handlers/build.ts).
  const gone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  const body = req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body) ? req.body : undefined;
  return new Request(new URL(req.originalUrl, ORIGIN), {
    method: req.method,
    headers,
    body: body?.length ? (body as unknown as BodyInit) : undefined,
    signal: gone.signal,
  });
}

/** Answers through the msw handlers; false when none takes the call. */
async function answerWith(
  handlers: RequestHandler[],
  req: ExpressRequest,
  res: Response,
  directClients: boolean,
  dialect: Dialect,
) {
  let request: Request;
  try {
    request = toFetchRequest(req, res, directClients);
  } catch {
    // A header or path the Fetch API refuses.
    sendError(res, dialect, 400, '请求格式不正确', req.path);
    return true;
  }
  const response = await getResponse(handlers, request, { baseUrl: ORIGIN });
  if (!response) return false;
  const body = Buffer.from(await response.arrayBuffer());
  res.status(response.status);
  response.headers.forEach((value, name) => {
    // no-store holds for every answer, a replayed one included; Node frames the body itself.
    if (name !== 'cache-control' && !WIRE_HEADERS.has(name)) res.append(name, value);
  });
  res.end(body);
  return true;
}

/**
 * What Node answers itself, before Express sees a request, answered here in the dialect's JSON
 * error body with no-store: a request it cannot parse (headers too large, a malformed request
 * line, a timeout), an `Expect` it does not know, and CONNECT (which Node would close unanswered).
 */
function answerNodeRefusals(server: Server, dialect: Dialect) {
  // The response in progress on each connection: an error in the middle of one cannot be answered.
  const inProgress = new WeakMap<object, ServerResponse>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inProgress.set(req.socket, res);
    res.once('finish', () => {
      if (inProgress.get(req.socket) === res) inProgress.delete(req.socket);
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable || inProgress.get(socket)?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, msg] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, '请求头过大']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, '请求超时']
          : [400, '请求格式不正确'];
    writeError(socket, dialect, status, msg, '/');
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    sendError(res, dialect, 417, `不支持的 Expect 请求头：${req.headers.expect}`, pathOf(req.url));
  });
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    writeError(socket, dialect, 405, '请求方法不支持：CONNECT', pathOf(req.url));
  });
}

/** The paths a caller without a session may call with a body: the login. */
const OPEN_PATHS = new Set(allEndpoints.filter((e) => e.open).flatMap((e) => concretePaths(e).map((c) => c.path)));

/** A refused body is dropped up to this many bytes (past the largest upload); past it, the connection is cut. */
const MAX_DROPPED = 64 * 1024 * 1024;

/**
 * The rest of a body that will not be used is read and dropped, never parsed, so the caller (still
 * sending) gets the answer: a connection closed on unread bytes is reset, and the answer lost with it.
 */
function dropRest(req: ExpressRequest) {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > MAX_DROPPED) req.socket.destroy();
  });
}

/** The path of a request target, for an error body ('/' when it has none). */
function pathOf(url: string | undefined) {
  return url?.startsWith('/') ? url.split('?')[0] : '/';
}

export function createMockApp(store = createStore(), options: MockAppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  const dialect = options.dialect ?? 'default';
  const now = options.now ?? (() => Date.now());
  const refuse = (req: ExpressRequest, res: Response, status: number, msg: string) =>
    sendError(res, dialect, status, msg, req.path);
  // --scenario NAME: the recorded answers of mock/scenarios/NAME.har first, then (fallback) the stateful mock.
  const replay = options.scenario
    ? scenarioHandlers(loadScenario(options.scenario), { fallback: options.fallback }).handlers
    : [];
  const handlers = [...replay, ...buildHandlers(store, resolvers, { now: options.now, dialect })];
  // Every answer of the backend is the caller's alone (the login answer holds the token): never cached.
  app.use((req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    // Node's own check would answer a bare 400 (see listen below): an HTTP/1.1 request names its host.
    if (req.httpVersion === '1.1' && req.headers.host === undefined) refuse(req, res, 400, '请求缺少 Host 请求头');
    else next();
  });
  // A path msw cannot decode (a malformed percent-escape) would throw inside its matching: answered here.
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch {
      refuse(req, res, 400, '请求路径格式不正确');
    }
  });
  // Bodies are read here as raw bytes with gzip/deflate undone, within the caller's limit (413 beyond
  // it, known from Content-Length before a byte is read), before the handlers parse them
  // (mock/handlers/build.ts: a body they cannot parse is a 400). Whether the caller has a session
  // is a look-up in memory: without one, a body costs next to nothing to refuse.
  const readers = new Map<number, ReturnType<typeof express.raw>>();
  const reader = (bytes: number) => {
    if (!readers.has(bytes)) readers.set(bytes, express.raw({ limit: bytes, type: () => true }));
    return readers.get(bytes)!;
  };
  const readBody = (req: ExpressRequest, res: Response, next: NextFunction, anonymous: boolean) => {
    const type = req.headers['content-type'] ?? '';
    const limits = bodyLimits(anonymous, type.includes('multipart/form-data'));
    res.locals.bodyLimits = limits;
    res.locals.anonymous = anonymous;
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
    if (anonymous && !OPEN_PATHS.has(req.path)) {
      // Without a session only a login is answered: the handlers refuse anything else (401, as an
      // upload after the session expired must be, for the app to ask for a login) without its body.
      if (hasBody) dropRest(req);
      next();
      return;
    }
    // A body announced too large is refused before it is read (what follows is dropped unparsed).
    if (Number(req.headers['content-length']) > limits.bytes)
      next(Object.assign(new Error('too large'), { status: 413 }));
    else reader(limits.bytes)(req, res, next);
  };
  app.use((req, res, next) => {
    namesLiveSession(store, req.headers.authorization, now()).then((live) => readBody(req, res, next, !live), next);
  });
  // Bounds on the work a body costs to parse, read as mock/handlers/build.ts reads it: one pass, no parse.
  app.use((req, res, next) => {
    const type = req.headers['content-type'] ?? '';
    const { fields, depth } = res.locals.bodyLimits as BodyLimits;
    if (!Buffer.isBuffer(req.body) || !req.body.length) {
      next();
      return;
    }
    const shape = type.includes('application/json')
      ? jsonShape(req.body, depth, fields)
      : fieldCount(req.body, type) > fields
        ? 'many'
        : 'ok';
    if (shape === 'deep') refuse(req, res, 400, `请求内容嵌套过深，不能超过 ${depth} 层`);
    else if (shape === 'many')
      refuse(
        req,
        res,
        400,
        res.locals.anonymous ? `未登录的请求内容不能超过 ${fields} 个字段` : `请求内容字段过多，不能超过 ${fields} 个`,
      );
    else next();
  });
  app.use((req, res, next) => {
    answerWith(handlers, req, res, !!options.directClients, dialect).then((answered) => answered || next(), next);
  });
  app.use((req, res) => {
    refuse(req, res, 404, `接口不存在：${req.method} ${req.path}`);
  });
  // Every error, Express's own included, is JSON: never an HTML page, never a stack trace.
  app.use(
    (
      error: { status?: number; statusCode?: number; type?: string },
      req: ExpressRequest,
      res: Response,
      _next: NextFunction,
    ) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (status === 413) {
        const { bytes } = res.locals.bodyLimits as BodyLimits;
        dropRest(req);
        refuse(
          req,
          res,
          413,
          res.locals.anonymous
            ? `未登录的请求内容不能超过 ${sizeText(bytes)}`
            : `请求内容过大，不能超过 ${sizeText(bytes)}`,
        );
      } else if (status === 415) refuse(req, res, 415, '不支持的请求内容编码');
      else if (status >= 400 && status < 500) refuse(req, res, status, '请求内容格式不正确');
      else {
        console.error(`[mock] ${req.method} ${req.path} failed`, error);
        refuse(req, res, 500, '服务器内部错误');
      }
    },
  );
  // app.listen as Express has it, with Node's own refusals answered as JSON too. Node's Host check
  // is off: it would answer a bare 400 itself; the first middleware above refuses in JSON instead.
  app.listen = ((...args: Parameters<Server['listen']>) => {
    const server = createServer({ requireHostHeader: false }, app);
    answerNodeRefusals(server, dialect);
    return server.listen(...args);
  }) as typeof app.listen;
  return app;
}

/** `--scenario NAME` (or `--scenario=NAME`) and `--no-fallback` from the command line. */
export function scenarioArgs(argv: string[]): { scenario?: string; fallback: boolean } {
  const at = argv.findIndex((a) => a === '--scenario' || a.startsWith('--scenario='));
  const scenario = at < 0 ? undefined : argv[at].includes('=') ? argv[at].slice('--scenario='.length) : argv[at + 1];
  return { scenario: scenario || undefined, fallback: !argv.includes('--no-fallback') };
}

async function main() {
  const port = Number(process.env.MOCK_PORT || 8080);
  const replay = scenarioArgs(process.argv.slice(2));
  const directClients = process.env.MOCK_CLIENT_ADDRESS === 'direct';
  const file = process.env.MOCK_DB_FILE;
  let store: ReturnType<typeof createStore>;
  let unlock = () => {};
  let dialect: Dialect;
  try {
    dialect = parseDialect(process.env.MOCK_DIALECT);
    if (file) {
      // One server per file: a second one would overwrite the first one's acknowledged writes.
      unlock = lockStoreFile(file, console.log);
      process.on('exit', () => unlock());
      store = await loadFileStore(file, console.log);
    } else store = createStore();
  } catch (error) {
    // An unknown dialect, a store file that exists but cannot be read (it is never replaced), or a
    // store that cannot be written (a full disk): the start stops and says why.
    console.error((error as Error).message);
    process.exit(1);
  }
  // Last line of defence: a promise that fails unhandled is logged, and the server goes on.
  process.on('unhandledRejection', (reason) => console.error('[mock] unhandled rejection', reason));
  const server = createMockApp(store, { ...replay, directClients, dialect }).listen(port, '127.0.0.1', () => {
    const { port: actual } = server.address() as { port: number };
    console.log(
      `[mock] sworld mock backend on http://127.0.0.1:${actual}${file ? ` (store: ${file})` : ''} (pid ${process.pid})`,
    );
    if (dialect === 'spec') console.log('[mock] spec dialect: answers carry only what the spec promises');
    if (dialect === 'java') console.log("[mock] java dialect: the spec's answers with a Spring backend's habits");
    if (replay.scenario)
      console.log(`[mock] replaying scenario ${replay.scenario}${replay.fallback ? '' : ' (no fallback)'}`);
  });
  server.on('error', (error) => {
    console.error(`[mock] cannot listen on 127.0.0.1:${port}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) void main();
