/**
 * @jest-environment node
 */
import { getResponse } from 'msw';
import { createStore } from '../db/store';
import { buildHandlers } from '../handlers/build';
import { resolvers } from '../handlers';

/** A call the caller gave up on (timeout, screen change) before the mock handled it is never applied. */
const store = createStore();
const handlers = buildHandlers(store, resolvers);
const origin = 'http://localhost';

async function login(): Promise<string> {
  const body = new URLSearchParams({ username: 'teacher', password: '123456' });
  const answer = await getResponse(handlers, new Request(`${origin}/login`, { method: 'POST', body }));
  return (await answer!.json()).data.authorization;
}

function saveClass(token: string, className: string, signal?: AbortSignal) {
  return new Request(`${origin}/sworld/teachingclass/save`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: new URLSearchParams({ className }),
    signal,
  });
}

it('drops a call whose caller has gone (499) and applies the retry once', async () => {
  const token = await login();
  const controller = new AbortController();
  const abandoned = saveClass(token, '被放弃的班级', controller.signal);
  controller.abort();
  const answer = await getResponse(handlers, abandoned);
  expect(answer!.status).toBe(499);
  expect(await answer!.json()).toEqual({ code: 499, msg: '请求已被客户端取消', data: null });
  expect(store.db.classes.filter((c) => c.className === '被放弃的班级')).toHaveLength(0);
  const retry = await getResponse(handlers, saveClass(token, '被放弃的班级'));
  expect((await retry!.json()).code).toBe(200);
  expect(store.db.classes.filter((c) => c.className === '被放弃的班级')).toHaveLength(1);
});
