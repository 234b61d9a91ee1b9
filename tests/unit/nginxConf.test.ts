/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderNginxConf } from '../../scripts/nginx-conf.mjs';

/**
 * The headers config/nginx.conf adds, and the options scripts/nginx-conf.mjs
 * takes for them. tests/e2e/nginx.e2e.ts runs nginx with a partner portal and an avatar origin.
 */
const ROOT = resolve(__dirname, '../..');
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'sworld-conf-'));
  writeFileSync(join(dist, 'index.html'), '<script>a()</script><script src="/umi.js"></script><script>b()</script>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const render = (extra: Record<string, unknown> = {}) =>
  renderNginxConf({
    template: join(ROOT, 'config/nginx.conf'),
    dist,
    listen: '127.0.0.1:8099',
    root: '/srv/www',
    upstream: '127.0.0.1:8080',
    ...extra,
  });
const header = (conf: string, name: string) =>
  new RegExp(`^\\s*add_header ${name} "([^"]*)" always;`, 'm').exec(conf)?.[1];
const directive = (csp: string | undefined, name: string) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

it('adds HSTS, Permissions-Policy and COOP; frames only by the site itself and images from it or data: by default', () => {
  const conf = render();
  expect(header(conf, 'Strict-Transport-Security')).toBe('max-age=31536000');
  expect(header(conf, 'Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  expect(header(conf, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
  const csp = header(conf, 'Content-Security-Policy');
  expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
  expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  expect(header(conf, 'X-Frame-Options')).toBe('SAMEORIGIN');
  expect(conf).not.toMatch(/__[A-Z_]+__/);
});

it('takes the avatar origin and partner portals as options, and drops X-Frame-Options for a partner', () => {
  const conf = render({
    avatarOrigin: 'https://avatar.example.com',
    frameAncestors: 'https://portal.example.com, https://*.partner.example.org:8443',
  });
  const csp = header(conf, 'Content-Security-Policy');
  expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://avatar.example.com");
  expect(directive(csp, 'frame-ancestors')).toBe(
    "frame-ancestors 'self' https://portal.example.com https://*.partner.example.org:8443",
  );
  expect(header(conf, 'X-Frame-Options')).toBeUndefined();
  expect(header(conf, 'Strict-Transport-Security')).toBe('max-age=31536000');
});

it('the command line passes the options through', () => {
  const out = execFileSync(
    process.execPath,
    [
      join(ROOT, 'scripts/nginx-conf.mjs'),
      dist,
      '--listen',
      '80',
      '--avatar-origin',
      'https://avatar.example.com',
      '--frame-ancestors',
      'https://portal.example.com',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const csp = header(out, 'Content-Security-Policy');
  expect(directive(csp, 'img-src')).toContain('https://avatar.example.com');
  expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self' https://portal.example.com");
});

it('refuses anything but http(s) origins, which could break out of the header', () => {
  for (const bad of [
    'javascript:alert(1)',
    'https://a.example.com"; add_header X 1',
    "'unsafe-inline'",
    'a.example.com',
    'https://a.example.com/path',
  ]) {
    expect(() => render({ avatarOrigin: bad })).toThrow(/not an http\(s\) origin/);
    expect(() => render({ frameAncestors: bad })).toThrow(/not an http\(s\) origin/);
  }
});

/** Debian's nginx (scripts/test.sh installs it); /usr/sbin is not on every user's PATH. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
it('renders a configuration nginx accepts, with and without the options', () => {
  for (const extra of [
    {},
    { avatarOrigin: 'https://avatar.example.com', frameAncestors: 'https://portal.example.com' },
  ]) {
    const work = mkdtempSync(join(tmpdir(), 'sworld-nginx-t-'));
    try {
      for (const d of ['logs', 'temp']) mkdirSync(join(work, d));
      writeFileSync(join(work, 'site.conf'), render(extra));
      writeFileSync(
        join(work, 'nginx.conf'),
        `pid ${join(work, 'nginx.pid')}; error_log stderr warn; events {} http { include /etc/nginx/mime.types; client_body_temp_path ${join(work, 'temp')}; proxy_temp_path ${join(work, 'temp')}; include ${join(work, 'site.conf')}; }`,
      );
      execFileSync(NGINX, ['-t', '-q', '-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'pipe' });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
});

describe('the command line and its options', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [join(ROOT, 'scripts/nginx-conf.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });

  it('prints its usage for --help and -h, and exits 0', () => {
    for (const flag of ['--help', '-h']) {
      const { status, stdout, stderr } = run(flag);
      expect([status, stderr]).toEqual([0, '']);
      expect(stdout).toMatch(/^Usage: node scripts\/nginx-conf\.mjs \[dist\] \[options\]/);
      for (const option of ['--listen', '--root', '--upstream', '--avatar-origin', '--frame-ancestors'])
        expect(stdout).toContain(option);
    }
  });

  it('takes the listen, root and upstream forms nginx takes', () => {
    for (const listen of ['80', '127.0.0.1:8099', '[::]:80', '443 ssl', 'localhost:8080 default_server'])
      expect(render({ listen })).toContain(`listen ${listen};`);
    expect(render({ root: '/srv/www-2/sworld_web' })).toContain('root /srv/www-2/sworld_web;');
    for (const upstream of ['10.0.0.5:8080', 'backend.school.edu.cn:443', '[fd00::5]:8080'])
      expect(render({ upstream })).toContain(`server ${upstream};`);
  });

  it('refuses values that would change the configuration, naming the option; nothing is printed', () => {
    const bad: [string, string][] = [
      ['listen', '80; include /etc/passwd'],
      ['listen', '80 { }'],
      ['listen', '99999'],
      ['listen', ''],
      ['root', 'srv/www'],
      ['root', '/srv/www; autoindex on'],
      ['root', '/srv/$host'],
      ['root', '/srv/../etc'],
      ['upstream', '10.0.0.5:8080; server evil:80'],
      ['upstream', 'http://10.0.0.5:8080'],
      ['upstream', '10.0.0.5'],
    ];
    for (const [option, value] of bad) {
      expect(() => render({ [option]: value })).toThrow(new RegExp(`^--${option}: `));
      const { status, stdout, stderr } = run(dist, `--${option}`, value);
      expect([option, value, status, stdout]).toEqual([option, value, 2, '']);
      expect(stderr).toMatch(new RegExp(`^nginx-conf: --${option}: `));
    }
  });

  it('refuses an unknown option or one without a value, with the usage, and exits 2', () => {
    for (const args of [['--bogus', 'x'], ['--listen'], ['--listen', '--root', '/srv/www']]) {
      const { status, stdout, stderr } = run(dist, ...args);
      expect([args, status, stdout]).toEqual([args, 2, '']);
      expect(stderr).toMatch(/^nginx-conf: (unknown option --bogus|--listen needs a value)\n\nUsage:/);
    }
  });

  it('answers nginx’s own errors on the backend paths with JSON envelopes, uncached', () => {
    const conf = render();
    for (const [code, msg] of [
      [413, '请求内容过大，不能超过 50 MB'],
      [502, '后端服务暂时不可用，请稍后再试'],
      [504, '后端服务响应超时，请稍后再试'],
    ] as const) {
      const named = new RegExp(
        `location @backend_${code} \\{[^}]*default_type "application/json; charset=utf-8";[^}]*return ${code} '([^']*)';`,
      ).exec(conf);
      expect(JSON.parse(named![1])).toEqual({ code, msg, data: null });
    }
    expect(conf).toMatch(
      /error_page 413 @backend_413;\s+error_page 500 502 503 @backend_502;\s+error_page 504 @backend_504;/,
    );
    expect(conf).toContain('add_header Cache-Control $sworld_backend_cache_control always;');
  });
});
