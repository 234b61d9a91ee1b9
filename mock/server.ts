import { createMiddleware } from '@mswjs/http-middleware';
import type { IncomingMessage } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createStore } from './db/store';
import { loadFileStore } from './db/persistFile';
import { buildHandlers } from './handlers/build';
import { resolvers } from './handlers';
import { loadScenario } from './scenarios/files';
import { scenarioHandlers } from './scenarios/replay';

/**
 * The standalone mock backend (npm run mock:server): the same handlers over HTTP on
 * 127.0.0.1:${MOCK_PORT:-8080}, so `npm run start:real` exercises the real proxy path.
 * MOCK_DB_FILE keeps the store in a JSON file; otherwise it lives in memory.
 */
/** The largest request body accepted, as nginx's `client_max_body_size 50m` in front of the real backend. */
export const MAX_BODY = '50mb';

function sendEnvelope(res: Response, status: number, msg: string) {
  res.status(status).json({ code: status, msg, data: null });
}

export function createMockApp(
  store = createStore(),
  options: { scenario?: string; fallback?: boolean; now?: () => number } = {},
) {
  const app = express();
  // --scenario NAME: the recorded answers of mock/scenarios/NAME.har first, then (fallback) the stateful mock.
  const replay = options.scenario
    ? scenarioHandlers(loadScenario(options.scenario), { fallback: options.fallback }).handlers
    : [];
  // A path msw cannot decode (a malformed percent-escape) would throw inside its matching: answered here.
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch {
      sendEnvelope(res, 400, '请求路径格式不正确');
    }
  });
  // Bodies are read here, with the cap (413 beyond it), before msw sees them. JSON bodies are parsed,
  // as the middleware re-serialises those; every other body is handed over as its raw bytes.
  const isJson = (req: IncomingMessage) => (req.headers['content-type'] ?? '').includes('json');
  app.use(express.json({ limit: MAX_BODY, type: isJson }));
  app.use(express.raw({ limit: MAX_BODY, type: (req) => !isJson(req) }));
  app.use(createMiddleware(...replay, ...buildHandlers(store, resolvers, { now: options.now })));
  app.use((req, res) => {
    sendEnvelope(res, 404, `接口不存在：${req.method} ${req.path}`);
  });
  // Every error, Express's own included, is a JSON envelope: never an HTML page, never a stack trace.
  app.use(
    (
      error: { status?: number; statusCode?: number; type?: string },
      req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (res.headersSent) return;
      if (status === 413) sendEnvelope(res, 413, `请求内容过大，不能超过 ${MAX_BODY.replace('mb', ' MB')}`);
      else if (status >= 400 && status < 500) sendEnvelope(res, status, '请求内容格式不正确');
      else {
        console.error(`[mock] ${req.method} ${req.path} failed`, error);
        sendEnvelope(res, 500, '服务器内部错误');
      }
    },
  );
  return app;
}

/** `--scenario NAME` (or `--scenario=NAME`) and `--no-fallback` from the command line. */
export function scenarioArgs(argv: string[]): { scenario?: string; fallback: boolean } {
  const at = argv.findIndex((a) => a === '--scenario' || a.startsWith('--scenario='));
  const scenario = at < 0 ? undefined : argv[at].includes('=') ? argv[at].slice('--scenario='.length) : argv[at + 1];
  return { scenario: scenario || undefined, fallback: !argv.includes('--no-fallback') };
}

function main() {
  const port = Number(process.env.MOCK_PORT || 8080);
  const replay = scenarioArgs(process.argv.slice(2));
  const file = process.env.MOCK_DB_FILE;
  let store: ReturnType<typeof createStore>;
  try {
    store = file ? loadFileStore(file, console.log) : createStore();
  } catch (error) {
    // A store file that exists but cannot be read is never replaced: the start stops and says why.
    console.error((error as Error).message);
    process.exit(1);
  }
  const server = createMockApp(store, replay).listen(port, '127.0.0.1', () => {
    console.log(`[mock] sworld mock backend on http://127.0.0.1:${port}${file ? ` (store: ${file})` : ''}`);
    if (replay.scenario)
      console.log(`[mock] replaying scenario ${replay.scenario}${replay.fallback ? '' : ' (no fallback)'}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) main();
