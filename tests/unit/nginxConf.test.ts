/** @jest-environment node */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
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
    { upstreamGz: '127.0.0.1:8081', upstreamRelease: '127.0.0.1:8082' },
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
      for (const option of [
        '--listen',
        '--root',
        '--upstream',
        '--upstream-gz',
        '--upstream-release',
        '--avatar-origin',
        '--frame-ancestors',
      ])
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

  it('refuses a wrong variant upstream the same way, naming its option', () => {
    for (const [option, key] of [
      ['upstream-gz', 'upstreamGz'],
      ['upstream-release', 'upstreamRelease'],
    ]) {
      for (const value of ['10.0.0.6:8080; server evil:80', 'http://10.0.0.6:8080', '10.0.0.6', '10.0.0.6:0']) {
        expect(() => render({ [key]: value })).toThrow(new RegExp(`^--${option}: "`));
        const { status, stdout, stderr } = run(dist, '--upstream', '10.0.0.5:8080', `--${option}`, value);
        expect([option, value, status, stdout]).toEqual([option, value, 2, '']);
        expect(stderr).toMatch(new RegExp(`^nginx-conf: --${option}: `));
      }
      const { status, stderr } = run(dist, `--${option}`);
      expect([status, stderr]).toEqual([
        2,
        expect.stringMatching(new RegExp(`^nginx-conf: --${option} needs a value`)),
      ]);
    }
  });

  it('puts each variant’s upstream in its own block, from the command line too; both default to --upstream', () => {
    const servers = (conf: string) =>
      Object.fromEntries(
        [...conf.matchAll(/^upstream (\w+) \{\s*server ([^;]+);/gm)].map(([, name, server]) => [name, server]),
      );
    expect(servers(render({ upstream: '10.0.0.5:8080' }))).toEqual({
      sworld_backend: '10.0.0.5:8080',
      sworld_backend_gz: '10.0.0.5:8080',
      sworld_backend_release: '10.0.0.5:8080',
    });
    const { status, stdout } = run(
      dist,
      '--upstream',
      '10.0.0.5:8080',
      '--upstream-gz',
      'gz.school.edu.cn:8081',
      '--upstream-release=[fd00::7]:8082',
    );
    expect(status).toBe(0);
    expect(servers(stdout)).toEqual({
      sworld_backend: '10.0.0.5:8080',
      sworld_backend_gz: 'gz.school.edu.cn:8081',
      sworld_backend_release: '[fd00::7]:8082',
    });
    expect(stdout).not.toMatch(/__[A-Z_]+__/);
  });

  it('refuses an unknown option or one without a value, with the usage, and exits 2', () => {
    for (const args of [['--bogus', 'x'], ['--listen'], ['--listen', '--root', '/srv/www']]) {
      const { status, stdout, stderr } = run(dist, ...args);
      expect([args, status, stdout]).toEqual([args, 2, '']);
      expect(stderr).toMatch(/^nginx-conf: (unknown option --bogus|--listen needs a value)\n\nUsage:/);
    }
  });

  it('answers nginx’s own errors with JSON envelopes, uncached', () => {
    const conf = render();
    for (const [page, status, msg] of [
      [400, 400, '请求格式不正确'],
      [405, 405, '请求方法不支持'],
      [413, 413, '请求内容过大，不能超过 50 MB'],
      [414, 414, '请求地址过长'],
      [494, 400, '请求头过大'],
      [502, 502, '后端服务暂时不可用，请稍后再试'],
      [504, 504, '后端服务响应超时，请稍后再试'],
    ] as const) {
      const named = new RegExp(
        `location = /\\.sworld-error/${page} \\{\\s*internal;\\s*default_type "application/json; charset=utf-8";\\s*return ${status} '([^']*)';`,
      ).exec(conf);
      expect([page, JSON.parse(named![1])]).toEqual([page, { code: status, msg, data: null }]);
      expect(conf).toMatch(new RegExp(`error_page [\\d ]*\\b${page}\\b[\\d ]*/\\.sworld-error/${page};`));
    }
    expect(conf).toMatch(/error_page 500 502 503 \/\.sworld-error\/502;/);
    expect(conf).toContain('add_header Cache-Control $sworld_backend_cache_control always;');
  });
});

describe('nginx sends each sand-table variant to its own backend', () => {
  /** Three stand-in backends that answer with their own name and record the paths they got. */
  const backends = ['main', 'gz', 'release'].map((name) => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ code: 200, msg: '', data: name }));
    });
    return { name, seen, server };
  });
  let work: string;
  let nginx: ReturnType<typeof spawn> | undefined;
  let log = '';

  const address = (server: http.Server) => `127.0.0.1:${(server.address() as AddressInfo).port}`;
  async function freePort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
    const { port } = probe.address() as AddressInfo;
    await new Promise((r) => probe.close(r));
    return port;
  }

  /** Runs nginx with the rendered config; resolves its origin once it answers. */
  async function start(extra: Record<string, unknown>): Promise<string> {
    work = mkdtempSync(join(tmpdir(), 'sworld-nginx-v-'));
    for (const d of ['logs', 'temp']) mkdirSync(join(work, d));
    const port = await freePort();
    writeFileSync(join(work, 'site.conf'), render({ listen: `127.0.0.1:${port}`, ...extra }));
    const temp = (name: string) => `${name}_temp_path ${join(work, 'temp')};`;
    writeFileSync(
      join(work, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;' : ''} worker_processes 1; pid ${join(work, 'nginx.pid')}; error_log stderr warn; events {} http { include /etc/nginx/mime.types; access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${join(work, 'site.conf')}; }`,
    );
    nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx.stderr?.on('data', (d) => (log += String(d)));
    const origin = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + 15_000; ; ) {
      try {
        await fetch(`${origin}/logout`, { method: 'POST' });
        return origin;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`nginx did not answer: ${String(error)}\n${log}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  async function stop() {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGQUIT');
      await exited;
    }
    nginx = undefined;
    if (work) rmSync(work, { recursive: true, force: true });
    for (const b of backends) b.seen.length = 0;
  }

  beforeAll(async () => {
    for (const { server } of backends) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  });
  afterEach(stop);
  afterAll(async () => {
    for (const { server } of backends) await new Promise((r) => server.close(r));
  });

  const PATHS: [string, string, string][] = [
    ['POST', '/login', 'main'],
    ['POST', '/logout', 'main'],
    ['GET', '/sworld/user/list?current=1', 'main'],
    ['GET', '/estimate/rule/list', 'main'],
    ['GET', '/sworldgz/training/list?current=1', 'gz'],
    ['GET', '/estimategz/rule/list', 'gz'],
    ['POST', '/sworldrelease/training/save', 'release'],
    ['GET', '/estimaterelease/rule/list', 'release'],
  ];

  it('with --upstream-gz and --upstream-release: the gz and release paths to theirs, the rest to --upstream', async () => {
    const [main, gz, release] = backends;
    const origin = await start({
      upstream: address(main.server),
      upstreamGz: address(gz.server),
      upstreamRelease: address(release.server),
    });
    main.seen.length = 0;
    for (const [method, path, name] of PATHS) {
      const answer = await fetch(`${origin}${path}`, { method });
      expect([path, answer.status, (await answer.json()).data]).toEqual([path, 200, name]);
    }
    expect(main.seen).toEqual(PATHS.filter(([, , n]) => n === 'main').map(([m, p]) => `${m} ${p}`));
    expect(gz.seen).toEqual(PATHS.filter(([, , n]) => n === 'gz').map(([m, p]) => `${m} ${p}`));
    expect(release.seen).toEqual(PATHS.filter(([, , n]) => n === 'release').map(([m, p]) => `${m} ${p}`));
  });

  it('without them: every variant to --upstream', async () => {
    const [main, gz, release] = backends;
    const origin = await start({ upstream: address(main.server) });
    for (const [method, path] of PATHS) {
      const answer = await fetch(`${origin}${path}`, { method });
      expect([path, (await answer.json()).data]).toEqual([path, 'main']);
    }
    expect(gz.seen).toEqual([]);
    expect(release.seen).toEqual([]);
  });
});
