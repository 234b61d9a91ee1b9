#!/usr/bin/env node
/**
 * Renders config/nginx.conf for a build: the sha256 CSP sources of the inline scripts of
 * <dist>/index.html, the listen / root / upstream placeholders, and the avatar origin (img-src)
 * and partner portals (frame-ancestors) of the Content-Security-Policy.
 *
 *   node scripts/nginx-conf.mjs dist                       prints the CSP script hashes
 *   node scripts/nginx-conf.mjs dist --listen 80 --root /srv/www --upstream 10.0.0.5:8080 > sworldweb.conf
 *     [--avatar-origin https://avatar.example.com] [--frame-ancestors https://portal.example.com]
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

/**
 * config/nginx.conf (path relative to the working directory) with its placeholders replaced.
 * avatarOrigin: origins head images may come from (img-src); frameAncestors: origins of partner
 * portals that may embed the app, besides 'self' (X-Frame-Options is then dropped: it cannot name them).
 */
export function renderNginxConf({
  dist,
  listen,
  root,
  upstream,
  avatarOrigin = '',
  frameAncestors = '',
  template = 'config/nginx.conf',
}) {
  const hashes = inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8'));
  const avatars = originList(avatarOrigin, '--avatar-origin');
  const partners = originList(frameAncestors, '--frame-ancestors');
  let text = readFileSync(template, 'utf8')
    .replaceAll('__LISTEN__', String(listen))
    .replaceAll('__WEB_ROOT__', root)
    .replaceAll('__UPSTREAM__', upstream)
    .replaceAll('__SCRIPT_HASHES__', hashes.join(' '))
    .replaceAll(' __AVATAR_ORIGIN__', avatars.map((o) => ` ${o}`).join(''))
    .replaceAll('__FRAME_ANCESTORS__', ["'self'", ...partners].join(' '));
  if (partners.length) text = text.replace(/^\s*add_header X-Frame-Options .*\n/m, '');
  return text;
}

if (/nginx-conf\.mjs$/.test(process.argv[1] ?? '')) {
  const [dist = 'dist', ...rest] = process.argv.slice(2);
  const opt = (name) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  if (!opt('listen') && !opt('root') && !opt('upstream')) {
    process.stdout.write(`${inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8')).join(' ')}\n`);
  } else {
    process.stdout.write(
      renderNginxConf({
        dist,
        listen: opt('listen') ?? '80',
        root: opt('root') ?? '/srv/www',
        upstream: opt('upstream') ?? '127.0.0.1:8080',
        avatarOrigin: opt('avatar-origin'),
        frameAncestors: opt('frame-ancestors'),
      }),
    );
  }
}
