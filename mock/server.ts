import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import { createStore } from './db/store';
import { loadFileStore } from './db/persistFile';
import { buildHandlers } from './handlers/build';
import { resolvers } from './handlers';

/**
 * The standalone mock backend (npm run mock:server): the same handlers over HTTP on
 * 127.0.0.1:${MOCK_PORT:-8080}, so `npm run start:real` exercises the real proxy path.
 * MOCK_DB_FILE keeps the store in a JSON file; otherwise it lives in memory.
 */
export function createMockApp(store = createStore()) {
  const app = express();
  app.use(createMiddleware(...buildHandlers(store, resolvers)));
  app.use((req, res) => {
    res.status(404).json({ code: 404, msg: `接口不存在：${req.method} ${req.path}`, data: null });
  });
  return app;
}

function main() {
  const port = Number(process.env.MOCK_PORT || 8080);
  const file = process.env.MOCK_DB_FILE;
  const store = file ? loadFileStore(file, console.log) : createStore();
  const server = createMockApp(store).listen(port, '127.0.0.1', () => {
    console.log(`[mock] sworld mock backend on http://127.0.0.1:${port}${file ? ` (store: ${file})` : ''}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) main();
