#!/usr/bin/env node
/**
 * Renders config/nginx.conf for a build: the sha256 CSP sources of the inline scripts of
 * <dist>/index.html, the listen / root / upstream placeholders, and the avatar origin (img-src)
 * and partner portals (frame-ancestors) of the Content-Security-Policy.
 *
 *   node scripts/nginx-conf.mjs --help                     what follows, and exits
 *   node scripts/nginx-conf.mjs dist                       prints the CSP script hashes
 *   node scripts/nginx-conf.mjs dist --listen 80 --root /srv/www --upstream 10.0.0.5:8080 > sworldweb.conf
 *     [--upstream-gz 10.0.0.6:8080] [--upstream-release 10.0.0.7:8080]
 *     [--avatar-origin https://avatar.example.com] [--frame-ancestors https://portal.example.com]
 *
 * Every option is checked before it goes into the file (an nginx directive ends at `;`, a block at
 * `{` or `}`): a wrong or unknown one stops the script with a message and exit code 2.
 *
 * tests/e2e/nginx.e2e.ts uses renderNginxConf() from this file, so the test proves the real config.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The 'sha256-…' CSP sources of every inline <script> of an HTML page, in document order. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** An http(s) origin (a leading *. allowed for sub-domains): nothing that could break out of the header's quotes. */
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** A list of origins from an option: a string (space- or comma-separated), an array, or nothing. */
export function originList(value, option) {
  const list = (Array.isArray(value) ? value : String(value ?? '').split(/[\s,]+/)).filter(Boolean);
  for (const origin of list) {
    if (!ORIGIN.test(origin))
      throw new Error(`${option}: "${origin}" is not an http(s) origin such as https://a.example.com`);
  }
  return list;
}

const USAGE = `Usage: node scripts/nginx-conf.mjs [dist] [options]

Renders config/nginx.conf for the build in dist (default: dist). Without --listen, --root or an
--upstream option it prints only the CSP sources of dist/index.html's inline scripts.

Options:
  --listen LISTEN            nginx listen: a port, or address:port, then optional flags
                             (80, 127.0.0.1:8099, [::]:80, "443 ssl"); default 80
  --root DIR                 absolute folder holding the build as its sub-folder sworldweb/; default /srv/www
  --upstream HOST:PORT       the backend (Java service and estimate service), /login and /logout
                             included; default 127.0.0.1:8080
  --upstream-gz HOST:PORT    the backend of the gz sand table (/sworldgz/, /estimategz/); default --upstream
  --upstream-release HOST:PORT
                             the backend of the release sand table (/sworldrelease/, /estimaterelease/);
                             default --upstream
  --avatar-origin ORIGINS    http(s) origins of the users' head images (img-src), space- or comma-separated
  --frame-ancestors ORIGINS  http(s) origins of partner portals that may frame the app
  -h, --help                 this text
`;

/** A listen value: port or address:port, then nginx's listen flags; nothing that ends the directive. */
const LISTEN =
  /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?):)?\d{1,5}(?: (?:ssl|http2|quic|default_server|reuseport|proxy_protocol|deferred|ipv6only=(?:on|off)|backlog=\d+))*$/i;
/** An absolute folder: path characters only (no space, quote, `;`, `{`, `}`, `$`, `#`). */
const ROOT = /^(?:\/[A-Za-z0-9._@+=,~-]+)*\/$|^(?:\/[A-Za-z0-9._@+=,~-]+)+$/;
/** host:port of the backend: a name or IPv4 address, or a bracketed IPv6 address. */
const UPSTREAM = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\]):\d{1,5}$/i;

const portOk = (value) => {
  const port = Number(/(\d+)(?: |$)/.exec(value.replace(/^\[[^\]]*\]/, ''))?.[1]);
  return port >= 1 && port <= 65535;
};

/** Checks the listen, root and upstream values (each variant's upstream defaults to the main one); throws naming the option. */
export function checkPlacement({ listen, root, upstream, upstreamGz = upstream, upstreamRelease = upstream }) {
  const text = (v) => String(v ?? '');
  if (!LISTEN.test(text(listen)) || !portOk(text(listen).split(' ')[0]))
    throw new Error(`--listen: "${text(listen)}" is not a port or address:port (e.g. 80, 127.0.0.1:8099, "443 ssl")`);
  if (!ROOT.test(text(root)) || text(root).split('/').includes('..'))
    throw new Error(
      `--root: "${text(root)}" is not an absolute folder such as /srv/www (letters, digits, . _ - / only)`,
    );
  for (const [option, value] of [
    ['--upstream', upstream],
    ['--upstream-gz', upstreamGz],
    ['--upstream-release', upstreamRelease],
  ]) {
    if (!UPSTREAM.test(text(value)) || !portOk(text(value).slice(text(value).lastIndexOf(':') + 1)))
      throw new Error(`${option}: "${text(value)}" is not host:port such as 10.0.0.5:8080`);
  }
}

/**
 * config/nginx.conf (path relative to the working directory) with its placeholders replaced.
 * upstreamGz and upstreamRelease: the backends of the gz and release sand tables, upstream when not
 * given. avatarOrigin: origins head images may come from (img-src); frameAncestors: origins of partner
 * portals that may embed the app, besides 'self' (X-Frame-Options is then dropped: it cannot name them).
 */
export function renderNginxConf({
  dist,
  listen,
  root,
  upstream,
  upstreamGz = upstream,
  upstreamRelease = upstream,
  avatarOrigin = '',
  frameAncestors = '',
  template = 'config/nginx.conf',
}) {
  checkPlacement({ listen, root, upstream, upstreamGz, upstreamRelease });
  const hashes = inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8'));
  const avatars = originList(avatarOrigin, '--avatar-origin');
  const partners = originList(frameAncestors, '--frame-ancestors');
  let text = readFileSync(template, 'utf8')
    .replaceAll('__LISTEN__', String(listen))
    .replaceAll('__WEB_ROOT__', root)
    .replaceAll('__UPSTREAM__', upstream)
    .replaceAll('__UPSTREAM_GZ__', upstreamGz)
    .replaceAll('__UPSTREAM_RELEASE__', upstreamRelease)
    .replaceAll('__SCRIPT_HASHES__', hashes.join(' '))
    .replaceAll(' __AVATAR_ORIGIN__', avatars.map((o) => ` ${o}`).join(''))
    .replaceAll('__FRAME_ANCESTORS__', ["'self'", ...partners].join(' '));
  if (partners.length) text = text.replace(/^\s*add_header X-Frame-Options .*\n/m, '');
  return text;
}

const OPTIONS = ['listen', 'root', 'upstream', 'upstream-gz', 'upstream-release', 'avatar-origin', 'frame-ancestors'];

/** The command line: the dist folder and the options; throws on an unknown option or a missing value. */
export function parseArgs(argv) {
  const options = {};
  let dist;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '-h' || arg === '--help') return { help: true };
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
      if (!OPTIONS.includes(name)) throw new Error(`unknown option ${arg}`);
      const value = inline ?? argv[(i += 1)];
      if (value === undefined || (inline === undefined && value.startsWith('--')))
        throw new Error(`--${name} needs a value`);
      options[name] = value;
    } else if (dist === undefined) dist = arg;
    else throw new Error(`unexpected argument ${arg}`);
  }
  return { dist: dist ?? 'dist', options };
}

function main(argv) {
  let args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`nginx-conf: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const { dist, options } = args;
  try {
    if (['listen', 'root', 'upstream', 'upstream-gz', 'upstream-release'].every((o) => options[o] === undefined)) {
      process.stdout.write(`${inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8')).join(' ')}\n`);
    } else {
      const upstream = options.upstream ?? '127.0.0.1:8080';
      process.stdout.write(
        renderNginxConf({
          dist,
          listen: options.listen ?? '80',
          root: options.root ?? '/srv/www',
          upstream,
          upstreamGz: options['upstream-gz'] ?? upstream,
          upstreamRelease: options['upstream-release'] ?? upstream,
          avatarOrigin: options['avatar-origin'],
          frameAncestors: options['frame-ancestors'],
        }),
      );
    }
  } catch (error) {
    process.stderr.write(`nginx-conf: ${error.message}\n`);
    return 2;
  }
  return 0;
}

if (/nginx-conf\.mjs$/.test(process.argv[1] ?? '')) process.exitCode = main(process.argv.slice(2));
