import { delay, HttpResponse, http } from 'msw';
import { loadDeployConfig } from '@/services/deployConfigLoader';
import { getAuthorization } from '@/utils/session';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import * as authService from '../auth';
import * as classService from '../class';
import { DEFAULT_CODES, MEETING_STATE, ROLE, TRAINING_STATE } from '@/domain/codes';
import { parseTime } from '@/utils/time';
import {
  DEFAULT_DEPLOY_CONFIG,
  deployConfig,
  deployConfigWarnings,
  parseDeployConfig,
  setDeployConfig,
} from '../deployConfig';

const { server, requests } = useMockBackend();

/** A backend whose numbers all differ from today's defaults. */
const JAVA_CODES = {
  trainingState: { notStarted: 10, paused: 12, finished: 13 },
  meetingState: { notStarted: 5, running: 6, ended: 7 },
  menuPhase: { none: -1, advertising: 11, ranking: 12, finished: 14 },
  userType: { admin: 9, teacher: 8, abutment: 7 },
};
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
        timeZone: '+07:00',
        codes: JAVA_CODES,
      }),
    );
    expect(problems).toEqual([]);
    expect(config).toEqual({
      paths: { 'class.list': '/api/classes', 'training.list': '/sworldShunt/train/all' },
      loginEncoding: 'urlencoded',
      loginAuthorization: { header: 'X-Auth-Token' },
      authorizationPrefix: 'Bearer ',
      timeZone: '+07:00',
      codes: JAVA_CODES,
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

describe('the codes and time zone settings', () => {
  it("defaults each section it leaves out to today's codes, and the zone to +08:00", () => {
    const { config, problems } = parseDeployConfig(JSON.stringify({ codes: { userType: JAVA_CODES.userType } }));
    expect(problems).toEqual([]);
    expect(config.codes).toEqual({ ...DEFAULT_CODES, userType: JAVA_CODES.userType });
    expect(config.timeZone).toBe('+08:00');
    expect(DEFAULT_CODES).toEqual({
      trainingState: { notStarted: 0, paused: 2, finished: 3 },
      meetingState: { notStarted: 0, running: 1, ended: 2 },
      menuPhase: { none: 0, advertising: 1, ranking: 2, finished: 4 },
      userType: { admin: 1, teacher: 2, abutment: 4 },
    });
  });

  it('refuses a bad codes entry as a whole, naming each fault, and keeps the rest of the file', () => {
    const { config, problems } = parseDeployConfig(
      JSON.stringify({
        authorizationPrefix: 'Bearer ',
        codes: {
          // Good on its own: refused with the rest all the same.
          meetingState: { notStarted: 5, running: 6, ended: 7 },
          trainingState: { notStarted: 0, paused: 1, finished: '3' },
          menuPhase: { none: 0, advertising: 1, ranking: 1, finished: 4, picking: 3 },
          userType: { admin: 1, teacher: 2 },
          flags: {},
        },
      }),
    );
    expect(config.codes).toBe(DEFAULT_CODES);
    expect(config.authorizationPrefix).toBe('Bearer ');
    const tail = ': "codes" ignored, default codes hold';
    expect(problems).toEqual([
      `"codes.flags" is not a section${tail}`,
      `"codes.trainingState.paused" repeats 1, the code of running (fixed by the spec)${tail}`,
      `"codes.trainingState.finished" must be an integer${tail}`,
      `"codes.menuPhase.picking" is fixed by the spec at 3 and cannot be set${tail}`,
      `"codes.menuPhase.ranking" repeats 1, the code of advertising${tail}`,
      `"codes.userType.abutment" is missing${tail}`,
    ]);
  });

  it('refuses a codes entry that is not an object, and a time zone that is not an offset', () => {
    const { config, problems } = parseDeployConfig('{"codes": [1, 2], "timeZone": "Asia/Shanghai"}');
    expect(config).toEqual(DEFAULT_DEPLOY_CONFIG);
    expect(problems).toEqual([
      '"timeZone" must be an offset from -12:00 to +14:00 such as "+08:00": ignored, +08:00 holds',
      '"codes" must be an object of sections: ignored, default codes hold',
    ]);
  });

  it('makes the active config the codes every comparison reads and the zone of every zone-less time', () => {
    setDeployConfig(parseDeployConfig(JSON.stringify({ codes: JAVA_CODES, timeZone: '+00:00' })).config);
    expect([TRAINING_STATE.notStarted, TRAINING_STATE.running, MEETING_STATE.running, ROLE.teacher]).toEqual([
      10, 1, 6, 8,
    ]);
    expect(parseTime('2024-03-01 08:00:00')).toBe(Date.UTC(2024, 2, 1, 8));
    setDeployConfig(DEFAULT_DEPLOY_CONFIG);
    expect([TRAINING_STATE.notStarted, MEETING_STATE.running, ROLE.teacher]).toEqual([0, 1, 2]);
    expect(parseTime('2024-03-01 08:00:00')).toBe(Date.UTC(2024, 2, 1, 0));
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

  it('names a refused codes entry in the console and keeps it for the warning on /login', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    serve('{"colour": 1, "codes": {"userType": {"admin": 3, "teacher": 2, "abutment": 4}}}', {
      headers: { 'Content-Type': 'application/json' },
    });
    await loadDeployConfig();
    const problem =
      '"codes.userType.admin" repeats 3, the code of student (fixed by the spec): "codes" ignored, default codes hold';
    expect(warned).toHaveBeenCalledWith(`[config] sworld.config.json: ${problem}`);
    expect(deployConfigWarnings()).toEqual([problem]);
    expect(ROLE.admin).toBe(1);
    warned.mockRestore();
  });
});
