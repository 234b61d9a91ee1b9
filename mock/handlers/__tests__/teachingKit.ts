import type { Endpoint } from '@/services/endpoints';
import { request, type Envelope } from '@/services/request';
import type { Params } from '@/utils/qs';
import type { useMockBackend } from '../../../tests/utils/mockServer';

/** Calls an endpoint and answers the whole envelope, success or not, showing nothing. */
export async function envelopeOf(endpoint: Endpoint, params?: Params): Promise<Envelope> {
  return (await request<Envelope>(endpoint, params, { raw: true, hideError: true }))!;
}

/**
 * Expects the call to be refused with this code and a message matching `msg`, and the store to be
 * exactly as it was (nothing half-written).
 */
export async function expectRefused(
  backend: ReturnType<typeof useMockBackend>,
  endpoint: Endpoint,
  params: Params,
  code: number,
  msg: string | RegExp,
) {
  const before = backend.store.snapshot();
  const answer = await envelopeOf(endpoint, params);
  expect({ code: answer.code, data: answer.data }).toEqual({ code, data: null });
  expect(answer.msg).toMatch(msg);
  expect(backend.store.snapshot()).toBe(before);
}

/** The last request the mock saw. */
export const lastRequest = (backend: ReturnType<typeof useMockBackend>) =>
  backend.requests[backend.requests.length - 1];
