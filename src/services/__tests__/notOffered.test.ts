import { File as NodeFile } from 'node:buffer';
import { createHistory } from '@umijs/max';
import { screen, waitFor } from '@testing-library/react';
import { message, notification } from 'antd';
import { HttpResponse, http } from 'msw';
import { allEndpoints, type Endpoint, endpoints, resolvePath } from '@/services/endpoints';
import * as classService from '@/services/class';
import * as teamService from '@/services/team';
import * as userService from '@/services/user';
import { clearSession } from '@/utils/session';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { forgetNotOffered, isNotOffered, meansNotOffered, notOfferedKeys, subscribeNotOffered } from '../notOffered';
import { NotOfferedError, RequestError, request, resetSessionExpiry } from '../request';

const { server } = useMockBackend();
let history: ReturnType<typeof createHistory>;

beforeEach(async () => {
  history = createHistory({ type: 'memory' });
  history.push('/class/home');
  resetSessionExpiry();
  forgetNotOffered();
  message.destroy();
  notification.destroy();
  await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());
});

/** Shows a message of the test's own and waits for it: a message asked for earlier is on screen by then. */
async function afterEarlierMessages() {
  message.info('之后的消息');
  await screen.findByText('之后的消息');
}

/** No toast or notification but the test's own marker. */
async function expectNoErrorShown() {
  await afterEarlierMessages();
  const notices = [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent);
  expect(notices).toEqual(['之后的消息']);
  expect(document.querySelector('.ant-notification-notice')).toBeNull();
}

const beyondSpec = allEndpoints.filter((e) => e.beyondSpec);

/** A Spring Boot backend without the mapping: its whitelabel JSON, not an envelope. */
const springNotFound = (path: string) =>
  HttpResponse.json(
    { timestamp: '2026-03-01T08:00:00.000+00:00', status: 404, error: 'Not Found', path },
    { status: 404 },
  );

/** The backend answers this endpoint's default path with `status`. */
function answer(endpoint: Endpoint, status: 404 | 405) {
  const path = resolvePath(endpoint.path, '');
  const handler = endpoint.method === 'GET' ? http.get : http.post;
  server.use(
    handler(`*${path}`, () =>
      status === 404 ? springNotFound(path) : new HttpResponse(null, { status: 405, headers: { Allow: 'GET' } }),
    ),
  );
}

describe('a call the spec does not have, answered 404 or 405', () => {
  it('is every catalogue entry flagged beyondSpec, and only those', () => {
    expect(beyondSpec.length).toBeGreaterThan(0);
    for (const endpoint of allEndpoints) {
      expect({ key: endpoint.key, means: meansNotOffered(endpoint, 404) }).toEqual({
        key: endpoint.key,
        means: !!endpoint.beyondSpec,
      });
    }
    expect(meansNotOffered(endpoints.team.state, 405)).toBe(true);
    expect(meansNotOffered(endpoints.team.state, 500)).toBe(false);
    expect(meansNotOffered(endpoints.team.state, 200)).toBe(false);
  });

  it.each([404, 405] as const)(
    'HTTP %i: ends without a result, shows nothing, keeps the session and records the key',
    async (status) => {
      await loginAs('teacher');
      for (const endpoint of beyondSpec) answer(endpoint, status);
      for (const endpoint of beyondSpec) {
        expect({ key: endpoint.key, result: await request(endpoint, {}) }).toEqual({
          key: endpoint.key,
          result: undefined,
        });
      }
      expect(notOfferedKeys()).toEqual(beyondSpec.map((e) => e.key));
      await expectNoErrorShown();
      expect(window.localStorage.getItem('authorization')).not.toBeNull();
      expect(history.location.pathname).toBe('/class/home');
    },
  );

  it('rejects with a NotOfferedError naming the function when the caller handles errors itself', async () => {
    await loginAs('admin');
    answer(endpoints.user.resetPassword, 404);
    const failure = await userService.resetPassword({ id: '4' }, { handleError: true }).catch((e) => e);
    expect(failure).toBeInstanceOf(NotOfferedError);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({
      name: 'NotOfferedError',
      kind: 'notOffered',
      code: 404,
      message: '当前连接的后台不提供「重置用户密码」功能',
      endpoint: { key: 'user.resetPassword' },
    });
    expect(isNotOffered('user.resetPassword')).toBe(true);
    await expectNoErrorShown();
  });

  it('resolves undefined for a raw call too: there is no envelope to give', async () => {
    await loginAs('student');
    answer(endpoints.team.operate, 404);
    expect(await teamService.operate({ trainId: '1', type: 'takeLoan' })).toBeUndefined();
    expect(isNotOffered('team.operate')).toBe(true);
    await expectNoErrorShown();
  });

  it('a download answered by an HTML 404 page is no file and no message', async () => {
    await loginAs('teacher');
    server.use(
      http.get(
        '*/sworld/template/download',
        () =>
          new HttpResponse('<html><h1>404 Not Found</h1></html>', {
            status: 404,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    expect(await request(endpoints.template.download, { name: 'student' })).toBeUndefined();
    expect(isNotOffered('template.download')).toBe(true);
    await expectNoErrorShown();
  });

  it.each([
    ['with upload progress (XMLHttpRequest)', true],
    ['without progress (fetch)', false],
  ])('a multipart call %s is recorded the same way', async (_, withProgress) => {
    await loginAs('teacher');
    // A deployment could send the call as form data: the answer is read the same way.
    const multipart: Endpoint = { ...endpoints.ste.caseSave, encoding: 'multipart' };
    answer(multipart, 405);
    const file = new NodeFile([new Uint8Array([1])], 'a.xlsx') as unknown as File;
    const progress: number[] = [];
    const result = await request(
      multipart,
      { file, caseName: '新案例' },
      withProgress ? { onProgress: (p) => progress.push(p) } : {},
    );
    expect(result).toBeUndefined();
    expect(isNotOffered('ste.caseSave')).toBe(true);
    if (withProgress) expect(progress).toContain(100);
    await expectNoErrorShown();
  });

  it('a redirect is still an expired session, not a missing call', async () => {
    await loginAs('student');
    server.use(
      http.get(
        '*/sworld/team/state',
        () => new HttpResponse(null, { status: 302, headers: { Location: '/cas/login' } }),
      ),
    );
    expect(await teamService.state({ trainId: '1' })).toBeUndefined();
    expect(await screen.findByText('用户登录已过期，请重新登录')).toBeInTheDocument();
    expect(isNotOffered('team.state')).toBe(false);
    expect(history.location.pathname).toBe('/login');
  });
});

describe('every other failure is told as before', () => {
  it('a 404 of a call the spec names shows the server message or the default one, and records nothing', async () => {
    await loginAs('teacher');
    server.use(
      http.get('*/sworld/teachingclass/list', () =>
        HttpResponse.json({ code: 404, msg: '接口不存在：/sworld/teachingclass/list', data: null }, { status: 404 }),
      ),
    );
    expect(await classService.list()).toBeUndefined();
    expect(await screen.findByText('接口不存在：/sworld/teachingclass/list')).toBeInTheDocument();
    server.use(http.post('*/sworld/teachingclass/save', () => springNotFound('/sworld/teachingclass/save')));
    expect(await classService.save({ className: 'x' })).toBeUndefined();
    expect(await screen.findByText('系统发生错误，请刷新页面重试或联系管理员')).toBeInTheDocument();
    expect(notOfferedKeys()).toEqual([]);
  });

  it('a 500 of a call the spec does not have is a server error', async () => {
    await loginAs('admin');
    server.use(
      http.post('*/sworld/user/pwd/reset', () =>
        HttpResponse.json({ code: 500, msg: '重置失败', data: null }, { status: 500 }),
      ),
    );
    expect(await userService.resetPassword({ id: '4' })).toBeUndefined();
    expect(await screen.findByText('重置失败')).toBeInTheDocument();
    expect(isNotOffered('user.resetPassword')).toBe(false);
  });

  it('a 401 of a call the spec does not have still expires the session', async () => {
    await loginAs('student');
    server.use(http.get('*/sworld/team/state', () => new HttpResponse(null, { status: 401 })));
    expect(await teamService.state({ trainId: '1' })).toBeUndefined();
    expect(await screen.findByText('用户登录已过期，请重新登录')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(isNotOffered('team.state')).toBe(false);
  });
});

describe('the record', () => {
  it('tells its listeners once per newly found call, and is forgotten when the session ends', async () => {
    await loginAs('student');
    const heard: string[][] = [];
    const stop = subscribeNotOffered(() => heard.push(notOfferedKeys()));
    answer(endpoints.study.saveProgress, 404);
    await request(endpoints.study.saveProgress, { sectionId: 's1', progress: 10 });
    await request(endpoints.study.saveProgress, { sectionId: 's1', progress: 20 });
    expect(heard).toEqual([['study.saveProgress']]);
    clearSession();
    expect(isNotOffered('study.saveProgress')).toBe(false);
    expect(heard).toEqual([['study.saveProgress'], []]);
    stop();
  });
});
