/**
 * Builds the MSW handler list from the catalogue: one handler per endpoint and concrete path
 * (variant paths under /sworld/, /sworldgz/ and /sworldrelease/), then JSON 404s for unknown API
 * paths. The same list serves the browser worker, the Node test server and the standalone server.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { allEndpoints, type Endpoint, resolvePath } from '../../src/services/endpoints';
import type { Store } from '../db/store';
import { CODE, type AllResolvers, type Ctx, FileReply, Refusal, type Resolver } from './kit';

export interface BuildOptions {
  /** Milliseconds to wait before answering (browser only; 0 in tests). */
  latency?: () => number;
  /** Clock; tests may fix it. */
  now?: () => number;
}

const VARIANTS = ['', 'gz', 'release'] as const;

/** The concrete paths an endpoint answers at, with their variant. */
export function concretePaths(endpoint: Endpoint): { path: string; variant: string }[] {
  if (!endpoint.variant) return [{ path: endpoint.path, variant: '' }];
  return VARIANTS.map((variant) => ({ path: resolvePath(endpoint.path, variant), variant }));
}

/** Unknown paths under these prefixes get a JSON 404 envelope, never an HTML page. */
export const API_PREFIXES = ['/sworld/', '/sworldgz/', '/sworldrelease/', '/sworldShunt/', '/estimate/', '/estimategz/', '/estimaterelease/', '/estimateShunt/'];

function envelope(code: number, msg: string, data: unknown = null, status = 200) {
  return HttpResponse.json({ code, msg, data }, { status });
}

async function readParams(request: Request) {
  const params: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  const files: Record<string, File> = {};
  const add = (key: string, value: string) => {
    params[key] = value;
    (lists[key] ??= []).push(value);
  };
  new URL(request.url).searchParams.forEach((value, key) => add(key, value));
  const type = request.headers.get('content-type') ?? '';
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      form.forEach((value, key) => {
        if (typeof value === 'string') add(key, value);
        else files[key] = value as File;
      });
    } else {
      const body = await request.text();
      if (type.includes('application/json') && body) {
        const parsed = JSON.parse(body);
        Object.entries(parsed).forEach(([k, v]) => add(k, typeof v === 'string' ? v : JSON.stringify(v)));
      } else if (body) {
        new URLSearchParams(body).forEach((value, key) => add(key, value));
      }
    }
  }
  return { params, lists, files };
}

function lookup(resolvers: AllResolvers, endpoint: Endpoint): Resolver {
  const name = endpoint.key.slice(endpoint.family.length + 1);
  return (resolvers as any)[endpoint.family][name];
}

export function buildHandlers(store: Store, resolvers: AllResolvers, options: BuildOptions = {}): HttpHandler[] {
  const now = options.now ?? (() => Date.now());
  const handlers: HttpHandler[] = [];
  for (const endpoint of allEndpoints) {
    const resolve = lookup(resolvers, endpoint);
    const method = endpoint.method === 'GET' ? http.get : http.post;
    for (const { path, variant } of concretePaths(endpoint)) {
      handlers.push(
        method(`*${path}`, async ({ request }) => {
          const wait = options.latency?.() ?? 0;
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const token = request.headers.get('authorization') ?? '';
          const session = token ? store.db.sessions.find((s) => s.token === token) : undefined;
          const user = session ? store.db.users.find((u) => u.id === session.userId) ?? null : null;
          if (!endpoint.open && !user) return envelope(CODE.unauthorized, '用户未登录或登录已过期');
          let parsed;
          try {
            parsed = await readParams(request);
          } catch {
            return envelope(CODE.badInput, '请求内容格式不正确');
          }
          const ctx: Ctx = { store, db: store.db, endpoint, variant, ...parsed, user, token, now: now() };
          try {
            const result = await resolve(ctx);
            if (endpoint.method === 'POST') store.changed();
            if (result instanceof FileReply) {
              return new HttpResponse(result.body, {
                status: 200,
                headers: {
                  'Content-Type': result.contentType,
                  'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(result.fileName)}`,
                },
              });
            }
            return envelope(CODE.ok, '操作成功', result ?? null);
          } catch (error) {
            if (error instanceof Refusal) return envelope(error.code, error.msg, error.data);
            console.error(`[mock] ${endpoint.key} failed`, error);
            return envelope(CODE.serverError, '服务器内部错误');
          }
        }),
      );
    }
  }
  for (const prefix of API_PREFIXES) {
    handlers.push(
      http.all(`*${prefix}*`, ({ request }) =>
        envelope(CODE.notFound, `接口不存在：${request.method} ${new URL(request.url).pathname}`, null, 404),
      ),
    );
  }
  return handlers;
}
