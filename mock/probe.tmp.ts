import { getResponse } from 'msw';
import { allEndpoints } from '../src/services/endpoints';
import { createStore } from './db/store';
import { buildHandlers, concretePaths } from './handlers/build';
import { resolvers } from './handlers';
const store = createStore();
const db: any = store.db;
const handlers = buildHandlers(store, resolvers);
const o = 'http://localhost';
async function call(method: string, path: string, token: string, params: Record<string, string>) {
  const qs = new URLSearchParams(params).toString();
  const r = await getResponse(
    handlers,
    new Request(`${o}${path}?${qs}`, { method, headers: token ? { Authorization: token } : {} }),
  );
  const ct = r!.headers.get('content-type') ?? '';
  return ct.includes('json') ? await r!.json() : { code: 'file' };
}
async function login(u: string) {
  const r = await getResponse(
    handlers,
    new Request(`${o}/login`, { method: 'POST', body: new URLSearchParams({ username: u, password: '123456' }) }),
  );
  return (await r!.json()).data.authorization;
}
const seatsOf = (uid: string) => db.groupPosts.filter((p: any) => p.studentId === uid);
console.log('student seats', JSON.stringify(seatsOf('4')), 'student15 seats', JSON.stringify(seatsOf('20')));
const who = process.argv[2];
const params = JSON.parse(process.argv[3]);
(async () => {
  const token = await login(who);
  for (const e of allEndpoints.filter((x) => x.method === 'GET')) {
    const [{ path }] = concretePaths(e);
    const b = await call('GET', path, token, params);
    const d = JSON.stringify(b.data ?? null);
    if (b.code === 200 || b.code === 'file') console.log('OK ', e.key, d.slice(0, 160));
    else console.log('--', e.key, b.code, b.msg);
  }
})();
