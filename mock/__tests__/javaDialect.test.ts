/**
 * @jest-environment node
 */
import { DEFAULT_CODES, readCodes } from '../../src/domain/codes';
import { type Endpoint, endpoints, resolvePath } from '../../src/services/endpoints';
import { JAVA_CODES } from '../handlers/javaDialect';
import { parseSpecJson, specId } from '../handlers/specDialect';
import { createMockServer } from '../node';

/**
 * The java dialect of the mock as a caller reads it over the wire: writes answer `data: null` (the
 * change is there when read again), times are `yyyy-MM-dd HH:mm:ss` in UTC+8, fields the contract
 * lists and the answer lacks are null, flags are 0/1, errors are HTTP statuses with Spring's body,
 * and the states, phases and roles are the java backend's own numbers, both ways.
 */
const ORIGIN = 'http://sworld.test';
const RUNNING = '2026春季沙盘对抗赛';
/** 2026-03-01 01:02:03 UTC: 09:02:03 in the school's zone (UTC+8). */
const NOW = Date.UTC(2026, 2, 1, 1, 2, 3);
const NOW_TEXT = '2026-03-01 09:02:03';
const JAVA_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface Answer {
  status: number;
  headers: Headers;
  /** The JSON body, its 18-digit ids kept as their digits (strings). */
  body: any;
  text: string;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? parseSpecJson(text) : null };
}

async function login(userCode: string, password = '123456'): Promise<Answer> {
  const form = new FormData();
  form.append('username', userCode);
  form.append('password', password);
  return answerOf(await fetch(`${ORIGIN}/login`, { method: 'POST', body: form }));
}

async function tokenOf(userCode: string): Promise<string> {
  return (await login(userCode)).body.data.authorization;
}

/** One call of a catalogue entry as the request layer sends it (query for GET, form for POST). */
async function call(token: string, endpoint: Endpoint, params: Record<string, string> = {}): Promise<Answer> {
  const search = new URLSearchParams(params);
  const path = resolvePath(endpoint.path, '');
  const headers = token ? { Authorization: token } : undefined;
  return answerOf(
    endpoint.method === 'GET'
      ? await fetch(`${ORIGIN}${path}?${search}`, { headers })
      : await fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: search }),
  );
}

/** Spring Boot's error body for a status and message. */
const springError = (status: number, error: string, message: string, path: string) => ({
  timestamp: new Date(NOW).toISOString(),
  status,
  error,
  message,
  path,
});

describe('the java dialect', () => {
  const mock = createMockServer({ dialect: 'java', now: () => NOW });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => mock.store.reset());
  afterAll(() => mock.server.close());

  const trainingNamed = (name: string) => mock.store.db.trainings.find((t) => t.trainName === name)!;
  const running = () => trainingNamed(RUNNING);
  /** The running training's id as the dialect sends it. */
  const trainId = () => specId(running().id);

  it('answers a save with data null, and the saved row is there when read again', async () => {
    const teacher = await tokenOf('teacher');
    const saved = await call(teacher, endpoints.class.save, { className: 'Java 一班', remark: '周三' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ code: 200, msg: '操作成功', data: null });

    const list = await call(teacher, endpoints.class.list, { className: 'Java 一班' });
    const row = list.body.data.records.find((r: any) => r.className === 'Java 一班');
    expect(row).toMatchObject({ className: 'Java 一班', remark: '周三', createTime: NOW_TEXT });
    expect(row.id).toMatch(/^\d{18}$/);
  });

  it('keeps the answers the spec names: the evaluation save returns the list, the meeting start its id', async () => {
    const teacher = await tokenOf('teacher');
    const classId = specId(mock.store.db.classes[0].id);
    const saved = await call(teacher, endpoints.evaluate.save, {
      classId,
      attendance: '10',
      performance: '40',
      training: '30',
      summary: '20',
    });
    expect(saved.body.code).toBe(200);
    expect(saved.body.data.map((e: any) => [e.itemCode, e.weight, e.updateTime])).toEqual([
      ['attendance', 10, NOW_TEXT],
      ['performance', 40, NOW_TEXT],
      ['training', 30, NOW_TEXT],
      ['summary', 20, NOW_TEXT],
    ]);

    const started = await call(teacher, endpoints.orderMeeting.start, { trainId: trainId() });
    const meetingId = mock.store.db.orderMeetings.find((m) => m.trainingId === running().id && m.state === 1)!.id;
    expect(started.text).toBe(`{"code":200,"msg":"操作成功","data":${specId(meetingId)}}`);
  });

  it('writes times as yyyy-MM-dd HH:mm:ss in UTC+8, and keeps durations numbers', async () => {
    const teacher = await tokenOf('teacher');
    await call(teacher, endpoints.orderMeeting.start, { trainId: trainId() });
    const phase = (await call(teacher, endpoints.menu.getMenuPhase, { trainId: trainId() })).body.data;
    expect(phase.startTime).toBe(NOW_TEXT);
    expect(phase.currentTime).toBe(NOW_TEXT);

    const rounds = (await call(teacher, endpoints.round.findList, { trainId: trainId() })).body.data;
    const played = rounds.filter((r: any) => r.startTime !== null);
    expect(played.length).toBeGreaterThan(0);
    for (const round of played) expect(round.startTime).toMatch(JAVA_TIME);
    for (const round of rounds) expect(typeof round.duration).toBe('number');
  });

  it('sends the fields the contract lists and the answer lacks as null', async () => {
    const teacher = await tokenOf('teacher');
    const answer = await call(teacher, endpoints.training.getById, { trainId: trainId() });
    // The spec names no class or post for a training: Jackson writes the DTO's unset fields as null.
    expect(answer.text).toContain('"classId":null');
    expect(answer.body.data).toMatchObject({ classId: null, postId: null, createTime: null, trainName: RUNNING });
  });

  it('writes flags as 0 and 1', async () => {
    const teacher = await tokenOf('teacher');
    const canStart = (await call(teacher, endpoints.orderMeeting.canStart, { trainId: trainId() })).body.data;
    expect(canStart.canStart).toBe(1);
    const open = (await call(teacher, endpoints.menu.checkMenuIsOpen, { trainId: trainId() })).body.data;
    expect(open).toMatchObject({ open: 0, suspended: 0 });
    const teams = (await call(teacher, endpoints.gm.findTeamList, { trainId: trainId() })).body.data;
    expect(teams.map((t: any) => t.bankrupt)).toEqual(teams.map(() => 0));
  });

  it("refuses with the HTTP status and Spring's body, naming the server's message", async () => {
    const wrong = await login('teacher', 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(springError(400, 'Bad Request', '用户名或密码错误', '/login'));

    const signedOut = await call('', endpoints.class.list);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual(
      springError(401, 'Unauthorized', '用户未登录或登录已过期', '/sworld/teachingclass/list'),
    );

    const teacher = await tokenOf('teacher');
    const duplicate = await call(teacher, endpoints.class.save, { className: mock.store.db.classes[0].className });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(`班级名称“${mock.store.db.classes[0].className}”已存在`);

    const unknown = await answerOf(
      await fetch(`${ORIGIN}/sworld/nothing/here`, { headers: { Authorization: teacher } }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(
      springError(404, 'Not Found', '接口不存在：GET /sworld/nothing/here', '/sworld/nothing/here'),
    );

    const wrongMethod = await answerOf(await fetch(`${ORIGIN}/sworld/teachingclass/list`, { method: 'POST' }));
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.error).toBe('Method Not Allowed');
  });

  it('says how long a throttled login waits in Retry-After, as Spring has no data to say it in', async () => {
    // A name no other test signs in with: the failures are counted per store, for the mock's life.
    let answer = await login('nobody-java', 'wrong');
    while (answer.status === 400) answer = await login('nobody-java', 'wrong');
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/请 \d+ 秒后再试/);
    expect(answer.body).not.toHaveProperty('data');
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("sends the java backend's own states, phases and roles", async () => {
    expect((await login('teacher')).body.data.userType).toBe(JAVA_CODES.userType.teacher);
    expect((await login('admin')).body.data.userType).toBe(JAVA_CODES.userType.admin);
    // The spec fixes role 3 (student): it stays.
    expect((await login('student')).body.data.userType).toBe(3);

    const trainings = (await call(await tokenOf('admin'), endpoints.training.list)).body.data.records;
    const stateOf = (name: string) => trainings.find((t: any) => t.trainName === name)?.state;
    expect(stateOf(RUNNING)).toBe(1);
    expect(stateOf('会计2班经营模拟')).toBe(JAVA_CODES.trainingState.notStarted);
    expect(stateOf('市场营销班实训（暂停中）')).toBe(JAVA_CODES.trainingState.paused);
    expect(stateOf('2025秋季沙盘实训')).toBe(JAVA_CODES.trainingState.finished);

    const admin = await tokenOf('admin');
    const notStarted = specId(trainingNamed('会计2班经营模拟').id);
    const none = (await call(admin, endpoints.menu.getMenuPhase, { trainId: notStarted })).body.data;
    expect(none.phase).toBe(JAVA_CODES.menuPhase.none);

    const teacher = await tokenOf('teacher');
    const before = (await call(teacher, endpoints.menu.getMenuPhase, { trainId: trainId() })).body.data;
    expect(before).toMatchObject({
      phase: JAVA_CODES.menuPhase.advertising,
      state: JAVA_CODES.meetingState.notStarted,
    });
    await call(teacher, endpoints.orderMeeting.start, { trainId: trainId() });
    const after = (await call(teacher, endpoints.menu.getMenuPhase, { trainId: trainId() })).body.data;
    expect(after).toMatchObject({ phase: JAVA_CODES.menuPhase.advertising, state: JAVA_CODES.meetingState.running });
    const meeting = (await call(teacher, endpoints.orderMeeting.get, { trainId: trainId() })).body.data;
    expect(meeting.state).toBe(JAVA_CODES.meetingState.running);
    expect((await call(teacher, endpoints.orderMeeting.end, { trainId: trainId() })).body.code).toBe(200);
    const ended = (await call(teacher, endpoints.orderMeeting.get, { trainId: trainId() })).body.data;
    expect(ended.state).toBe(JAVA_CODES.meetingState.ended);
  });

  it("takes the java backend's own numbers in, and refuses the mock's own", async () => {
    const teacher = await tokenOf('teacher');
    const paused = await call(teacher, endpoints.training.changeState, {
      id: trainId(),
      state: String(JAVA_CODES.trainingState.paused),
    });
    expect(paused.body).toEqual({ code: 200, msg: '操作成功', data: null });
    const read = (await call(teacher, endpoints.training.getById, { trainId: trainId() })).body.data;
    expect(read.state).toBe(JAVA_CODES.trainingState.paused);

    // 2 is paused in the mock's own table, no state at all in the java backend's.
    const refused = await call(teacher, endpoints.training.changeState, { id: trainId(), state: '2' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('参数“state”的值 2 无效');
    const unchanged = (await call(teacher, endpoints.training.getById, { trainId: trainId() })).body.data;
    expect(unchanged.state).toBe(JAVA_CODES.trainingState.paused);

    const admin = await tokenOf('admin');
    const teachers = (await call(admin, endpoints.user.list, { userType: String(JAVA_CODES.userType.teacher) })).body
      .data.records;
    expect(teachers.length).toBeGreaterThan(0);
    expect(new Set(teachers.map((u: any) => u.userType))).toEqual(new Set([JAVA_CODES.userType.teacher]));
  });

  it('moves the menu to the phase named in java numbers', async () => {
    const teacher = await tokenOf('teacher');
    await call(teacher, endpoints.orderMeeting.start, { trainId: trainId() });
    const moved = await call(teacher, endpoints.menu.updateMenuState, {
      trainId: trainId(),
      menuState: String(JAVA_CODES.menuPhase.ranking),
    });
    expect(moved.body).toEqual({ code: 200, msg: '操作成功', data: null });
    const phase = (await call(teacher, endpoints.menu.getMenuPhase, { trainId: trainId() })).body.data;
    expect(phase.phase).toBe(JAVA_CODES.menuPhase.ranking);
  });

  it('names downloads the Java way', async () => {
    const teacher = await tokenOf('teacher');
    const response = await fetch(
      `${ORIGIN}${resolvePath(endpoints.gmSys.oneKeyExport.path, '')}?trainId=${trainId()}`,
      {
        headers: { Authorization: teacher },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment;filename=${encodeURIComponent(`${RUNNING}-经营报表.xlsx`)}`,
    );
  });
});

it("is a `codes` setting the app takes whole, every value unlike the app's defaults", () => {
  const read = readCodes(JSON.parse(JSON.stringify(JAVA_CODES)));
  expect(read.problems).toEqual([]);
  expect(read.codes).toEqual(JAVA_CODES);
  for (const section of Object.keys(DEFAULT_CODES) as (keyof typeof DEFAULT_CODES)[])
    for (const [name, value] of Object.entries(DEFAULT_CODES[section]))
      expect([section, name, (JAVA_CODES[section] as Record<string, number>)[name]]).not.toEqual([
        section,
        name,
        value,
      ]);
});
