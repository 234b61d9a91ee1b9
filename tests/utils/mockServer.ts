import type { Dialect } from '../../mock/handlers/specDialect';
import { createMockServer } from '../../mock/node';
import { CONTRACT, type ContractKey } from '../../src/services/contract';
import { answerProblems } from '../../src/services/contract/check';
import type { ContractEntry } from '../../src/services/contract/kit';

/**
 * The mock backend for a jest file: MSW on Node with the real handlers, a fresh seeded store per
 * test, and every request recorded so tests can assert method, path, parameters and headers.
 * Unhandled requests are errors. `dialect: 'spec'` answers only what the spec promises.
 */
export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  /** When the request reached the mock (Date.now()). */
  at: number;
}

export function useMockBackend(options: { dialect?: Dialect } = {}) {
  // Every answer the mock sends a test is judged by the contract the app is typed from.
  const breaches: string[] = [];
  const mock = createMockServer({
    ...options,
    onAnswer: (key, data) => {
      const entry: ContractEntry | undefined = CONTRACT[key as ContractKey];
      if (entry) breaches.push(...answerProblems(data, entry.answer).map((problem) => `${key} ${problem}`));
    },
  });
  const requests: Recorded[] = [];
  mock.server.events.on('request:start', async ({ request }) => {
    const at = Date.now();
    const body = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body, at });
  });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    mock.store.reset();
    requests.length = 0;
  });
  afterEach(() => {
    mock.server.resetHandlers();
    const found = breaches.splice(0);
    expect(found).toEqual([]);
  });
  afterAll(() => mock.server.close());
  return { ...mock, requests };
}

/** Logs a seeded account in through the real /login handler and stores the session like the app. */
export async function loginAs(userCode: string): Promise<{ authorization: string; userId: string }> {
  const form = new FormData();
  form.append('username', userCode);
  form.append('password', '123456');
  const response = await fetch(`${window.location.origin}/login`, { method: 'POST', body: form });
  const { data } = await response.json();
  const { authorization, ...info } = data;
  window.localStorage.setItem('userInfo', JSON.stringify(info));
  window.localStorage.setItem('authorization', authorization);
  return { authorization, userId: info.userId };
}

export { callAs } from './callAs';

/**
 * A service module as the mock's own tests call it: any parameters, since they prove that the
 * backend stand-in refuses what a typed caller could never send, and the answer as the mock sends
 * it, which may carry more than the contract names. The calls still go through the real module.
 */
export type AnyCalls<S> = {
  [K in keyof S]: S[K] extends (...args: any[]) => Promise<unknown>
    ? (params?: any, options?: Parameters<S[K]>[1]) => Promise<any>
    : S[K];
};
export const anyCalls = <S>(service: S) => service as unknown as AnyCalls<S>;
