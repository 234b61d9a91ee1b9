import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import express, { type NextFunction, type Request as ExpressRequest, type Response } from 'express';
import { getResponse, type RequestHandler } from 'msw';
import { createStore } from './db/store';
import { loadFileStore, lockStoreFile } from './db/persistFile';
import { buildHandlers } from './handlers/build';
import { resolvers } from './handlers';
import { PEER_HEADER } from './handlers/kit';
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
 * What it holds to on a shared network (README, Mock server): no request stops it (every body,
 * however malformed, is answered with a JSON envelope); every answer is JSON, uncached (no-store),
 * without X-Powered-By; a write is answered once it is on disk, and one that cannot be written is
 * undone; writes run one at a time.
 */
/** The largest request body accepted, as nginx's `client_max_body_size 50m` in front of the real backend. */
export const MAX_BODY = '50mb';

/**
 * Bodies the handlers read as a form (neither multipart nor JSON): at most 1 MB. The app's forms
 * are a few kilobytes (uploads are multipart); Tomcat, in front of the real backend, takes 2 MB.
 * Malformed percent-escapes make form parsing slow, so the bound is also one on the work a call costs.
 */
export const MAX_FORM_BODY = 1024 * 1024;

/** JSON nested deeper than this is refused unparsed (the app's deepest is a handful of levels). */
export const MAX_JSON_DEPTH = 64;

/** Whether a JSON text nests arrays and objects deeper than `limit` (strings skipped): one pass, no parse. */
export function nestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const c = bytes[i];
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** Requests reach the handlers under this origin: the Host header a caller sends plays no part. */
const ORIGIN = 'http://127.0.0.1';

/** Headers about the wire, not the call: Node and the Request object set their own. */
const WIRE_HEADERS = new Set(['connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']);

function envelopeText(status: number, msg: string) {
  return JSON.stringify({ code: status, msg, data: null });
}

function sendEnvelope(res: Response, status: number, msg: string) {
  res.status(status).json({ code: status, msg, data: null });
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
  /** 'spec': answers carry only what the spec promises. */
  dialect?: Dialect;
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
async function answerWith(handlers: RequestHandler[], req: ExpressRequest, res: Response, directClients: boolean) {
  let request: Request;
  try {
    request = toFetchRequest(req, res, directClients);
  } catch {
    // A header or path the Fetch API refuses.
    sendEnvelope(res, 400, '请求格式不正确');
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
 * Errors Node answers before Express sees the request (headers too large, a malformed request
 * line, a timeout): a JSON envelope too, where the socket can still take one.
 */
function answerClientErrors(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inProgress?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, msg] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, '请求头过大']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, '请求超时']
          : [400, '请求格式不正确'];
    const body = envelopeText(status, msg);
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}

export function createMockApp(store = createStore(), options: MockAppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  // --scenario NAME: the recorded answers of mock/scenarios/NAME.har first, then (fallback) the stateful mock.
  const replay = options.scenario
    ? scenarioHandlers(loadScenario(options.scenario), { fallback: options.fallback }).handlers
    : [];
  const handlers = [...replay, ...buildHandlers(store, resolvers, { now: options.now, dialect: options.dialect })];
  // Every answer of the backend is the caller's alone (the login answer holds the token): never cached.
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // A path msw cannot decode (a malformed percent-escape) would throw inside its matching: answered here.
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch {
      sendEnvelope(res, 400, '请求路径格式不正确');
    }
  });
  // Bodies are read here as raw bytes, with the cap (413 beyond it) and gzip/deflate undone, before
  // the handlers parse them (mock/handlers/build.ts: a body they cannot parse is a 400).
  app.use(express.raw({ limit: MAX_BODY, type: () => true }));
  // Bounds on the work a body costs to parse, read as mock/handlers/build.ts reads it.
  app.use((req, res, next) => {
    const type = req.headers['content-type'] ?? '';
    if (!Buffer.isBuffer(req.body) || !req.body.length || type.includes('multipart/form-data')) next();
    else if (type.includes('application/json')) {
      if (nestsDeeperThan(req.body, MAX_JSON_DEPTH))
        sendEnvelope(res, 400, `请求内容嵌套过深，不能超过 ${MAX_JSON_DEPTH} 层`);
      else next();
    } else if (req.body.length > MAX_FORM_BODY) sendEnvelope(res, 413, '表单内容过大，不能超过 1 MB');
    else next();
  });
  app.use((req, res, next) => {
    answerWith(handlers, req, res, !!options.directClients).then((answered) => answered || next(), next);
  });
  app.use((req, res) => {
    sendEnvelope(res, 404, `接口不存在：${req.method} ${req.path}`);
  });
  // Every error, Express's own included, is a JSON envelope: never an HTML page, never a stack trace.
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
      if (status === 413) sendEnvelope(res, 413, `请求内容过大，不能超过 ${MAX_BODY.replace('mb', ' MB')}`);
      else if (status === 415) sendEnvelope(res, 415, '不支持的请求内容编码');
      else if (status >= 400 && status < 500) sendEnvelope(res, status, '请求内容格式不正确');
      else {
        console.error(`[mock] ${req.method} ${req.path} failed`, error);
        sendEnvelope(res, 500, '服务器内部错误');
      }
    },
  );
  // app.listen as Express has it, with Node's own errors answered as JSON envelopes too.
  app.listen = ((...args: Parameters<Server['listen']>) => {
    const server = createServer(app);
    answerClientErrors(server);
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
