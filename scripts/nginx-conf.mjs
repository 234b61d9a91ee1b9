#!/usr/bin/env node
/**
 * Renders config/nginx.conf for a build: the sha256 CSP sources of the inline scripts of
 * <dist>/index.html, and the listen / root / upstream placeholders.
 *
 *   node scripts/nginx-conf.mjs dist                       prints the CSP script hashes
 *   node scripts/nginx-conf.mjs dist --listen 80 --root /srv/www --upstream 10.0.0.5:8080 > sworldweb.conf
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

/** config/nginx.conf (path relative to the working directory) with its placeholders replaced. */
export function renderNginxConf({ dist, listen, root, upstream, template = 'config/nginx.conf' }) {
  const hashes = inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8'));
  return readFileSync(template, 'utf8')
    .replaceAll('__LISTEN__', String(listen))
    .replaceAll('__WEB_ROOT__', root)
    .replaceAll('__UPSTREAM__', upstream)
    .replaceAll('__SCRIPT_HASHES__', hashes.join(' '));
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
      }),
    );
  }
}
