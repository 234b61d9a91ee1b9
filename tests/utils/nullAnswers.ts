import { getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import type { SetupServer } from 'msw/node';

/**
 * Makes the mock answer a POST to `path` the way a Spring backend's `Result.success()` does: the
 * mock does the work as usual, and its answer's data is replaced by null. `withBody` answers a bare
 * HTTP 200 with an empty body instead.
 */
export function answerNullData(server: SetupServer, path: string, { withBody = true } = {}) {
  // The mock's own handlers (all of them request handlers), as they are before this override.
  const handlers = server.listHandlers() as RequestHandler[];
  const calls: Request[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      calls.push(request);
      const real = await getResponse(handlers, request);
      if (!real) throw new Error(`no mock handler for ${path}`);
      const envelope = JSON.parse(await real.text());
      if (envelope.code !== 200) return HttpResponse.json(envelope, { status: real.status });
      if (!withBody) return new HttpResponse(null, { status: 200 });
      return HttpResponse.json({ code: 200, msg: '操作成功', data: null });
    }),
  );
  return calls;
}
