/**
 * The one error path of the mock, for the handlers (mock/handlers/build.ts) and for what the
 * standalone server answers itself (mock/server.ts: body limits, Node's own refusals, unknown paths).
 * - The default and spec dialects answer the envelope `{ code, msg, data: null }`: HTTP 200 for a
 *   refusal of the backend's own (the code says it), or the HTTP status itself where the transport
 *   refuses (404 path, 405 method, 413 size, 431 headers...).
 * - The java dialect answers as Spring Boot does: the HTTP status is the error, and the body is
 *   Spring's `{ timestamp, status, error, message, path }`; a throttled login's wait is the
 *   Retry-After header.
 */
import type { Dialect } from './specDialect';

export interface ErrorAnswer {
  /** The HTTP status to send. */
  status: number;
  /** The JSON body to send. */
  body: Record<string, unknown>;
  /** Headers to send with it: Retry-After where the body cannot say how long to wait. */
  headers?: Record<string, string>;
}

/** Reason phrases of the statuses the mock sends (the handlers also run in the browser: no node:http here). */
const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  417: 'Expectation Failed',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  499: 'Client Closed Request',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The HTTP status that stands for an envelope code in Spring's habit (a code that is no HTTP error is a 500). */
function httpStatusOf(code: number): number {
  return REASONS[code] ? code : 500;
}

/**
 * An error answer in a dialect.
 * @param code the envelope code (400, 401, 403, 404, 409, 429, 500...)
 * @param httpStatus the HTTP status the default dialect sends (200 for a handler's refusal)
 * @param path the request's path, which Spring's body names
 */
export function errorAnswer(
  dialect: Dialect,
  { code, msg, httpStatus = 200, path = '/', data = null, now = Date.now() }: ErrorFields,
): ErrorAnswer {
  if (dialect !== 'java') return { status: httpStatus, body: { code, msg, data } };
  const status = httpStatusOf(httpStatus === 200 ? code : httpStatus);
  // Spring's body has no data: the seconds a throttled login must wait go in Retry-After, as HTTP has it.
  const retryAfter = (data as { retryAfter?: unknown } | null)?.retryAfter;
  return {
    status,
    body: { timestamp: new Date(now).toISOString(), status, error: REASONS[status], message: msg, path },
    ...(typeof retryAfter === 'number' ? { headers: { 'Retry-After': String(retryAfter) } } : {}),
  };
}

export interface ErrorFields {
  code: number;
  msg: string;
  httpStatus?: number;
  path?: string;
  data?: unknown;
  now?: number;
}
