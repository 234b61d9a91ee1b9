import { File as NodeFile } from 'node:buffer';
import { createHistory } from '@umijs/max';
import { screen, waitFor } from '@testing-library/react';
import { message, notification } from 'antd';
import { http, HttpResponse, delay } from 'msw';
import { endpoints } from '@/services/endpoints';
import * as caseModuleService from '@/services/caseModule';
import * as classService from '@/services/class';
import * as planService from '@/services/teachingPlan';
import * as userService from '@/services/user';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { pending } from '@/utils/pending';
import { cancelScreenRequests, ErrorLevel, request, RequestError, resetSessionExpiry } from '../request';

const backend = useMockBackend();
const { server, requests } = backend;
let history: ReturnType<typeof createHistory>;

beforeEach(async () => {
  history = createHistory({ type: 'memory' });
  history.push('/class/home');
  resetSessionExpiry();
  message.destroy();
  notification.destroy();
  // destroy() lets the messages leave with their animation: a test asserting "no message" must not
  // see the one the previous test showed (a loaded CI machine kept it past that test's 50 ms wait).
  await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());
});

const last = () => requests[requests.length - 1];

/**
 * Shows a message of the test's own and waits until it is on screen. antd shows its messages in the
 * order they were asked for, so a message the code under test asked for earlier is on screen by then.
 */
async function afterEarlierMessages() {
  message.info('之后的消息');
  await screen.findByText('之后的消息');
}

/**
 * The next call to this path waits in the mock until `release`; `reached` holds the requests that
 * got there, so a test acts while a call is in flight.
 */
function holdOnce(path: string, data: unknown) {
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  const reached: Request[] = [];
  server.use(
    http.get(
      path,
      async ({ request }) => {
        reached.push(request);
        await held;
        return HttpResponse.json({ code: 200, msg: '', data });
      },
      { once: true },
    ),
  );
  return { reached, release };
}

/** Makes the class save answer with this message, so each test's text is its own. */
function saveFailsWith(msg: string) {
  server.use(http.post('*/sworld/teachingclass/save', () => HttpResponse.json({ code: 400, msg, data: null })));
}

describe('encoding and headers', () => {
  it('sends GET parameters in the query, with the stored authorization header', async () => {
    const { authorization } = await loginAs('teacher');
    const data = await classService.list({
      current: 1,
      size: 2,
      className: '工商管理',
      note: 'a b&c',
      empty: undefined,
    });
    expect(last().method).toBe('GET');
    expect(last().url.pathname).toBe('/sworld/teachingclass/list');
    expect(last().url.search).toBe('?current=1&size=2&className=%E5%B7%A5%E5%95%86%E7%AE%A1%E7%90%86&note=a+b%26c');
    expect(last().headers.get('authorization')).toBe(authorization);
    expect(data!.total).toBe(1);
    expect(data!.records[0].className).toBe('2026级工商管理1班');
  });

  it('sends POST parameters form-encoded in the body, arrays as repeated keys', async () => {
    await loginAs('teacher');
    const created = (await classService.save({ className: '新班级', remark: 'a&b=c', studentIds: ['4', '6'] }))?.data;
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/sworld/teachingclass/save');
    expect(last().url.search).toBe('');
    expect(last().headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(last().body).toBe('className=%E6%96%B0%E7%8F%AD%E7%BA%A7&remark=a%26b%3Dc&studentIds=4&studentIds=6');
    expect(created!.studentIds).toEqual(['4', '6']);
  });

  it('sends form-data calls as multipart', async () => {
    await request(endpoints.auth.login, { username: 'teacher', password: '123456' });
    expect(last().url.pathname).toBe('/login');
    expect(last().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="username"\r\n\r\nteacher');
  });

  it('sends a POST whose data goes in the query (case module save) with no body', async () => {
    await loginAs('teacher');
    server.use(
      http.post('*/sworld/coursecase/casemodule/save', () => HttpResponse.json({ code: 200, msg: '', data: true })),
    );
    await caseModuleService.save({ caseId: '7', modules: [1, 2] });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/sworld/coursecase/casemodule/save');
    expect(last().url.search).toBe('?caseId=7&modules=1&modules=2');
    expect(last().body).toBe('');
  });

  it.each([
    ['', '/sworld/training/list'],
    ['1', '/sworld/training/list'],
    ['2', '/sworldgz/training/list'],
    ['3', '/sworldrelease/training/list'],
  ])('resolves the shunt token for sandbox version %p to %s', async (version, path) => {
    await loginAs('teacher');
    if (version) window.localStorage.setItem('sandboxVersion', version);
    server.use(http.get(`*${path}`, () => HttpResponse.json({ code: 200, msg: '', data: { records: [], total: 0 } })));
    await request(endpoints.training.list, { current: 1 });
    expect(last().url.pathname).toBe(path);
  });

  it('resolves the estimate-service token the same way', async () => {
    await loginAs('teacher');
    window.localStorage.setItem('sandboxVersion', '2');
    server.use(http.get('*/estimategz/rule/list', () => HttpResponse.json({ code: 200, msg: '', data: [] })));
    await request(endpoints.estimate.ruleList);
    expect(last().url.pathname).toBe('/estimategz/rule/list');
  });
});

describe('answers and error levels', () => {
  it('returns the data of a 200 envelope, or the whole envelope when raw', async () => {
    await loginAs('teacher');
    const data = await userService.getById();
    expect(data!.userCode).toBe('teacher');
    const raw = await userService.getById({}, { raw: true });
    expect(raw).toMatchObject({ code: 200, data: { userCode: 'teacher' } });
  });

  it('shows the server message of a failed call and ends without a result', async () => {
    await loginAs('teacher');
    const result = (await classService.save({ className: '' }))?.data;
    expect(result).toBeUndefined();
    expect(await screen.findByText('班级名称不能为空')).toBeInTheDocument();
  });

  it('shows the default system-error text when the server gives no message (HTTP 500, HTML body)', async () => {
    await loginAs('teacher');
    server.use(
      http.get(
        '*/sworld/teachingclass/list',
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    expect(await classService.list()).toBeUndefined();
    expect(await screen.findByText('系统发生错误，请刷新页面重试或联系管理员')).toBeInTheDocument();
  });

  it('shows its own message on a network failure', async () => {
    await loginAs('teacher');
    server.use(http.get('*/sworld/teachingclass/list', () => HttpResponse.error()));
    expect(await classService.list()).toBeUndefined();
    expect(await screen.findByText(/^系统出现问题：.*，请刷新页面或联系管理员$/)).toBeInTheDocument();
  });

  it('hides the message when the call asks, and returns the envelope when raw', async () => {
    await loginAs('teacher');
    saveFailsWith('隐藏的消息');
    // A write never asks for the raw envelope: the request layer is called directly.
    const raw = await request(endpoints.class.save, { className: 'x' }, { hideError: true, raw: true });
    expect(raw).toMatchObject({ code: 400, msg: '隐藏的消息' });
    await afterEarlierMessages();
    expect(screen.queryByText('隐藏的消息')).toBeNull();
  });

  it('rejects with the server message when the caller handles errors itself', async () => {
    await loginAs('teacher');
    saveFailsWith('自行处理的消息');
    await expect(classService.save({ className: 'x' }, { handleError: true })).rejects.toMatchObject({
      name: 'RequestError',
      message: '自行处理的消息',
      code: 400,
      kind: 'server',
    });
    expect(screen.queryByText('自行处理的消息')).toBeNull();
  });

  it('shows a warning message at WARN_MESSAGE', async () => {
    await loginAs('teacher');
    saveFailsWith('警告级别的消息');
    await classService.save({ className: 'x' }, { errorLevel: ErrorLevel.WARN_MESSAGE });
    const text = await screen.findByText('警告级别的消息');
    expect(text.closest('.ant-message-notice-content')?.querySelector('.ant-message-warning')).not.toBeNull();
  });

  it('shows a notification at NOTIFICATION', async () => {
    await loginAs('teacher');
    saveFailsWith('通知级别的消息');
    await classService.save({ className: 'x' }, { errorLevel: ErrorLevel.NOTIFICATION });
    const text = await screen.findByText('通知级别的消息');
    expect(text.closest('.ant-notification-notice')).not.toBeNull();
    expect(screen.getByText('请求错误')).toBeInTheDocument();
  });

  it('shows nothing at SILENT', async () => {
    await loginAs('teacher');
    saveFailsWith('静默级别的消息');
    expect(await classService.save({ className: 'x' }, { errorLevel: ErrorLevel.SILENT })).toBeUndefined();
    await afterEarlierMessages();
    expect(screen.queryByText('静默级别的消息')).toBeNull();
  });

  it('navigates at REDIRECT', async () => {
    await loginAs('teacher');
    await classService.save({ className: '' }, { errorLevel: ErrorLevel.REDIRECT, redirectTo: '/selectExperiment' });
    expect(history.location.pathname).toBe('/selectExperiment');
  });

  it('gives a download its file and file name', async () => {
    await loginAs('teacher');
    server.use(
      http.get(
        '*/sworld/template/download',
        () =>
          new HttpResponse('a,b\n1,2', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': "attachment; filename*=UTF-8''%E6%A8%A1%E6%9D%BF.csv",
            },
          }),
      ),
    );
    const file = await request(endpoints.template.download, { name: 'student' });
    expect(file.fileName).toBe('模板.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2');
  });
});

describe('Java numbers', () => {
  /** An answer written as the Java backend writes it: its longs are bare numbers in the JSON text. */
  const javaJson = (text: string) =>
    new HttpResponse(text, { headers: { 'Content-Type': 'application/json;charset=UTF-8' } });

  it('keeps integers beyond 2^53 exact as strings, every other number a number, and sends them back unchanged', async () => {
    await loginAs('teacher');
    server.use(
      http.get('*/sworld/user/list', () =>
        javaJson(
          '{"code":200,"msg":"","data":{"total":2,"records":[' +
            '{"id":1234567890123456789,"userCode":"t1","userType":2,"score":92.5,"big":-9007199254740993},' +
            '{"id":9007199254740991,"userCode":"t2","userType":3,"score":1e3,"big":9007199254740992}]}}',
        ),
      ),
    );
    const page = await userService.list({ current: 1, size: 10 });
    expect(page).toEqual({
      total: 2,
      records: [
        { id: '1234567890123456789', userCode: 't1', userType: 2, score: 92.5, big: '-9007199254740993' },
        { id: 9007199254740991, userCode: 't2', userType: 3, score: 1000, big: '9007199254740992' },
      ],
    });
    await userService.remove({ id: String(page!.records![0].id) });
    expect(last().url.pathname).toBe('/sworld/user/delete');
    expect(last().body).toBe('id=1234567890123456789');
    await userService.getById({ id: page!.records![0].id });
    expect(last().url.search).toBe('?id=1234567890123456789');
  });

  it('reads a progress upload’s answer the same way', async () => {
    await loginAs('teacher');
    server.use(
      http.post('*/sworld/teachingplan/upload', () =>
        javaJson('{"code":200,"msg":"","data":{"id":1234567890123456789,"fileName":"a.pdf"}}'),
      ),
    );
    const file = new NodeFile([new Uint8Array([1])], 'a.pdf') as unknown as File;
    const saved = (await planService.upload({ file }, { onProgress: () => {} }))?.data;
    expect(saved).toEqual({ id: '1234567890123456789', fileName: 'a.pdf' });
  });
});

describe('an answer that redirects', () => {
  const toLoginPage = () => new HttpResponse(null, { status: 302, headers: { Location: '/cas/login' } });

  it('expires the session like a 401: message, storage cleared, to /login', async () => {
    await loginAs('teacher');
    server.use(http.get('*/sworld/user/getById', toLoginPage));
    expect(await userService.getById()).toBeUndefined();
    expect(await screen.findByText('用户登录已过期，请重新登录')).toBeInTheDocument();
    expect(window.localStorage.getItem('authorization')).toBeNull();
    expect(history.location.pathname).toBe('/login');
    // Not followed: the login page it points at is never asked for.
    expect(requests.some((r) => r.url.pathname === '/cas/login')).toBe(false);
  });

  it('rejects as an expired session when the caller handles errors itself', async () => {
    await loginAs('teacher');
    server.use(http.post('*/sworld/teachingclass/save', toLoginPage));
    await expect(classService.save({ className: 'x' }, { handleError: true })).rejects.toMatchObject({
      name: 'RequestError',
      kind: 'auth',
      code: 401,
    });
    expect(history.location.pathname).toBe('/login');
  });

  it('expires the session for a progress upload too', async () => {
    await loginAs('teacher');
    server.use(http.post('*/sworld/teachingplan/upload', toLoginPage));
    const file = new NodeFile([new Uint8Array([1])], 'b.pdf') as unknown as File;
    expect(await planService.upload({ file }, { onProgress: () => {} })).toBeUndefined();
    expect(await screen.findByText('用户登录已过期，请重新登录')).toBeInTheDocument();
    expect(window.localStorage.getItem('authorization')).toBeNull();
    expect(history.location.pathname).toBe('/login');
  });

  it('keeps a 5xx HTML page a server error: the default message, the session kept', async () => {
    await loginAs('teacher');
    server.use(
      http.post(
        '*/sworld/teachingplan/upload',
        () =>
          new HttpResponse('<html>Internal error</html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const file = new NodeFile([new Uint8Array([1])], 'c.pdf') as unknown as File;
    expect(await planService.upload({ file }, { onProgress: () => {} })).toBeUndefined();
    expect(await screen.findByText('系统发生错误，请刷新页面重试或联系管理员')).toBeInTheDocument();
    expect(window.localStorage.getItem('authorization')).not.toBeNull();
    expect(history.location.pathname).toBe('/class/home');
  });
});

describe('401', () => {
  it('expires the session: message, storage cleared, to /login', async () => {
    await loginAs('teacher');
    window.localStorage.setItem('sandboxVersion', '2');
    server.use(http.get('*/sworld/user/getById', () => HttpResponse.json({ code: 401, msg: 'expired', data: null })));
    expect(await userService.getById()).toBeUndefined();
    expect(await screen.findByText('用户登录已过期，请重新登录')).toBeInTheDocument();
    expect(window.localStorage.getItem('authorization')).toBeNull();
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    expect(window.localStorage.getItem('sandboxVersion')).toBeNull();
    expect(history.location.pathname).toBe('/login');
  });

  it('treats HTTP status 401 the same, without a message when no user info was stored', async () => {
    server.use(http.get('*/sworld/user/getById', () => new HttpResponse(null, { status: 401 })));
    window.localStorage.setItem('authorization', 'stale');
    expect(await userService.getById()).toBeUndefined();
    expect(history.location.pathname).toBe('/login');
    await afterEarlierMessages();
    expect(screen.queryByText('用户登录已过期，请重新登录')).toBeNull();
    expect(window.localStorage.getItem('authorization')).toBeNull();
  });

  it('gives one message and one redirect for concurrent 401s', async () => {
    await loginAs('teacher');
    // The real mock answers 401 once the session is gone.
    backend.store.db.sessions = [];
    const pushes: string[] = [];
    history.listen(({ location }) => pushes.push(location.pathname));
    await Promise.all([userService.getById(), classService.list(), userService.list()]);
    expect(requests.filter((r) => r.url.pathname.startsWith('/sworld/'))).toHaveLength(3);
    expect(pushes).toEqual(['/login']);
    await waitFor(() => expect(screen.getAllByText('用户登录已过期，请重新登录')).toHaveLength(1));
  });
});

describe('screen changes', () => {
  it('cancels calls of the screen being left: they resolve without a result', async () => {
    await loginAs('teacher');
    const held = holdOnce('*/sworld/teachingclass/list', { records: [{ id: 'late' }], total: 1 });
    const call = classService.list();
    await waitFor(() => expect(held.reached).toHaveLength(1));
    expect(pending.count).toBe(1);
    cancelScreenRequests('/train/home');
    held.release();
    await expect(call).resolves.toBeUndefined();
    expect(pending.count).toBe(0);
  });

  it('keeps calls marked keepAlive', async () => {
    await loginAs('teacher');
    const held = holdOnce('*/sworld/user/getById', { userCode: 'kept' });
    const call = userService.getById({}, { keepAlive: true });
    await waitFor(() => expect(held.reached).toHaveLength(1));
    cancelScreenRequests('/elsewhere');
    held.release();
    await expect(call).resolves.toEqual({ userCode: 'kept' });
  });

  it('does not cancel calls started on the screen being entered', async () => {
    await loginAs('teacher');
    const call = userService.getById();
    cancelScreenRequests(window.location.pathname);
    expect((await call)!.userCode).toBe('teacher');
  });
});

describe('timeouts', () => {
  const TIMEOUT_TEXT = '请求超时，请稍后重试';
  const pdf = (name: string) =>
    new NodeFile([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], name) as unknown as File;

  /** The next call to this path hangs for ever; the request it got is handed back to look at. */
  function hangOnce(method: 'get' | 'post', path: string) {
    const seen: Request[] = [];
    server.use(
      http[method](
        path,
        async ({ request }) => {
          seen.push(request);
          await delay('infinite');
        },
        { once: true },
      ),
    );
    return seen;
  }

  it('aborts a GET past its timeout and says so in Chinese', async () => {
    await loginAs('teacher');
    const seen = hangOnce('get', '*/sworld/teachingclass/list');
    expect(await classService.list({}, { timeout: 50 })).toBeUndefined();
    expect(await screen.findByText(TIMEOUT_TEXT)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0].signal.aborted).toBe(true);
    expect(pending.count).toBe(0);
  });

  it('aborts a POST past its timeout: nothing is saved, and the retry saves it once', async () => {
    await loginAs('teacher');
    const seen = hangOnce('post', '*/sworld/teachingclass/save');
    const named = () => backend.store.db.classes.filter((c) => c.className === '超时后重试的班级');
    expect(await classService.save({ className: '超时后重试的班级' }, { timeout: 50 })).toBeUndefined();
    expect(await screen.findByText(TIMEOUT_TEXT)).toBeInTheDocument();
    expect(seen[0].signal.aborted).toBe(true);
    expect(named()).toHaveLength(0);
    const retried = (await classService.save({ className: '超时后重试的班级' }))?.data;
    expect(retried!.className).toBe('超时后重试的班级');
    expect(named()).toHaveLength(1);
  });

  it('aborts an upload (with progress) past its timeout: no plan is stored, the retry stores one', async () => {
    await loginAs('teacher');
    const before = backend.store.db.teachingPlans.length;
    hangOnce('post', '*/sworld/teachingplan/upload');
    const abort = jest.spyOn(XMLHttpRequest.prototype, 'abort');
    const progress: number[] = [];
    const onProgress = (p: number) => progress.push(p);
    expect(await planService.upload({ file: pdf('超时.pdf') }, { timeout: 50, onProgress })).toBeUndefined();
    expect(await screen.findByText(TIMEOUT_TEXT)).toBeInTheDocument();
    // MSW's XMLHttpRequest interception does not carry the abort to the request it hands over.
    expect(abort).toHaveBeenCalledTimes(1);
    abort.mockRestore();
    expect(progress).not.toContain(100);
    expect(backend.store.db.teachingPlans).toHaveLength(before);
    expect((await planService.upload({ file: pdf('超时.pdf') }, { onProgress }))?.data?.fileName).toBe('超时.pdf');
    expect(backend.store.db.teachingPlans.filter((p) => p.fileName === '超时.pdf')).toHaveLength(1);
  });

  it('aborts a multipart call without progress the same way', async () => {
    await loginAs('teacher');
    const before = backend.store.db.teachingPlans.length;
    const seen = hangOnce('post', '*/sworld/teachingplan/upload');
    expect(await planService.upload({ file: pdf('无进度.pdf') }, { timeout: 50 })).toBeUndefined();
    expect(await screen.findByText(TIMEOUT_TEXT)).toBeInTheDocument();
    expect(seen[0].signal.aborted).toBe(true);
    expect(backend.store.db.teachingPlans).toHaveLength(before);
  });

  it('rejects with a timeout RequestError when the caller handles errors itself', async () => {
    await loginAs('teacher');
    hangOnce('get', '*/sworld/teachingclass/list');
    await expect(classService.list({}, { timeout: 50, handleError: true })).rejects.toMatchObject({
      name: 'RequestError',
      kind: 'timeout',
      message: TIMEOUT_TEXT,
    });
  });
});

it('exports RequestError for callers that handle errors', () => {
  expect(new RequestError('x', 'server', 500)).toBeInstanceOf(Error);
});

describe('writes: success is the envelope’s code, never its data', () => {
  /** The class save answers this (an HTTP response of the test's own). */
  const saveAnswers = (answer: () => Response) => server.use(http.post('*/sworld/teachingclass/save', answer));

  it.each([
    ['null', { code: 200, msg: '操作成功', data: null }, null],
    ['absent', { code: 200, msg: '操作成功' }, undefined],
    ['true', { code: 200, msg: '操作成功', data: true }, true],
    ['an id', { code: 200, msg: '操作成功', data: '1234567890123456789' }, '1234567890123456789'],
    ['the row', { code: 200, msg: '', data: { id: 7, className: '行' } }, { id: 7, className: '行' }],
  ])('resolves a 200 whose data is %s to a success carrying it', async (_kind, envelope, data) => {
    await loginAs('teacher');
    saveAnswers(() => HttpResponse.json(envelope));
    const saved = await classService.save({ className: '新班' });
    expect(saved).toEqual({ data });
    expect(saved).toBeTruthy();
    await afterEarlierMessages();
    expect(document.querySelector('.ant-message-error')).toBeNull();
  });

  it.each([
    ['200', 200],
    ['204', 204],
  ])('takes an HTTP %s with an empty body for a success with no data', async (_status, status) => {
    await loginAs('teacher');
    saveAnswers(() => new HttpResponse(null, { status }));
    expect(await classService.save({ className: '新班' })).toEqual({ data: undefined });
  });

  it('keeps a read’s empty body a failure: a read has no data to give', async () => {
    await loginAs('teacher');
    server.use(http.get('*/sworld/teachingclass/list', () => new HttpResponse('', { status: 200 })));
    expect(await classService.list()).toBeUndefined();
    expect(await screen.findByText('系统发生错误，请刷新页面重试或联系管理员')).toBeInTheDocument();
  });

  it('resolves a refused write (code 400) to undefined, with the server’s message', async () => {
    await loginAs('teacher');
    saveFailsWith('名称重复');
    expect(await classService.save({ className: 'x' })).toBeUndefined();
    expect(await screen.findByText('名称重复')).toBeInTheDocument();
  });
});

describe('errors in Spring’s shape', () => {
  it('shows the message of a Spring error body on an HTTP 4xx', async () => {
    await loginAs('teacher');
    server.use(
      http.post('*/sworld/teachingclass/save', () =>
        HttpResponse.json(
          {
            timestamp: '2026-03-01T08:00:00.000+08:00',
            status: 400,
            error: 'Bad Request',
            message: '班级名称已存在',
            path: '/sworld/teachingclass/save',
          },
          { status: 400 },
        ),
      ),
    );
    expect(await classService.save({ className: 'x' })).toBeUndefined();
    expect(await screen.findByText('班级名称已存在')).toBeInTheDocument();
  });

  it('shows the msg of an HTTP 500 answer', async () => {
    await loginAs('teacher');
    server.use(
      http.get('*/sworld/teachingclass/list', () =>
        HttpResponse.json({ code: 500, msg: '数据库连接失败' }, { status: 500 }),
      ),
    );
    expect(await classService.list()).toBeUndefined();
    expect(await screen.findByText('数据库连接失败')).toBeInTheDocument();
  });

  it('hands a caller that handles errors the Spring message, with the HTTP status as its code', async () => {
    await loginAs('teacher');
    server.use(
      http.post('*/sworld/teachingclass/save', () =>
        HttpResponse.json({ status: 409, error: 'Conflict', message: '已被他人修改' }, { status: 409 }),
      ),
    );
    await expect(classService.save({ className: 'x' }, { handleError: true })).rejects.toMatchObject({
      message: '已被他人修改',
      code: 409,
      kind: 'server',
    });
  });

  it('falls back to the default text when Spring hides its message', async () => {
    await loginAs('teacher');
    server.use(
      http.get('*/sworld/teachingclass/list', () =>
        HttpResponse.json({ status: 500, error: 'Internal Server Error', message: '' }, { status: 500 }),
      ),
    );
    expect(await classService.list()).toBeUndefined();
    expect(await screen.findByText('系统发生错误，请刷新页面重试或联系管理员')).toBeInTheDocument();
  });

  it('keeps a Spring 401 the session-expiry flow', async () => {
    await loginAs('teacher');
    server.use(
      http.get('*/sworld/teachingclass/list', () =>
        HttpResponse.json(
          { status: 401, error: 'Unauthorized', message: 'Full authentication is required' },
          { status: 401 },
        ),
      ),
    );
    expect(await classService.list()).toBeUndefined();
    expect(history.location.pathname).toBe('/login');
    expect(screen.queryByText('Full authentication is required')).toBeNull();
  });
});
