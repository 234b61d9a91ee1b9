import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
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
export function createMockApp(store = createStore(), options: { scenario?: string; fallback?: boolean } = {}) {
  const app = express();
  // --scenario NAME: the recorded answers of mock/scenarios/NAME.har first, then (fallback) the stateful mock.
  const replay = options.scenario
    ? scenarioHandlers(loadScenario(options.scenario), { fallback: options.fallback }).handlers
    : [];
  app.use(createMiddleware(...replay, ...buildHandlers(store, resolvers)));
  app.use((req, res) => {
    res.status(404).json({ code: 404, msg: `接口不存在：${req.method} ${req.path}`, data: null });
  });
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
  const store = file ? loadFileStore(file, console.log) : createStore();
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
