import { delay, HttpResponse, http } from 'msw';
import { loadDeployConfig } from '@/services/deployConfigLoader';
import { getAuthorization } from '@/utils/session';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import * as authService from '../auth';
import * as classService from '../class';
import { DEFAULT_DEPLOY_CONFIG, deployConfig, parseDeployConfig, setDeployConfig } from '../deployConfig';

const { server, requests } = useMockBackend();
const last = () => requests[requests.length - 1];

afterEach(() => {
  setDeployConfig(DEFAULT_DEPLOY_CONFIG);
  delete window.__SWORLD_BASE__;
});

describe('parsing sworld.config.json', () => {
  it('reads every override', () => {
    const { config, problems } = parseDeployConfig(
      JSON.stringify({
        paths: { 'class.list': '/api/classes', 'training.list': '/sworldShunt/train/all' },
        loginEncoding: 'urlencoded',
        loginAuthorization: { header: 'X-Auth-Token' },
        authorizationPrefix: 'Bearer ',
      }),
    );
    expect(problems).toEqual([]);
    expect(config).toEqual({
      paths: { 'class.list': '/api/classes', 'training.list': '/sworldShunt/train/all' },
      loginEncoding: 'urlencoded',
      loginAuthorization: { header: 'X-Auth-Token' },
      authorizationPrefix: 'Bearer ',
    });
  });

  it('names each unknown key or bad value, ignores it and keeps the rest', () => {
    const { config, problems } = parseDeployConfig(
      JSON.stringify({
        paths: {
          'class.list': '/api/classes',
          'class.nope': '/x',
          'user.list': '//evil.example/steal',
          'case.list': 'https://evil.example/x',
          'rule.copy': '/sworld/../admin',
        },
        loginEncoding: 'json',
        loginAuthorization: { cookie: 'sid' },
        authorizationPrefix: 'Bearer\n',
        theme: 'dark',
      }),
    );
    expect(config).toEqual({ ...DEFAULT_DEPLOY_CONFIG, paths: { 'class.list': '/api/classes' } });
    expect(problems).toEqual([
      'unknown key "theme" ignored',
      'unknown catalogue key "paths.class.nope" ignored',
      '"paths.user.list" must be a path starting with one "/" on this site: ignored',
      '"paths.case.list" must be a path starting with one "/" on this site: ignored',
      '"paths.rule.copy" must be a path starting with one "/" on this site: ignored',
      '"loginEncoding" must be "multipart" or "urlencoded": ignored',
      '"loginAuthorization" must be {"field": "<name in data>"} or {"header": "<header name>"}: ignored',
      '"authorizationPrefix" must be text without control characters: ignored',
    ]);
  });

  it('ignores a malformed file or one that is not an object', () => {
    const broken = parseDeployConfig('{ "paths": ');
    expect(broken.config).toBe(DEFAULT_DEPLOY_CONFIG);
    expect(broken.problems[0]).toMatch(/^not valid JSON .*: file ignored$/);
    expect(parseDeployConfig('[1]')).toEqual({
      config: DEFAULT_DEPLOY_CONFIG,
      problems: ['not a JSON object: file ignored'],
    });
  });
});

describe('the request layer follows the active config', () => {
  it('calls an overridden path, with the Authorization prefix', async () => {
    const { authorization } = await loginAs('teacher');
    setDeployConfig(
      parseDeployConfig('{"paths":{"class.list":"/api/v2/classes"},"authorizationPrefix":"Bearer "}').config,
    );
    server.use(
      http.get('*/api/v2/classes', () => HttpResponse.json({ code: 200, msg: '', data: { records: [], total: 7 } })),
    );
    const data = await classService.list({ current: 1, size: 10 });
    expect(last().url.pathname).toBe('/api/v2/classes');
    expect(last().url.search).toBe('?current=1&size=10');
    expect(last().headers.get('authorization')).toBe(`Bearer ${authorization}`);
    expect(data!.total).toBe(7);
  });

  it('logs in url-encoded and reads the authorization from a response header', async () => {
    setDeployConfig(
      parseDeployConfig('{"loginEncoding":"urlencoded","loginAuthorization":{"header":"X-Auth-Token"}}').config,
    );
    server.use(
      http.post('*/login', () =>
        HttpResponse.json(
          { code: 200, msg: '', data: { userType: 2, userId: '2', userCode: 'teacher', userName: '王老师' } },
          { headers: { 'X-Auth-Token': 'tok-from-header' } },
        ),
      ),
    );
    const result = await authService.login({ username: 'teacher', password: 'a&b' });
    expect(last().headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(last().body).toBe('username=teacher&password=a%26b');
    expect(result).toEqual({
      userType: 2,
      userId: '2',
      userCode: 'teacher',
      userName: '王老师',
      authorization: 'tok-from-header',
    });
  });

  it('reads the authorization from a named field of data, leaving it out of the user info', async () => {
    setDeployConfig(parseDeployConfig('{"loginAuthorization":{"field":"token"}}').config);
    server.use(
      http.post('*/login', () => HttpResponse.json({ code: 200, msg: '', data: { userId: '9', token: 'tok-9' } })),
    );
    const result = await authService.login({ username: 'x', password: 'y' });
    expect(last().headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(result).toEqual({ userId: '9', authorization: 'tok-9' });
  });

  it('keeps a numeric user id as its digits, as the screens compare ids as text', async () => {
    server.use(
      http.post('*/login', () =>
        HttpResponse.json({ code: 200, msg: '', data: { userId: 7, userType: 3, authorization: 'tok-7' } }),
      ),
    );
    const result = await authService.login({ username: 'x', password: 'y' });
    expect(result).toEqual({ userId: '7', userType: 3, authorization: 'tok-7' });
  });

  it('fails the login when the answer has no authorization where the config says', async () => {
    setDeployConfig(parseDeployConfig('{"loginAuthorization":{"header":"X-Auth-Token"}}').config);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(authService.login({ username: 'teacher', password: '123456' })).rejects.toThrow('登录失败');
    expect(logged).toHaveBeenCalledWith('[login] the login answer carries no authorization at', {
      header: 'X-Auth-Token',
    });
    expect(getAuthorization()).toBe('');
    logged.mockRestore();
  });
});

describe('loading the file at start', () => {
  const serve = (body: string, init?: ResponseInit) =>
    server.use(http.get('*/sworld.config.json', () => new HttpResponse(body, init)));

  it('fetches it beside index.html under the run-time base', async () => {
    window.__SWORLD_BASE__ = '/portal/sandbox/';
    serve('{"authorizationPrefix":"Bearer "}', { headers: { 'Content-Type': 'application/json' } });
    await loadDeployConfig();
    expect(last().url.pathname).toBe('/portal/sandbox/sworld.config.json');
    expect(deployConfig().authorizationPrefix).toBe('Bearer ');
  });

  it('keeps the defaults silently when the file is absent (404, the 204 of config/nginx.conf, or a history fallback page)', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    serve('not found', { status: 404 });
    await loadDeployConfig();
    serve('', { status: 204 });
    await loadDeployConfig();
    serve('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } });
    await loadDeployConfig();
    expect(deployConfig()).toBe(DEFAULT_DEPLOY_CONFIG);
    expect(warned).not.toHaveBeenCalled();
    warned.mockRestore();
  });

  it('gives up on a file that does not come, with a warning, and keeps the defaults', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/sworld.config.json', () => delay('infinite')));
    await loadDeployConfig({ timeoutMs: 50 });
    expect(deployConfig()).toBe(DEFAULT_DEPLOY_CONFIG);
    expect(warned).toHaveBeenCalledWith(
      '[config] sworld.config.json could not be read; defaults hold',
      expect.anything(),
    );
    warned.mockRestore();
  });

  it('warns in the console about a malformed file or unknown key and keeps what is valid', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    serve('{"paths": {"class.list": "/a"}, "colour": 1}', { headers: { 'Content-Type': 'application/json' } });
    await loadDeployConfig();
    expect(deployConfig().paths).toEqual({ 'class.list': '/a' });
    expect(warned).toHaveBeenCalledWith('[config] sworld.config.json: unknown key "colour" ignored');
    setDeployConfig(DEFAULT_DEPLOY_CONFIG);
    serve('{"paths": ', { headers: { 'Content-Type': 'application/json' } });
    await loadDeployConfig();
    expect(deployConfig()).toBe(DEFAULT_DEPLOY_CONFIG);
    expect(warned).toHaveBeenLastCalledWith(expect.stringMatching(/sworld\.config\.json: not valid JSON/));
    warned.mockRestore();
  });
});
