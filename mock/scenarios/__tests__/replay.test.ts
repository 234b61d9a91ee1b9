import { list as classList } from '@/services/class';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { playScenario } from '../../../tests/utils/scenario';
import { loadScenario, scenarioFile, scenarioNames } from '../files';
import { firstRecordName, loadHar, REDACTED, redactHar, SCENARIO_MISS_CODE, ScenarioError } from '../replay';

const backend = useMockBackend();
const origin = () => window.location.origin;

interface EntrySpec {
  method?: string;
  url: string;
  status?: number;
  mimeType?: string;
  text?: string;
  encoding?: string;
  size?: number;
  requestHeaders?: { name: string; value: string }[];
  postData?: { mimeType: string; text?: string; params?: { name: string; value: string }[] };
}

function entry(spec: EntrySpec, i: number) {
  return {
    startedDateTime: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    request: {
      method: spec.method ?? 'GET',
      url: `http://127.0.0.1:9/${spec.url.replace(/^\//, '')}`,
      headers: spec.requestHeaders ?? [],
      postData: spec.postData,
    },
    response: {
      status: spec.status ?? 200,
      headers: [
        { name: 'Content-Type', value: spec.mimeType ?? 'application/json' },
        { name: 'Content-Encoding', value: 'gzip' },
        { name: 'Content-Length', value: '99999' },
      ],
      content: {
        mimeType: spec.mimeType ?? 'application/json',
        text: spec.text,
        encoding: spec.encoding,
        size: spec.size,
      },
    },
  };
}

const har = (...specs: EntrySpec[]) => ({ log: { version: '1.2', entries: specs.map(entry) } });
const text = (...specs: EntrySpec[]) => JSON.stringify(har(...specs));
const ok = (data: unknown) => JSON.stringify({ code: 200, msg: '操作成功', data });
const classes = (name: string) => ok({ records: [{ id: 'c1', className: name }], total: 1 });

describe('loading a HAR', () => {
  it('rejects a truncated file with a message naming the file', () => {
    const whole = text({ url: '/sworld/teachingclass/list', text: classes('一班') });
    expect(() => loadHar(whole.slice(0, whole.length / 2), 'broken.har')).toThrow(ScenarioError);
    expect(() => loadHar(whole.slice(0, whole.length / 2), 'broken.har')).toThrow(
      /场景文件 broken\.har 不是有效的 JSON（可能被截断或损坏）/,
    );
    expect(() => loadHar('', 'empty.har')).toThrow('场景文件 empty.har 不是有效的 JSON（可能被截断或损坏）：文件为空');
  });

  it('rejects JSON that is not a HAR', () => {
    expect(() => loadHar('{"entries":[]}', 'other.har')).toThrow('场景文件 other.har 不是 HAR：缺少 log.entries');
  });

  it('names the file and the entry of a JSON response whose body is not JSON, and skips it', () => {
    const scenario = loadHar(
      text(
        { url: '/sworld/teachingclass/list', text: classes('一班') },
        { method: 'POST', url: '/sworld/teachingclass/save', text: '<html>502 Bad Gateway' },
      ),
      'bad-body.har',
    );
    expect(scenario.problems).toEqual([
      '场景文件 bad-body.har，第 2 条（POST /sworld/teachingclass/save）：响应声明为 JSON（application/json），但内容不是有效的 JSON',
    ]);
    expect(scenario.entries.map((e) => e.path)).toEqual(['/sworld/teachingclass/list']);
  });

  it('names a binary download whose content was not saved, and replays one saved as base64', async () => {
    const bytes = 'PK\u0003\u0004xlsx';
    const scenario = loadHar(
      text(
        {
          url: '/sworld/teachingclass/list?current=1',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          size: 4000,
        },
        {
          url: '/sworld/teachingclass/list?current=2',
          mimeType: 'application/octet-stream',
          text: btoa(bytes),
          encoding: 'base64',
        },
      ),
      'download.har',
    );
    expect(scenario.problems).toEqual([
      '场景文件 download.har，第 1 条（GET /sworld/teachingclass/list?current=1）：二进制下载（application/vnd.openxmlformats-officedocument.spreadsheetml.sheet）的内容未保存在 HAR 中，无法回放',
    ]);
    playScenario(backend.server, scenario, { allowProblems: true, fallback: false });
    const answer = await fetch(`${origin()}/sworld/teachingclass/list?current=2`);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('content-type')).toBe('application/octet-stream');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
  });

  it('ignores the app pages and assets and reads the visited pages without the base', () => {
    const raw = har(
      { url: '/sworldweb/umi.js', mimeType: 'application/javascript', text: 'x' },
      { url: '/sworld/teachingclass/list', text: classes('一班') },
    );
    const withPages = {
      log: { ...raw.log, pages: [{ id: 'p1', title: 'http://127.0.0.1:9/sworldweb/class/home?tab=1' }] },
    };
    const scenario = loadHar(JSON.stringify(withPages), 'pages.har');
    expect(scenario.entries).toHaveLength(1);
    expect(scenario.pages).toEqual(['/class/home?tab=1']);
    expect(firstRecordName(scenario.entries[0].json)).toBe('一班');
  });

  it('playScenario refuses a scenario with problems unless told otherwise', () => {
    const scenario = loadHar(text({ method: 'POST', url: '/sworld/teachingclass/save', text: 'oops' }), 'bad.har');
    expect(() => playScenario(backend.server, scenario)).toThrow(/bad\.har，第 1 条/);
  });
});

describe('redaction', () => {
  it('removes authorization headers, passwords of request bodies and the login answer’s authorization', () => {
    const recorded = har(
      {
        method: 'POST',
        url: '/login',
        postData: {
          mimeType: 'multipart/form-data; boundary=XX',
          text: '--XX\r\nContent-Disposition: form-data; name="username"\r\n\r\nteacher\r\n--XX\r\nContent-Disposition: form-data; name="password"\r\n\r\n123456\r\n--XX--\r\n',
        },
        text: ok({ userCode: 'teacher', authorization: 'secret-token' }),
      },
      {
        method: 'POST',
        url: '/sworld/user/save',
        requestHeaders: [{ name: 'Authorization', value: 'secret-token' }],
        postData: {
          mimeType: 'application/json',
          text: JSON.stringify({ userCode: 't2', password: 'abc', profile: { newPassword: 'def' } }),
        },
        text: ok(null),
      },
      {
        method: 'POST',
        url: '/sworld/user/updatePassword',
        postData: {
          mimeType: 'application/x-www-form-urlencoded',
          text: 'oldPassword=abc&newPassword=def&id=1',
          params: [{ name: 'password', value: 'abc' }],
        },
        text: ok(null),
      },
    );
    const clean = redactHar(recorded);
    const all = JSON.stringify(clean);
    expect(all).not.toMatch(/secret-token|123456|"abc"|def&|=abc/);
    const [login, save, password] = clean.log.entries;
    expect(login.request.postData?.text).toContain(`name="password"\r\n\r\n${REDACTED}\r\n`);
    expect(login.request.postData?.text).toContain('name="username"\r\n\r\nteacher\r\n');
    expect(JSON.parse(login.response.content.text!).data).toEqual({ userCode: 'teacher', authorization: REDACTED });
    expect(save.request.headers).toEqual([{ name: 'Authorization', value: REDACTED }]);
    expect(JSON.parse(save.request.postData!.text!)).toEqual({
      userCode: 't2',
      password: REDACTED,
      profile: { newPassword: REDACTED },
    });
    expect(new URLSearchParams(password.request.postData!.text).toString()).toBe(
      `oldPassword=${encodeURIComponent(REDACTED)}&newPassword=${encodeURIComponent(REDACTED)}&id=1`,
    );
    expect(password.request.postData?.params).toEqual([{ name: 'password', value: REDACTED }]);
    // The original is untouched.
    expect(recorded.log.entries[1].request.headers[0].value).toBe('secret-token');
  });
});

describe('replay', () => {
  const recorded = () =>
    loadHar(
      text(
        { url: '/sworld/teachingclass/list?current=1&size=10', text: classes('录制一班') },
        { method: 'POST', url: '/sworld/teachingclass/save', text: ok({ id: 'c2' }) },
        { url: '/sworld/teachingclass/list?size=10&current=1', text: classes('录制二班') },
      ),
      'order.har',
    );

  it('answers repeated calls in recorded order, then repeats the last answer; query order does not matter', async () => {
    await loginAs('teacher');
    const replay = playScenario(backend.server, recorded(), { fallback: false });
    const names = [];
    for (let i = 0; i < 3; i += 1) {
      const page = await classList({ current: 1, size: 10 });
      names.push(page?.records[0].className);
    }
    expect(names).toEqual(['录制一班', '录制二班', '录制二班']);
    expect(replay.played).toEqual(Array(3).fill('GET /sworld/teachingclass/list?current=1&size=10'));
    const sent = backend.requests.filter((r) => r.url.pathname === '/sworld/teachingclass/list');
    expect(sent.map((r) => r.url.search)).toEqual(Array(3).fill('?current=1&size=10'));
    replay.rewind();
    expect((await classList({ current: 1, size: 10 }))?.records[0].className).toBe('录制一班');
  });

  it('with fallback on, a request the scenario does not hold reaches the stateful mock', async () => {
    await loginAs('teacher');
    const replay = playScenario(backend.server, recorded());
    const page = await classList({ current: 2, size: 10 });
    expect(page).toMatchObject({ records: expect.any(Array), total: expect.any(Number) });
    expect(page?.records.map((r) => r.className)).not.toContain('录制一班');
    expect(replay.missed).toEqual(['GET /sworld/teachingclass/list?current=2&size=10']);
  });

  it('with fallback off, it fails loudly with a JSON envelope naming the scenario and the request', async () => {
    const replay = playScenario(backend.server, recorded(), { fallback: false });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await fetch(`${origin()}/sworld/teachingclass/list?current=2&size=10`);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      code: SCENARIO_MISS_CODE,
      msg: '回放场景 order 中没有该请求：GET /sworld/teachingclass/list?current=2&size=10',
      data: null,
    });
    expect(error).toHaveBeenCalledWith(
      '[scenario] order: 场景中没有该请求：GET /sworld/teachingclass/list?current=2&size=10',
    );
    error.mockRestore();
    expect(replay.missed).toHaveLength(1);
  });
});

describe.each(scenarioNames())('the library scenario %s', (name) => {
  it('loads without problems, stays under 1 MB, holds no secret and answers every recorded call in order', async () => {
    const raw = require('node:fs').readFileSync(scenarioFile(name), 'utf8') as string;
    expect(raw.length).toBeLessThan(1024 * 1024);
    // The login form's password, as the HAR escapes it inside postData.text.
    expect(raw).toContain('name=\\"password\\"\\r\\n\\r\\n[REDACTED]\\r\\n');
    const har = JSON.parse(raw);
    for (const entry of har.log.entries) {
      for (const h of entry.request.headers) if (/^authorization$/i.test(h.name)) expect(h.value).toBe(REDACTED);
      if (entry.request.url.endsWith('/login'))
        expect(JSON.parse(entry.response.content.text).data.authorization).toBe(REDACTED);
    }
    const scenario = loadScenario(name);
    expect(scenario.problems).toEqual([]);
    expect(scenario.pages.length).toBeGreaterThan(1);
    playScenario(backend.server, scenario, { fallback: false });
    for (const entry of scenario.entries) {
      const answer = await fetch(`${origin()}${entry.path}${entry.query ? `?${entry.query}` : ''}`, {
        method: entry.method,
        body: entry.method === 'GET' ? undefined : '',
      });
      expect(answer.status).toBe(entry.status);
      expect(await answer.json()).toEqual(entry.json);
    }
  });
});

describe('the library scenario teacher-class-training', () => {
  it('creates a class, then a training for it in training management, which the list then holds', () => {
    const scenario = loadScenario('teacher-class-training');
    expect(scenario.pages).toEqual(['/login', '/class/home', '/train/home/manage', '/train/evaluate']);
    const calls = scenario.entries.map((e) => `${e.method} ${e.path}`);
    const names = (e: (typeof scenario.entries)[number]) =>
      ((e.json as { data: { records: { trainName: string }[] } }).data.records ?? []).map((r) => r.trainName);
    const klass = scenario.entries.find((e) => e.method === 'POST' && e.path === '/sworld/teachingclass/save')!
      .json as { data: { id: string; className: string } };
    expect(klass.data.className).toBe('QA场景班');
    const saved = scenario.entries.find((e) => e.method === 'POST' && e.path === '/sworld/training/save')!;
    expect(saved.page).toBe('/train/home/manage');
    expect((saved.json as { data: Record<string, unknown> }).data).toMatchObject({
      trainName: 'QA场景实训',
      classId: klass.data.id,
      className: 'QA场景班',
      caseName: '智能制造企业经营',
      ruleName: '标准规则',
      state: 0,
    });
    const lists = scenario.entries.filter((e) => e.path === '/sworld/training/list');
    expect(lists).toHaveLength(2);
    expect(names(lists[0])).not.toContain('QA场景实训');
    expect(names(lists[1])[0]).toBe('QA场景实训');
    expect(calls.indexOf('POST /sworld/training/save')).toBeLessThan(scenario.entries.indexOf(lists[1]));
  });
});
