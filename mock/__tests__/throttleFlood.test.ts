/**
 * @jest-environment node
 */
import { getResponse } from 'msw';
import { createStore } from '../db/store';
import { resolvers } from '../handlers';
import { buildHandlers } from '../handlers/build';
import { collectFields, type Ctx, PEER_HEADER, Refusal } from '../handlers/kit';
import { MAX_OTHER_NAMES } from '../handlers/loginThrottle';
import { endpoints } from '../../src/services/endpoints';

/**
 * The login throttle under a flood (README, Mock server: Failed logins): a throttled account stays
 * throttled whatever other names are tried. The flood goes through the login resolver itself, the
 * code every /login runs once its body is read (10,050 HTTP round trips would only add time);
 * the account is throttled and tried again over the real handlers.
 */

function setup() {
  const clock = { now: Date.UTC(2026, 10, 26, 8) };
  const store = createStore();
  const handlers = buildHandlers(store, resolvers, { now: () => clock.now });
  const login = async (username: string, password: string, peer?: string) => {
    const answer = await getResponse(
      handlers,
      new Request('http://localhost/login', {
        method: 'POST',
        headers: peer ? { [PEER_HEADER]: peer } : {},
        body: new URLSearchParams({ username, password }),
      }),
    );
    return (await answer!.json()) as { code: number; msg: string; data: any };
  };
  /** One failed login as /login makes it, straight into the resolver: its refusal code. */
  const flood = async (username: string) => {
    const fields = collectFields();
    fields.add('username', username);
    fields.add('password', 'guess-1');
    const ctx: Ctx = {
      store,
      db: store.db,
      endpoint: endpoints.auth.login,
      variant: '',
      ...fields.fields(),
      user: null,
      token: '',
      now: clock.now,
    };
    try {
      await resolvers.auth.login(ctx);
    } catch (error) {
      if (error instanceof Refusal) return error.code;
      throw error;
    }
    return 200;
  };
  return { clock, login, flood };
}

const randomName = (i: number) => `guess_${i}_${Math.random().toString(36).slice(2, 10)}`;

it('keeps a throttled account throttled through 10,050 failed logins under random names', async () => {
  const { clock, login, flood } = setup();
  for (let i = 0; i < 6; i += 1) expect((await login('teacher', 'wrong-1')).code).toBe(400);
  // A name that is no account, throttled alike (so a refusal tells nothing about which names exist).
  for (let i = 0; i < 6; i += 1) expect((await login('nobody_here', 'wrong-1')).code).toBe(400);
  expect((await login('nobody_here', 'wrong-1')).code).toBe(429);

  const codes = new Set<number>();
  for (let i = 0; i < MAX_OTHER_NAMES + 50; i += 1) codes.add(await flood(randomName(i)));
  expect([...codes]).toEqual([400]);
  clock.now += 500;

  const refused = await login('teacher', '123456');
  expect(refused.code).toBe(429);
  expect(refused.msg).toBe('登录失败次数过多，请 1 秒后再试');
  // Names that are no account share one bounded table: the oldest of them made room for the flood.
  expect((await login('nobody_here', 'wrong-1')).code).toBe(400);
  // The wait over, the account logs in as before.
  clock.now += 1000;
  expect((await login('teacher', '123456')).code).toBe(200);
});

it('keeps a throttled account throttled however many addresses fail on it (MOCK_CLIENT_ADDRESS=direct)', async () => {
  const { login } = setup();
  for (let i = 0; i < 6; i += 1) await login('teacher', 'wrong-1', '10.0.0.66');
  // 100 other addresses try once each: none of them pushes out the first one's count.
  const codes: number[] = [];
  for (let i = 0; i < 100; i += 1) codes.push((await login('teacher', 'wrong-1', `10.1.${i >> 8}.${i & 255}`)).code);
  expect((await login('teacher', '123456', '10.0.0.66')).code).toBe(429);
  // Past 64 addresses, further ones share one count: after its 5 free failures, they all wait.
  expect(codes).toEqual([...Array(63 + 6).fill(400), ...Array(100 - 69).fill(429)]);
  expect((await login('teacher', '123456', '10.9.9.9')).code).toBe(429);
  // An address among the first 64 has its own count still: one failure, no wait.
  expect((await login('teacher', '123456', '10.1.0.0')).code).toBe(200);
});
