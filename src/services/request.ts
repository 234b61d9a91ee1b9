/**
 * THE request layer: the only place that talks HTTP (spec points 7 and 8).
 *
 * - Paths are relative to the site root; the shunt/estimate tokens resolve from the stored sandbox
 *   version (2 gz, 3 release, else default).
 * - Authorization header from storage; GET and query-encoded calls send parameters in the URL, POST
 *   sends a form-encoded body, multipart calls a FormData body.
 * - Envelope { code, msg, data }: data is returned, its integers beyond 2^53 as exact strings. A
 *   write (`write()`) succeeds on code 200 whatever its data is (null, absent, `true`, an id, a row),
 *   and on a 2xx with an empty body: it resolves to `{ data }`, so that only a failure is falsy. 401
 *   (envelope code or HTTP status), or an answer that redirects (the Java backend sends an expired
 *   session to its login page), expires the session once however many calls get it. Other failures
 *   show a message (the envelope's `msg`, or the `message` of Spring's error body on an HTTP 4xx/5xx)
 *   at the call's error level unless the call hides errors or handles them itself;
 *   the call then ends without a result (undefined) unless it asked for the raw response.
 * - Calls still in flight when the user leaves a screen are aborted and resolve to undefined, so
 *   their answers never reach the store.
 * - A call with no basis in the spec (`beyondSpec`) answered with HTTP 404 or 405 is not offered by
 *   the connected backend: no message, no 401 flow; it is recorded (src/services/notOffered.ts) for
 *   the screens to say so, and the call ends without a result (a NotOfferedError when it handles errors).
 */
import { message } from 'antd';
import { extend } from 'umi-request';
import { NOTIFICATION_DEFAULTS, REQUEST_ERROR_MESSAGE, SANDBOX_VARIANTS } from '@/constants';
import { ROLE } from '@/domain/codes';
import { applyDeployConfig, authorizationHeader, deployConfig } from '@/services/deployConfig';
import { type Endpoint, resolvePath } from '@/services/endpoints';
import { markNotOffered, meansNotOffered } from '@/services/notOffered';
import { t } from '@/utils/i18n';
import { parseAnswer } from '@/utils/json';
import { goTo, leaveTo } from '@/utils/navigate';
import { pending } from '@/utils/pending';
import { appendQuery, type Params, paramEntries, stringifyValue } from '@/utils/qs';
import { safeRedirectTarget } from '@/utils/safeRedirect';
import { clearSession, getAuthorization, getSandboxVersion, getUserInfo } from '@/utils/session';

/** The five error-handling levels. */
export enum ErrorLevel {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 3,
  REDIRECT = 9,
}

export interface CallOptions {
  /** How a failure is shown; default ERROR_MESSAGE. */
  errorLevel?: ErrorLevel;
  /** The caller handles errors itself: the call rejects with a RequestError and shows nothing. */
  handleError?: boolean;
  /** Hide the default error display for this call. */
  hideError?: boolean;
  /** Resolve with the whole envelope, also on failure. */
  raw?: boolean;
  /** Survive route changes (e.g. the permission code fetched while leaving /login). */
  keepAlive?: boolean;
  /** Target of ErrorLevel.REDIRECT; default /login. */
  redirectTo?: string;
  signal?: AbortSignal;
  /** Upload progress in percent (multipart calls). */
  onProgress?: (percent: number) => void;
  /** Milliseconds before the call is aborted and fails with the timeout message; default 60 s. */
  timeout?: number;
  /** Sees the answer's headers (null for progress uploads) before the envelope is read: the login's authorization may come in one. */
  onHeaders?: (headers: Headers | null) => void;
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/**
 * A write the backend accepted. Its data is whatever the backend chose to answer (Spring's
 * `Result.success()` answers null; others an id, `true` or the row), so a screen reads what it saved
 * again, or merges what it sent, rather than trusting it. A failed write resolves to undefined.
 */
export interface Written<T = unknown> {
  readonly data: T | null | undefined;
}

/** A write's options: its answer is always read, so it cannot ask for the raw envelope. */
export type WriteOptions = Omit<CallOptions, 'raw'>;

/** A file answered by a download endpoint. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export type FailureKind = 'server' | 'network' | 'timeout' | 'auth' | 'notOffered';

export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly code: number,
    readonly envelope?: Envelope,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** The connected backend does not offer this call (a `beyondSpec` endpoint answered 404 or 405). */
export class NotOfferedError extends RequestError {
  constructor(
    readonly endpoint: Endpoint,
    status: number,
  ) {
    super(t('request.notOffered', { name: endpoint.summary }), 'notOffered', status);
    this.name = 'NotOfferedError';
  }
}

const DEFAULT_TIMEOUT_MS = 60_000;

const client = extend({ credentials: 'same-origin' });

/** The service variant of shunt paths: '' (default), 'gz' or 'release'. */
export function currentVariant(): string {
  return SANDBOX_VARIANTS[getSandboxVersion()] ?? '';
}

/** The concrete URL an endpoint is called at with these parameters (deploy-time path overrides applied). */
export function buildUrl(catalogued: Endpoint, params?: Params): string {
  const endpoint = applyDeployConfig(catalogued, deployConfig());
  const path = resolvePath(endpoint.path, currentVariant());
  return endpoint.encoding === 'query' ? appendQuery(path, params) : path;
}

function buildBody(endpoint: Endpoint, params?: Params): string | FormData | undefined {
  if (endpoint.encoding === 'query') return undefined;
  if (endpoint.encoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) form.append(key, value, (value as File).name ?? key);
      else if (Array.isArray(value))
        value.forEach((item) => form.append(key, item instanceof Blob ? item : stringifyValue(item)));
      else form.append(key, stringifyValue(value));
    }
    return form;
  }
  const entries = paramEntries(params);
  return entries.length ? new URLSearchParams(entries).toString() : undefined;
}

// ---- in-flight calls and screen changes ----------------------------------------------------

interface InFlight {
  controller: AbortController;
  pathname: string;
  keepAlive: boolean;
}
const inFlight = new Set<InFlight>();

/** Aborts the calls a screen started; called on every route change with the new pathname. */
export function cancelScreenRequests(nextPathname: string) {
  inFlight.forEach((call) => {
    if (!call.keepAlive && call.pathname !== nextPathname) call.controller.abort();
  });
}

function cancelAll() {
  inFlight.forEach((call) => call.controller.abort());
}

// ---- showing failures ------------------------------------------------------------------------

/**
 * antd's notification, loaded on its first use with the app's defaults: it is rare, and /login's
 * bundle has a size budget. webpack takes only `notification` from the destructured import.
 */
const loadNotification = () =>
  import('antd').then(({ notification }) => {
    notification.config({ ...NOTIFICATION_DEFAULTS });
    return notification;
  });

function show(level: ErrorLevel, text: string, redirectTo = '/login') {
  // The message text is its key, so a burst of identical failures shows one message.
  const config = { content: text, key: text, duration: REQUEST_ERROR_MESSAGE.duration };
  switch (level) {
    case ErrorLevel.SILENT:
      return;
    case ErrorLevel.WARN_MESSAGE:
      message.warning(config);
      return;
    case ErrorLevel.NOTIFICATION:
      void loadNotification().then((notification) =>
        notification.error({ key: text, title: t('request.failed'), description: text }),
      );
      return;
    case ErrorLevel.REDIRECT:
      message.error(config);
      goTo(redirectTo);
      return;
    default:
      message.error(config);
  }
}

// ---- 401 -----------------------------------------------------------------------------------

let expiring = false;

/** Origins an embedded user's home address may point at, configured by the hosting page. */
function allowedOrigins(): string[] {
  const configured = (window as any).__SWORLD_ALLOWED_ORIGINS__;
  return Array.isArray(configured) ? configured.filter((o) => typeof o === 'string') : [];
}

/** Expires the session once, however many calls get a 401 at the same time. */
function expireSession() {
  if (expiring) return;
  expiring = true;
  const info = getUserInfo();
  if (Object.keys(info).length > 0) {
    message.warning({
      content: t('request.expired'),
      key: 'session-expired',
      duration: REQUEST_ERROR_MESSAGE.duration,
    });
  }
  clearSession();
  cancelAll();
  const home =
    info.userType === ROLE.abutment ? safeRedirectTarget(info.homeUrl, window.location.origin, allowedOrigins()) : null;
  if (home) leaveTo(home);
  else goTo('/login', true);
}

/** A new session starts: the next 401 expires it again. */
export function resetSessionExpiry() {
  expiring = false;
}

// ---- the call ------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: unknown;
  headers: Headers | null;
  /** The answer sent the call to another address. */
  redirected: boolean;
}

/** A 3xx status, or fetch's opaque redirect (status 0) when redirects are not followed. */
function isRedirect(response: { status: number; type?: string }): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}

function isEnvelope(body: unknown): body is Envelope {
  return !!body && typeof body === 'object' && 'code' in (body as object);
}

/** No body at all: what a write's 200 (or 204) may carry when it has nothing to say. */
function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'string' && body.trim() === '');
}

/**
 * The server's own words in a failed answer: the envelope's `msg`, or the `message` of Spring's error
 * body `{ timestamp, status, error, message, path }` (spec point 8 asks for the server's message).
 */
function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || body instanceof Blob) return undefined;
  const { msg, message: springMessage } = body as { msg?: unknown; message?: unknown };
  for (const text of [msg, springMessage]) if (typeof text === 'string' && text.trim()) return text;
  return undefined;
}

/** Extensions of the file types the backend sends, for a download whose name cannot be read. */
const EXTENSIONS: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-excel': '.xls',
  'text/csv': '.csv',
  'application/zip': '.zip',
  'application/pdf': '.pdf',
};

/**
 * The file name of a download: RFC 5987 `filename*` when it is UTF-8 and decodes, else a plain
 * ASCII `filename` (URL-decoded when unquoted, as Java sends it), else `fallback` with the content
 * type's extension. Another charset (GBK) or a bad escape would make decodeURIComponent throw, and
 * the download hang: it falls back instead.
 */
export function fileNameFrom(headers: Headers | null, fallback: string): string {
  const disposition = headers?.get('content-disposition') ?? '';
  const star = /filename\*\s*=\s*([^';]*)'[^']*'([^;]+)/i.exec(disposition);
  if (star && star[1].trim().toUpperCase() === 'UTF-8') {
    try {
      const decoded = decodeURIComponent(star[2].trim());
      if (decoded.trim()) return decoded;
    } catch {
      /* a bad escape: the plain name or the default below */
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"([^"]*)"|([^;]*))/i.exec(disposition);
  const quoted = plain?.[1] !== undefined;
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  // Header values arrive as bytes read as Latin-1: a non-ASCII plain name (GBK, raw UTF-8) would be garbled.
  if (name && /^[\x20-\x7e]+$/.test(name)) {
    // Java names a download with URLEncoder.encode(name, "UTF-8"), unquoted: UTF-8 percent escapes and
    // `+` for a space. A quoted name is taken as it is; escapes of another charset (GBK) fall back.
    if (!quoted) {
      try {
        const decoded = decodeURIComponent(name.replace(/\+/g, ' ')).trim();
        if (decoded) return decoded;
      } catch {
        if (!/%[0-9a-f]{2}/i.test(name)) return name;
      }
    }
    if (quoted) return name;
  }
  const type = (headers?.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return `${fallback}${EXTENSIONS[type] ?? ''}`;
}

/** Uploads with progress go through XMLHttpRequest, the only browser API that reports it. */
function sendWithProgress(
  url: string,
  body: FormData,
  headers: Record<string, string>,
  signal: AbortSignal,
  onProgress: (percent: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    Object.entries(headers).forEach(([k, v]) => xhr.setRequestHeader(k, v));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let parsed: unknown = xhr.responseText;
      try {
        parsed = parseAnswer(xhr.responseText);
      } catch {
        /* not JSON: kept as text */
      }
      onProgress(100);
      // XMLHttpRequest always follows a redirect: the answer then comes from another address.
      const moved = !!xhr.responseURL && xhr.responseURL !== new URL(url, window.location.origin).href;
      resolve({ status: xhr.status, body: parsed, headers: null, redirected: moved || isRedirect(xhr) });
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    signal.addEventListener('abort', () => {
      xhr.abort();
      reject(new DOMException('Aborted', 'AbortError'));
    });
    xhr.send(body);
  });
}

async function send(
  endpoint: Endpoint,
  url: string,
  body: string | FormData | undefined,
  signal: AbortSignal,
  options: CallOptions,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  const authorization = authorizationHeader(getAuthorization(), deployConfig());
  if (authorization) headers.Authorization = authorization;
  if (body instanceof FormData && options.onProgress) {
    return sendWithProgress(url, body, headers, signal, options.onProgress);
  }
  if (typeof body === 'string') headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  try {
    // Resolved against the page's origin: the same request a browser makes for a root-relative path.
    const { data, response } = await client(new URL(url, window.location.origin).href, {
      method: endpoint.method,
      data: body,
      headers,
      // No umi-request `timeout`: it races the call and leaves it running; request() aborts it instead.
      signal,
      getResponse: true,
      responseType: endpoint.download ? 'blob' : 'text',
      // A redirect is not followed: it is seen (as an opaque redirect) and ends the session.
      redirect: 'manual',
    } as any);
    return {
      status: response.status,
      body: await decodeBody(data, response.headers),
      headers: response.headers,
      redirected: isRedirect(response),
    };
  } catch (error: any) {
    // umi-request throws on non-2xx status; the response is still an answer.
    if (error?.response) {
      return {
        status: error.response.status,
        body: await decodeBody(error.data, error.response.headers),
        headers: error.response.headers,
        redirected: isRedirect(error.response),
      };
    }
    throw error;
  }
}

/**
 * Text bodies are parsed as JSON (big integers kept exact, null fields of the data absent) when they
 * are JSON; a JSON blob (a download's error) too.
 */
async function decodeBody(data: unknown, headers: Headers): Promise<unknown> {
  const type = headers?.get('content-type') ?? '';
  if (data instanceof Blob) {
    if (!type.includes('application/json')) return data;
    data = await data.text();
  }
  if (typeof data === 'string') {
    try {
      return parseAnswer(data);
    } catch {
      return data;
    }
  }
  return data;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error as any)?.name === 'AbortError' || (error as any)?.type === 'AbortError';
}

/**
 * Calls an endpoint of the catalogue. Resolves with the envelope's data (a DownloadedFile for
 * download endpoints), or undefined when the call failed, was cancelled, the session expired or the
 * backend does not offer the call (then `isNotOffered(endpoint.key)` of src/services/notOffered.ts).
 * A call that changes something goes through `write()` instead, whose success is not its data.
 */
export function request<T = any>(
  catalogued: Endpoint,
  params?: Params,
  options: CallOptions = {},
): Promise<T | undefined> {
  return call<T>(catalogued, params, options, false) as Promise<T | undefined>;
}

/**
 * Calls an endpoint that changes something. Resolves with `{ data }` when the backend accepted it
 * (code 200, whatever the data; or a 2xx with an empty body), or undefined when it failed as
 * `request()` fails. A success is never falsy, so `if (!saved)` reads a failure and nothing else.
 */
export function write<T = unknown>(
  catalogued: Endpoint,
  params?: Params,
  options: WriteOptions = {},
): Promise<Written<T> | undefined> {
  return call<T>(catalogued, params, options, true) as Promise<Written<T> | undefined>;
}

async function call<T>(
  catalogued: Endpoint,
  params: Params | undefined,
  options: CallOptions,
  isWrite: boolean,
): Promise<T | Written<T> | undefined> {
  // The deployment's sworld.config.json may move the path or change the login's encoding.
  const endpoint = applyDeployConfig(catalogued, deployConfig());
  // The session the call is made in: a late 401 for an earlier session must not end a newer one.
  const sentAuthorization = getAuthorization();
  const url = buildUrl(endpoint, params);
  const body = buildBody(endpoint, params);
  const controller = new AbortController();
  const external = options.signal;
  if (external) {
    if (external.aborted) controller.abort();
    else external.addEventListener('abort', () => controller.abort());
  }
  const call: InFlight = { controller, pathname: window.location.pathname, keepAlive: !!options.keepAlive };
  inFlight.add(call);
  // A call past its timeout is aborted, not merely given up on: the connection closes, so a server
  // that has not started on it never does, and the user is not told "failed" for a call still running.
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? DEFAULT_TIMEOUT_MS);
  pending.start();
  const level = options.errorLevel ?? ErrorLevel.ERROR_MESSAGE;

  const fail = (text: string, kind: FailureKind, code: number, envelope?: Envelope): any => {
    if (options.handleError) throw new RequestError(text, kind, code, envelope);
    if (!options.hideError) show(level, text, options.redirectTo);
    return options.raw ? envelope : undefined;
  };

  try {
    let answer: Answer;
    try {
      answer = await send(endpoint, url, body, controller.signal, options);
    } catch (error) {
      if (timedOut) return fail(t('request.timeout'), 'timeout', 0);
      if (isAbort(error, controller.signal)) return undefined;
      const detail = (error as Error)?.message || String(error);
      return fail(t('request.network', { detail }), 'network', 0);
    }
    clearTimeout(timer);
    if (controller.signal.aborted) return undefined;
    options.onHeaders?.(answer.headers);

    // Checked before the 401 flow: a backend without the call has nothing to say about the session.
    if (!answer.redirected && meansNotOffered(endpoint, answer.status)) {
      markNotOffered(endpoint.key);
      if (options.handleError) throw new NotOfferedError(endpoint, answer.status);
      return undefined;
    }
    const envelope = isEnvelope(answer.body) ? answer.body : undefined;
    if (answer.status === 401 || envelope?.code === 401 || answer.redirected) {
      // A call of a session that has already ended (signed out, or replaced by a new sign-in) says
      // nothing about the session now stored.
      if (getAuthorization() === sentAuthorization) expireSession();
      if (options.handleError) throw new RequestError(t('request.expired'), 'auth', 401, envelope);
      return options.raw ? (envelope as any) : undefined;
    }
    if (endpoint.download && answer.status === 200 && answer.body instanceof Blob) {
      return { blob: answer.body, fileName: fileNameFrom(answer.headers, endpoint.key) } as T;
    }
    const accepted = answer.status >= 200 && answer.status < 300;
    if (accepted && envelope?.code === 200) {
      if (options.raw) return envelope as T;
      return isWrite ? { data: envelope.data as T } : (envelope.data as T);
    }
    if (accepted && isWrite && isEmptyBody(answer.body)) return { data: undefined };
    const text = serverMessage(answer.body) || t('request.default');
    return fail(text, 'server', envelope?.code ?? answer.status, envelope);
  } finally {
    clearTimeout(timer);
    inFlight.delete(call);
    pending.end();
  }
}

/** Offers a downloaded file to the user as a save. */
export function saveFile(file: DownloadedFile) {
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
