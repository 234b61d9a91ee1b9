/**
 * QA scenarios: recorded traffic (HAR 1.2, from Chrome DevTools or `npm run scenario:record`)
 * replayed through MSW. Loading validates the file and names the file and the entry in every
 * message; redaction removes authorization values and passwords before a HAR is saved; the
 * handlers answer recorded requests by method, path and query, repeated calls in recorded order,
 * and either fall back to the stateful mock or answer a loud JSON error.
 * Works in the browser (mock/browser.ts), in jest (tests/utils/scenario.ts) and in mock:server.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { allEndpoints } from '../../src/services/endpoints';
import { API_PREFIXES, concretePaths } from '../handlers/build';

/** The envelope code of a request a scenario does not hold, when fallback is off. */
export const SCENARIO_MISS_CODE = 599;
export const REDACTED = '[REDACTED]';

export class ScenarioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioError';
  }
}

/** One recorded API exchange, ready to answer. */
export interface ScenarioEntry {
  index: number;
  method: string;
  path: string;
  /** Query as sorted `key=value` pairs joined by `&` (order of parameters does not matter). */
  query: string;
  status: number;
  headers: [string, string][];
  /** Response body: text, or bytes for base64 (binary) content. */
  body: string | Uint8Array;
  mimeType: string;
  /** Parsed JSON body, when the response is JSON. */
  json?: unknown;
  /** The page (router path with query) the entry was recorded on, when the HAR has pages. */
  page?: string;
  /** Absolute start time in ms (ordering). */
  started: number;
}

export interface Scenario {
  name: string;
  file: string;
  entries: ScenarioEntry[];
  /** The pages (router paths) visited while recording, in order, from `log.pages`. */
  pages: string[];
  /** Entries that cannot be replayed, each message naming the file and the entry; they are skipped. */
  problems: string[];
}

const rootApiPaths = new Set(
  allEndpoints
    .flatMap((e) => concretePaths(e).map((c) => c.path))
    .filter((p) => !API_PREFIXES.some((prefix) => p.startsWith(prefix))),
);

/** A backend path (not one of the app's own pages or assets). */
export function isApiPath(pathname: string): boolean {
  return rootApiPaths.has(pathname) || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function canonicalQuery(params: URLSearchParams | [string, string][]): string {
  const pairs = Array.isArray(params) ? params : [...params.entries()];
  return pairs
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
}

export function requestKey(method: string, path: string, query: string): string {
  return `${method.toUpperCase()} ${path}${query ? `?${query}` : ''}`;
}

const DROPPED_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

function isJsonType(mime: string) {
  return /[/+]json\b/i.test(mime);
}

function isTextType(mime: string) {
  return !mime || /^text\/|[/+](json|xml|javascript)\b|x-www-form-urlencoded/i.test(mime);
}

function decodeBase64(text: string): Uint8Array {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** `pathname + search` of a page URL, without the app's base (e.g. `/train/home?id=1`). */
function pageRoute(title: string, base: string): string {
  try {
    const url = new URL(title, 'http://x');
    const path = url.pathname.startsWith(base) ? `/${url.pathname.slice(base.length)}` : url.pathname;
    return `${path}${url.search}`;
  } catch {
    return title;
  }
}

/**
 * Parses and validates a HAR. A file that is not JSON (truncated, malformed) or has no
 * `log.entries` throws a ScenarioError naming the file; an entry that cannot be replayed (no
 * method or URL, a JSON response whose body is not JSON, a binary download whose content was not
 * saved) becomes a problem naming the file and the entry and is skipped. Non-API entries (the
 * app's pages, scripts, styles) are ignored.
 */
export function loadHar(text: string, file: string, base = '/sworldweb/'): Scenario {
  const name = file.replace(/^.*[/\\]/, '').replace(/\.har$/i, '');
  let har: any;
  try {
    har = JSON.parse(text);
  } catch (error) {
    const reason = text.trim() ? (error as Error).message : '文件为空';
    throw new ScenarioError(`场景文件 ${file} 不是有效的 JSON（可能被截断或损坏）：${reason}`);
  }
  if (!har || typeof har !== 'object' || !har.log || !Array.isArray(har.log.entries)) {
    throw new ScenarioError(`场景文件 ${file} 不是 HAR：缺少 log.entries`);
  }
  const pageTitles = new Map<string, string>();
  const pages: string[] = [];
  for (const page of Array.isArray(har.log.pages) ? har.log.pages : []) {
    if (page && typeof page.id === 'string' && typeof page.title === 'string') {
      const route = pageRoute(page.title, base);
      pageTitles.set(page.id, route);
      pages.push(route);
    }
  }
  const entries: ScenarioEntry[] = [];
  const problems: string[] = [];
  har.log.entries.forEach((entry: any, index: number) => {
    const method = entry?.request?.method;
    const rawUrl = entry?.request?.url;
    const label = `场景文件 ${file}，第 ${index + 1} 条`;
    let url: URL;
    try {
      if (typeof method !== 'string' || typeof rawUrl !== 'string') throw new Error('missing');
      url = new URL(rawUrl, 'http://localhost');
    } catch {
      problems.push(`${label}：缺少请求方法或地址`);
      return;
    }
    if (!isApiPath(url.pathname)) return;
    const where = `${label}（${method} ${url.pathname}${url.search}）`;
    const response = entry.response;
    if (!response || typeof response.status !== 'number') {
      problems.push(`${where}：缺少响应状态`);
      return;
    }
    const content = response.content ?? {};
    const mimeType: string = content.mimeType ?? '';
    const headers: [string, string][] = (Array.isArray(response.headers) ? response.headers : [])
      .filter((h: any) => h && typeof h.name === 'string' && !DROPPED_HEADERS.has(h.name.toLowerCase()))
      .map((h: any) => [h.name, String(h.value ?? '')]);
    let body: string | Uint8Array = '';
    let json: unknown;
    if (typeof content.text === 'string') {
      if (content.encoding === 'base64') {
        try {
          body = decodeBase64(content.text);
        } catch {
          problems.push(`${where}：响应内容声明为 base64，但无法解码`);
          return;
        }
        if (isJsonType(mimeType)) body = new TextDecoder().decode(body);
      } else body = content.text;
      if (isJsonType(mimeType) && typeof body === 'string' && body) {
        try {
          json = JSON.parse(body);
        } catch {
          problems.push(`${where}：响应声明为 JSON（${mimeType}），但内容不是有效的 JSON`);
          return;
        }
      }
    } else if (response.status !== 204 && !isTextType(mimeType) && (content.size ?? 1) > 0) {
      problems.push(`${where}：二进制下载（${mimeType}）的内容未保存在 HAR 中，无法回放`);
      return;
    }
    if (isJsonType(mimeType) && body === '' && response.status !== 204) {
      problems.push(`${where}：响应内容未保存在 HAR 中（录制时页面已离开），无法回放`);
      return;
    }
    const started = Date.parse(entry.startedDateTime ?? '');
    entries.push({
      index,
      method: method.toUpperCase(),
      path: url.pathname,
      query: canonicalQuery(url.searchParams),
      status: response.status,
      headers,
      body,
      mimeType,
      json,
      page: entry.pageref ? pageTitles.get(entry.pageref) : undefined,
      started: Number.isFinite(started) ? started : index,
    });
  });
  if (!entries.length && !problems.length) problems.push(`场景文件 ${file} 中没有任何接口请求`);
  entries.sort((a, b) => a.started - b.started || a.index - b.index);
  return { name, file, entries, pages, problems };
}

// ---- redaction ------------------------------------------------------------------------------

const SECRET_KEY = /^(authorization|.*password|pwd|token)$/i;

function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) && v != null && v !== '' ? REDACTED : redactJson(v),
      ]),
    );
  }
  return value;
}

function redactText(text: string, mime: string): string {
  if (!text) return text;
  if (isJsonType(mime) || /^\s*[{[]/.test(text)) {
    try {
      return JSON.stringify(redactJson(JSON.parse(text)));
    } catch {
      // not JSON after all: try the other forms
    }
  }
  if (/multipart\/form-data/i.test(mime)) {
    return text.replace(/(name="([^"]+)"[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([^\r\n]*)/g, (all, head, key) =>
      SECRET_KEY.test(key) ? `${head}${REDACTED}` : all,
    );
  }
  if (/x-www-form-urlencoded/i.test(mime)) {
    const params = new URLSearchParams(text);
    params.forEach((_, key) => SECRET_KEY.test(key) && params.set(key, REDACTED));
    return params.toString();
  }
  return text;
}

function redactHeaders(headers: unknown) {
  if (!Array.isArray(headers)) return headers;
  return headers.map((h) => (h && /^(authorization|cookie|set-cookie)$/i.test(h.name) ? { ...h, value: REDACTED } : h));
}

/**
 * A copy of the HAR without secrets: Authorization / Cookie headers, cookies, `password`-like
 * fields of request bodies (JSON, urlencoded, multipart, params) and `authorization` / `token` /
 * password fields of JSON responses (the login answer).
 */
export function redactHar<T>(har: T): T {
  const copy: any = JSON.parse(JSON.stringify(har));
  for (const entry of copy?.log?.entries ?? []) {
    const { request, response } = entry;
    if (request) {
      request.headers = redactHeaders(request.headers);
      if (Array.isArray(request.cookies))
        request.cookies = request.cookies.map((c: any) => ({ ...c, value: REDACTED }));
      const post = request.postData;
      if (post) {
        if (typeof post.text === 'string') post.text = redactText(post.text, post.mimeType ?? '');
        if (Array.isArray(post.params))
          post.params = post.params.map((p: any) => (SECRET_KEY.test(p.name) ? { ...p, value: REDACTED } : p));
      }
    }
    if (response) {
      response.headers = redactHeaders(response.headers);
      if (Array.isArray(response.cookies))
        response.cookies = response.cookies.map((c: any) => ({ ...c, value: REDACTED }));
      const content = response.content;
      if (content && typeof content.text === 'string' && content.encoding !== 'base64')
        content.text = redactText(content.text, content.mimeType ?? '');
    }
  }
  return copy;
}

// ---- replay ---------------------------------------------------------------------------------

export interface ReplayOptions {
  /** true: a request the scenario does not hold goes on to the stateful mock; false: loud JSON error. */
  fallback?: boolean;
}

export interface Replay {
  handlers: HttpHandler[];
  /** Requests answered from the scenario, and those it did not hold (`METHOD /path?query`). */
  played: string[];
  missed: string[];
  /** Starts every queue again from the first recorded answer. */
  rewind(): void;
}

function toResponse(entry: ScenarioEntry): Response {
  const body = entry.body instanceof Uint8Array ? entry.body.slice().buffer : entry.body;
  const status = entry.status || 200;
  const empty = status === 204 || status === 304;
  return new HttpResponse(empty ? null : (body as BodyInit), { status, headers: entry.headers });
}

/**
 * MSW handlers answering a scenario's recorded requests (put them before the stateful handlers).
 * A request matches on method, path and query (parameter order ignored); the n-th call of a
 * request gets the n-th recorded answer and, once they are used up, the last one again.
 */
export function scenarioHandlers(scenario: Scenario, options: ReplayOptions = {}): Replay {
  const fallback = options.fallback ?? true;
  const queues = new Map<string, ScenarioEntry[]>();
  for (const entry of scenario.entries) {
    const key = requestKey(entry.method, entry.path, entry.query);
    queues.set(key, [...(queues.get(key) ?? []), entry]);
  }
  const calls = new Map<string, number>();
  const played: string[] = [];
  const missed: string[] = [];
  const handler = http.all('*', ({ request }) => {
    const url = new URL(request.url);
    if (!isApiPath(url.pathname)) return undefined;
    const key = requestKey(request.method, url.pathname, canonicalQuery(url.searchParams));
    const queue = queues.get(key);
    if (!queue) {
      missed.push(key);
      if (fallback) return undefined;
      console.error(`[scenario] ${scenario.name}: 场景中没有该请求：${key}`);
      return HttpResponse.json(
        { code: SCENARIO_MISS_CODE, msg: `回放场景 ${scenario.name} 中没有该请求：${key}`, data: null },
        { status: 500 },
      );
    }
    const n = calls.get(key) ?? 0;
    calls.set(key, n + 1);
    played.push(key);
    return toResponse(queue[Math.min(n, queue.length - 1)]);
  });
  return {
    handlers: [handler],
    played,
    missed,
    rewind() {
      calls.clear();
      played.length = 0;
      missed.length = 0;
    },
  };
}

/** A list answer's first record name (paged `records`), for checks that the screen shows it. */
export function firstRecordName(json: unknown): string | undefined {
  const data = (json as { data?: { records?: unknown } } | undefined)?.data;
  const records = data && typeof data === 'object' ? (data as { records?: unknown }).records : undefined;
  if (!Array.isArray(records) || !records.length || !records[0] || typeof records[0] !== 'object') return undefined;
  const first = records[0] as Record<string, unknown>;
  const key = Object.keys(first).find(
    (k) => /name$/i.test(k) && !/^(user|create|update|teacher)/i.test(k) && typeof first[k] === 'string' && first[k],
  );
  return key ? (first[key] as string) : undefined;
}
