import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Serves a built app under a base path with history fallback to index.html, and optionally
 * proxies the backend paths to an API server (real mode against the standalone mock). With `gzip`,
 * assets go compressed as config/nginx.conf sends them (level 6, text types from 1 KB), for the
 * benchmarks whose figures depend on bytes on the wire (Lighthouse).
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

export const BACKEND_PREFIXES = [
  '/sworld/',
  '/sworldgz/',
  '/sworldrelease/',
  '/estimate/',
  '/estimategz/',
  '/estimaterelease/',
  '/login',
  '/logout',
];

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** The types config/nginx.conf compresses. */
const GZIP_TYPES = ['.js', '.css', '.svg', '.json'];
const GZIP_MIN_BYTES = 1024;

/**
 * The Cache-Control header config/nginx.conf sends for a path under the base: its
 * `$sworldweb_cache_control` map read from the file itself (hashed chunks a year and immutable,
 * index.html no-cache, anything else an hour), with its /sworldweb/ standing for `base`.
 */
export function cacheControlOf(base: string): (pathname: string) => string {
  const conf = readFileSync(resolve(__dirname, '../../config/nginx.conf'), 'utf8');
  const block = /map \$uri \$sworldweb_cache_control \{([\s\S]*?)\n\}/.exec(conf);
  if (!block) throw new Error('config/nginx.conf: no $sworldweb_cache_control map');
  const escapedBase = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let fallback = '';
  const rules: [RegExp, string][] = [];
  for (const line of block[1]
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    // Only the two forms the file uses: `default "value";` and `"~regex" "value";` (case-sensitive).
    const entry = /^(default|"~[^"]+")\s+"([^"]*)";$/.exec(line);
    if (!entry) throw new Error(`config/nginx.conf: a $sworldweb_cache_control line this server cannot read: ${line}`);
    if (entry[1] === 'default') fallback = entry[2];
    else rules.push([new RegExp(entry[1].slice(2, -1).replaceAll('/sworldweb/', escapedBase)), entry[2]]);
  }
  return (pathname) => rules.find(([pattern]) => pattern.test(pathname))?.[1] ?? fallback;
}

export function serveApp(opts: {
  dir: string;
  base: string;
  port?: number;
  apiTarget?: string;
  indexHtml?: string;
  gzip?: boolean;
  /** Files served beside the build's own, by their path under the base (a deployment's sworld.config.json). */
  files?: Readonly<Record<string, string>>;
}): Promise<StaticServer> {
  const gzipped = new Map<string, Buffer>();
  const cacheControl = cacheControlOf(opts.base);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (opts.apiTarget && BACKEND_PREFIXES.some((p) => url.pathname.startsWith(p))) {
      const target = new URL(req.url ?? '/', opts.apiTarget);
      // A connection of its own per call: Node's agent keeps an idle one 5 s and the mock server as
      // long, so a call sent on one the server was closing came back as a 502 on a busy machine.
      const upstream = http.request(
        target,
        { method: req.method, headers: { ...req.headers, host: target.host }, agent: false },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        res.end('<html><body>502 Bad Gateway</body></html>');
      });
      req.pipe(upstream);
      return;
    }
    if (!url.pathname.startsWith(opts.base)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    const relative = normalize(decodeURIComponent(url.pathname.slice(opts.base.length))).replace(/^(\.\.[/\\])+/, '');
    const added = opts.files?.[relative];
    if (added !== undefined) {
      res.writeHead(200, { 'Content-Type': TYPES[extname(relative)] ?? 'text/plain', 'Cache-Control': 'no-cache' });
      res.end(added);
      return;
    }
    const file = join(opts.dir, relative);
    if (relative && existsSync(file) && statSync(file).isFile()) {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const cache = cacheControl(url.pathname);
      if (cache) res.setHeader('Cache-Control', cache);
      if (
        opts.gzip &&
        GZIP_TYPES.includes(extname(file)) &&
        /\bgzip\b/.test(String(req.headers['accept-encoding'])) &&
        statSync(file).size >= GZIP_MIN_BYTES
      ) {
        if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 6 }));
        res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
        res.end(gzipped.get(file));
        return;
      }
      res.writeHead(200, { 'Content-Type': type });
      createReadStream(file).pipe(res);
      return;
    }
    // The history fallback: nginx names it by its own path (try_files … index.html).
    res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': cacheControl(`${opts.base}index.html`) });
    if (opts.indexHtml) res.end(opts.indexHtml);
    else createReadStream(join(opts.dir, 'index.html')).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${address.port}${opts.base}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
