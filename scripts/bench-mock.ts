/**
 * npm run bench:mock — the mock backend's speed and size, printed against its targets:
 * median and p95 handler latency over every catalogue endpoint (each concrete path, in Node, through
 * msw's own request matching), and the size of the seeded store as serialised.
 */
import { getResponse } from 'msw';
import { allEndpoints } from '../src/services/endpoints';
import { createStore } from '../mock/db/store';
import { buildHandlers, concretePaths } from '../mock/handlers/build';
import { resolvers } from '../mock/handlers';
import { SMOKE, smokeReady } from './smoke';
import { percentile } from './stats';

const ORIGIN = 'http://127.0.0.1';
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);

async function main() {
  const seedStart = performance.now();
  const store = createStore();
  const seedMs = performance.now() - seedStart;
  const handlers = buildHandlers(store, resolvers);
  const form = new FormData();
  form.append('username', 'teacher');
  form.append('password', '123456');
  const login = await getResponse(handlers, new Request(`${ORIGIN}/login`, { method: 'POST', body: form }));
  const token = (await login!.json()).data.authorization as string;
  if (SMOKE) return smokeReady('bench:mock');

  const timings: number[] = [];
  let calls = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const endpoint of allEndpoints) {
      if (endpoint.key === 'auth.logout') continue;
      for (const { path } of concretePaths(endpoint)) {
        const request = new Request(`${ORIGIN}${path}`, { method: endpoint.method, headers: { Authorization: token } });
        const start = performance.now();
        const response = await getResponse(handlers, request);
        await response?.arrayBuffer();
        timings.push(performance.now() - start);
        calls += 1;
      }
    }
  }
  const median = percentile(timings, 50);
  const p95 = percentile(timings, 95);
  const bytes = Buffer.byteLength(createStore().snapshot());
  const rows = [
    ['handler latency, median', `${median.toFixed(3)} ms`, '< 2 ms', median < 2],
    ['handler latency, p95', `${p95.toFixed(3)} ms`, '< 10 ms', p95 < 10],
    ['seeded store, serialised', `${(bytes / 1024).toFixed(1)} KB`, '< 1 MB', bytes < 1024 * 1024],
  ] as const;
  console.log(
    `mock backend: ${calls} calls over ${allEndpoints.length} endpoints, ${ROUNDS} rounds; seeding took ${seedMs.toFixed(0)} ms`,
  );
  console.log('| figure | value | budget | met |');
  console.log('|---|---|---|---|');
  rows.forEach(([name, value, budget, ok]) => console.log(`| ${name} | ${value} | ${budget} | ${ok ? 'yes' : 'NO'} |`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
