/**
 * @jest-environment node
 */
import { type Endpoint, endpoints, resolvePath } from '../../../src/services/endpoints';
import { createMockServer } from '../../node';
import {
  LEARNING_SUMMARY_FIELDS,
  MENU_CONDITION_FIELDS,
  MENU_PHASE_3_FIELDS,
  MENU_PHASE_FIELDS,
  ORDER_MEETING_FIELDS,
  PROJECT_LIST_FIELDS,
  parseDialect,
  specId,
  storedIdOf,
  TRAINING_FIELDS,
} from '../specDialect';

/**
 * The spec dialect of the mock, as a caller reads its answers: raw JSON text (the 18-digit ids do
 * not survive JSON.parse), exactly the fields the spec names, ids that come back as they went out,
 * and downloads named the Java way. The default dialect keeps today's answers.
 */
const ORIGIN = 'http://sworld.test';
const RUNNING = '2026春季沙盘对抗赛';
const CAPTAINS = ['student', 'student04', 'student08', 'student12'];

interface Answer {
  text: string;
  /** The envelope parsed (ids rounded: use `text` for them). */
  body: { code: number; msg: string; data: any };
  response: Response;
}

async function login(userCode: string): Promise<{ token: string; text: string }> {
  const form = new FormData();
  form.append('username', userCode);
  form.append('password', '123456');
  const text = await (await fetch(`${ORIGIN}/login`, { method: 'POST', body: form })).text();
  return { token: JSON.parse(text).data.authorization, text };
}

/** One call of a catalogue entry as the request layer sends it (query for GET, form for POST). */
async function call(token: string, endpoint: Endpoint, params: Record<string, string | string[]> = {}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
  const path = resolvePath(endpoint.path, '');
  const response =
    endpoint.method === 'GET'
      ? await fetch(`${ORIGIN}${path}?${search}`, { headers: { Authorization: token } })
      : await fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { Authorization: token }, body: search });
  const text = await response.clone().text();
  const body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  return { text, body, response } as Answer;
}

/** The digits of every `"field":<number>` in a JSON text. */
const numbersOf = (text: string, field: string) =>
  [...text.matchAll(new RegExp(`"${field}":(-?\\d+)`, 'g'))].map((m) => m[1]);

const sorted = (fields: readonly string[]) => [...fields].sort();
const keysOf = (value: object) => Object.keys(value).sort();

describe('the spec dialect', () => {
  const mock = createMockServer({ dialect: 'spec' });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => mock.store.reset());
  afterAll(() => mock.server.close());

  const training = () => mock.store.db.trainings.find((t) => t.trainName === RUNNING)!;
  /** The running training's id as the spec dialect sends it. */
  const trainId = () => specId(training().id);

  /** Meeting started, every group's advertising in, the ranking published: phase 2. */
  async function rankMenu(teacher: string) {
    expect((await call(teacher, endpoints.orderMeeting.start, { trainId: trainId() })).body.code).toBe(200);
    for (const [i, code] of CAPTAINS.entries()) {
      const { token } = await login(code);
      const items = JSON.stringify([{ market: 'LOCAL', product: 'P1', amount: 10 + i }]);
      expect((await call(token, endpoints.menu.putAdvertising, { trainId: trainId(), items })).body.code).toBe(200);
    }
    expect((await call(teacher, endpoints.menu.sendAdvertising, { trainId: trainId() })).body.code).toBe(200);
  }

  it('sends the menu condition with exactly the spec fields, before and during picking', async () => {
    const { token } = await login('teacher');
    const before = await call(token, endpoints.menu.condition, { trainId: trainId() });
    expect(keysOf(before.body.data)).toEqual(sorted(MENU_CONDITION_FIELDS));
    await rankMenu(token);
    await call(token, endpoints.menu.updateMenuState, { trainId: trainId(), menuState: '3' });
    const picking = await call(token, endpoints.menu.condition, { trainId: trainId() });
    expect(keysOf(picking.body.data)).toEqual(sorted(MENU_CONDITION_FIELDS));
    expect(picking.body.data.menuState).toBe(1);
    // The rows of `list` are not named by the spec: they keep their fields.
    expect(picking.body.data.list[0]).toMatchObject({ product: 'P1', current: true });
  });

  it("answers a teacher's menu controls with the condition in the same spec form", async () => {
    const { token } = await login('teacher');
    await rankMenu(token);
    const start = await call(token, endpoints.menu.updateMenuState, { trainId: trainId(), menuState: '3' });
    expect(keysOf(start.body.data)).toEqual(sorted(MENU_CONDITION_FIELDS));
    const suspend = await call(token, endpoints.menu.suspend, { trainId: trainId() });
    expect(keysOf(suspend.body.data)).toEqual(sorted(MENU_CONDITION_FIELDS));
    const restore = await call(token, endpoints.menu.restore, { trainId: trainId() });
    expect(keysOf(restore.body.data)).toEqual(sorted(MENU_CONDITION_FIELDS));
    const cancel = await call(token, endpoints.menu.autoCancel, { trainId: trainId() });
    expect(keysOf(cancel.body.data.condition)).toEqual(sorted(MENU_CONDITION_FIELDS));
  });

  it('sends the menu phase with the spec fields, and in phase 3 also its progress, products and countdowns', async () => {
    const { token } = await login('teacher');
    const advertising = await call(token, endpoints.menu.getMenuPhase, { trainId: trainId() });
    expect(advertising.body.data.phase).toBe(1);
    expect(keysOf(advertising.body.data)).toEqual(sorted(MENU_PHASE_FIELDS));
    await rankMenu(token);
    await call(token, endpoints.menu.updateMenuState, { trainId: trainId(), menuState: '3' });
    const picking = await call(token, endpoints.menu.getMenuPhase, { trainId: trainId() });
    const data = picking.body.data;
    expect(keysOf(data)).toEqual(sorted([...MENU_PHASE_FIELDS, ...MENU_PHASE_3_FIELDS]));
    expect(data).toMatchObject({ phase: 3, state: 1, menuState: 1 });
    expect(data.allRound).toEqual({
      allRounds: 1,
      allOrder: expect.any(Number),
      surplusRounds: 1,
      surplusOrder: expect.any(Number),
    });
    expect(data.allRound.allOrder).toBeGreaterThan(0);
    expect(data.productList.map((p: { product: string }) => p.product)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(Object.keys(data.menuTimers)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(data.menuTimers.P1).toBe(data.menuTime);
    expect(data.menuTime).toBeGreaterThan(0);
    // The meeting's id is an entity id: 18 digits in the text.
    expect(numbersOf(picking.text, 'id')).toEqual([expect.stringMatching(/^\d{18}$/)]);
  });

  it("sends the order meeting's get with exactly duration, state and id", async () => {
    const { token } = await login('teacher');
    const answer = await call(token, endpoints.orderMeeting.get, { trainId: trainId() });
    expect(keysOf(answer.body.data)).toEqual(sorted(ORDER_MEETING_FIELDS));
    const meeting = mock.store.db.orderMeetings.find((m) => m.trainingId === training().id && m.round === 5)!;
    expect(numbersOf(answer.text, 'id')).toEqual([specId(meeting.id)]);
  });

  it('sends the learning summary and the project list with exactly the spec fields', async () => {
    const { token } = await login('teacher');
    const summary = await call(token, endpoints.learning.summary);
    expect(keysOf(summary.body.data)).toEqual(sorted(LEARNING_SUMMARY_FIELDS));
    // Its rows keep their fields, their ids in spec form.
    expect(numbersOf(summary.text, 'trainId')).toContain(trainId());
    const project = await call(token, endpoints.project.list, { trainId: trainId() });
    expect(keysOf(project.body.data)).toEqual(sorted(PROJECT_LIST_FIELDS));
  });

  it("sends a training, by id and in the list, with spec point 3's fields only", async () => {
    const { token } = await login('teacher');
    const byId = await call(token, endpoints.training.getById, { trainId: trainId() });
    // The mock keeps no training duration: of point 3's fields it sends every one it has.
    const held = TRAINING_FIELDS.filter((f) => f !== 'duration');
    expect(keysOf(byId.body.data)).toEqual(sorted(held));
    const list = await call(token, endpoints.training.list, { current: '1', size: '10' });
    expect(keysOf(list.body.data)).toEqual(['records', 'total']);
    expect(list.body.data.total).toBe(3);
    // A list row has no caller's seat (groupId).
    for (const row of list.body.data.records) expect(keysOf(row)).toEqual(sorted(held.filter((f) => f !== 'groupId')));
  });

  it("sends the user's trainings, the records and a changed training with spec point 3's fields only", async () => {
    const { token } = await login('teacher');
    const rowFields = sorted(TRAINING_FIELDS.filter((f) => f !== 'duration' && f !== 'groupId'));
    const mine = await call(token, endpoints.training.getList);
    expect(mine.body.data.length).toBeGreaterThan(0);
    for (const row of mine.body.data) expect(keysOf(row)).toEqual(rowFields);
    const records = await call(token, endpoints.training.record);
    expect(records.body.data.length).toBeGreaterThan(0);
    for (const row of records.body.data) expect(keysOf(row)).toEqual(rowFields);
    const opened = await call(token, endpoints.training.isOpen, { trainId: trainId(), isOpen: '1' });
    expect(keysOf(opened.body.data)).toEqual(rowFields);
    const { token: student } = await login('student');
    const theirs = await call(student, endpoints.training.getList);
    for (const row of theirs.body.data) expect(keysOf(row)).toEqual(rowFields);
  });

  it('keeps only the named wrapper fields of the class list, the teaching plans and the bulletin, rows whole', async () => {
    const { token } = await login('teacher');
    const classes = await call(token, endpoints.class.list);
    expect(keysOf(classes.body.data)).toEqual(['records', 'total']);
    expect(classes.body.data.records[0]).toMatchObject({ className: '2026级工商管理1班', studentCount: 16 });
    const plans = await call(token, endpoints.teachingPlan.list);
    expect(keysOf(plans.body.data)).toEqual(['records', 'total']);
    const bulletin = await call(token, endpoints.gmSys.getSystemBulletin, { trainId: trainId(), current: '1' });
    expect(bulletin.body.data).toEqual({ pages: { current: '1', records: expect.any(Array) } });
  });

  it('sends entity ids as 18-digit JSON numbers beyond 2^53, and codes with a meaning as they are', async () => {
    const { token, text: loginText } = await login('teacher');
    const teacher = mock.store.db.users.find((u) => u.userCode === 'teacher')!;
    expect(numbersOf(loginText, 'userId')).toEqual([specId(teacher.id)]);
    const list = await call(token, endpoints.training.list, { current: '1', size: '10' });
    const ids = numbersOf(list.text, 'id');
    expect(ids).toHaveLength(3);
    for (const id of ids) {
      expect(id).toMatch(/^\d{18}$/);
      expect(Number.isSafeInteger(Number(id))).toBe(false);
    }
    for (const field of ['caseId', 'ruleId']) expect(numbersOf(list.text, field)).toHaveLength(3);
    expect(list.text).toContain('"sandTableId":"1"');
    const classes = await call(token, endpoints.class.list);
    expect(numbersOf(classes.text, 'teacherId')).toEqual([specId(teacher.id), specId(teacher.id)]);
    // A list of student ids is a list of 18-digit numbers too.
    const studentIds = /"studentIds":\[([^\]]*)\]/.exec(classes.text)![1].split(',');
    expect(studentIds.length).toBe(16);
    for (const id of studentIds) expect(storedIdOf(id)).toBeDefined();
    const posts = await call(token, endpoints.student.relList, { trainId: trainId() });
    expect(numbersOf(posts.text, 'studentId')).toHaveLength(16);
    expect(numbersOf(posts.text, 'postId').slice(0, 4)).toEqual(['1', '2', '3', '4']);
  });

  it('gives the same number to the same entity on every answer and after a reset', async () => {
    const { token } = await login('teacher');
    const first = numbersOf((await call(token, endpoints.training.list)).text, 'id');
    mock.store.reset();
    const { token: again } = await login('teacher');
    expect(numbersOf((await call(again, endpoints.training.list)).text, 'id')).toEqual(first);
  });

  it('takes back the ids it sent, in queries, forms and lists, and finds nothing for any other number', async () => {
    const { token } = await login('teacher');
    const list = await call(token, endpoints.training.list);
    const id = numbersOf(list.text, 'id')[list.body.data.records.findIndex((r: any) => r.trainName === RUNNING)];
    const byId = await call(token, endpoints.training.getById, { trainId: id });
    expect(byId.body.data.trainName).toBe(RUNNING);
    expect(numbersOf(byId.text, 'id')).toEqual([id]);

    // A form with a class id and a list of student ids, as they were sent.
    const classes = await call(token, endpoints.class.list);
    const classId = numbersOf(classes.text, 'id')[1];
    const studentIds = /"studentIds":\[([^\]]*)\]/.exec(classes.text)![1].split(',').slice(0, 2);
    const saved = await call(token, endpoints.class.maintain, { id: classId, studentIds });
    expect(saved.body.code).toBe(200);
    const stored = mock.store.db.classes.find((c) => c.id === storedIdOf(classId))!;
    expect(stored.studentIds).toEqual(studentIds.map((s) => storedIdOf(s)));

    // The stored id itself, and the id as a double rounds it, are no training's.
    const rounded = String(Number(id));
    expect(rounded).not.toBe(id);
    for (const other of [training().id, rounded]) {
      const answer = await call(token, endpoints.training.getById, { trainId: other });
      expect(answer.body).toMatchObject({ code: 404, msg: '实训不存在' });
    }
  });

  it('takes back the ids of a JSON body, bare numbers included', async () => {
    const { token } = await login('teacher');
    const classes = await call(token, endpoints.class.list);
    const [, classId] = numbersOf(classes.text, 'id');
    const studentIds = /"studentIds":\[([^\]]*)\]/.exec(classes.text)![1].split(',').slice(0, 3);
    const body = `{"id":${classId},"studentIds":[${studentIds.join(',')}]}`;
    const answer = await fetch(`${ORIGIN}${endpoints.class.maintain.path}`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body,
    });
    expect((await answer.json()).code).toBe(200);
    const stored = mock.store.db.classes.find((c) => c.id === storedIdOf(classId))!;
    expect(stored.studentIds).toEqual(studentIds.map((s) => storedIdOf(s)));
  });

  it("sends the ids inside JSON text (a tool record's details) in spec form too", async () => {
    const { token } = await login('student');
    const student = mock.store.db.users.find((u) => u.userCode === 'student')!;
    const details = JSON.stringify({ data: [{ one: '降低成本' }] });
    const saved = await call(token, endpoints.tool.save, { gameId: trainId(), type: '1', details });
    expect(saved.body.code).toBe(200);
    const listed = await call(token, endpoints.tool.list, { gameId: trainId(), type: '1' });
    const text = JSON.parse(listed.text).data.find((r: { details: string }) => r.details.includes('降低成本')).details;
    expect(numbersOf(text, 'userId')).toEqual([specId(student.id)]);
  });

  it('names a download the Java way: attachment;filename= and URLEncoder form', async () => {
    const { token } = await login('teacher');
    const id = trainId();
    training().trainName = '2026 春季(A)';
    const answer = await call(token, endpoints.gmSys.oneKeyExport, { trainId: id });
    expect(answer.response.status).toBe(200);
    expect(answer.response.headers.get('content-disposition')).toBe(
      'attachment;filename=2026+%E6%98%A5%E5%AD%A3%28A%29-%E7%BB%8F%E8%90%A5%E6%8A%A5%E8%A1%A8.xlsx',
    );
  });
});

describe('the default dialect', () => {
  const mock = createMockServer();
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => mock.store.reset());
  afterAll(() => mock.server.close());

  const training = () => mock.store.db.trainings.find((t) => t.trainName === RUNNING)!;

  it('keeps the fields beyond the spec, string ids and the RFC 5987 download name', async () => {
    const { token, text } = await login('teacher');
    expect(JSON.parse(text).data.userId).toBe(mock.store.db.users.find((u) => u.userCode === 'teacher')!.id);
    const condition = await call(token, endpoints.menu.condition, { trainId: training().id });
    expect(condition.body.data).toMatchObject({ version: 1, trainState: 1, meeting: { id: expect.any(String) } });
    const byId = await call(token, endpoints.training.getById, { trainId: training().id });
    expect(byId.body.data).toMatchObject({ id: training().id, classId: training().classId, postId: null });
    const list = await call(token, endpoints.training.list, { current: '1', size: '10' });
    expect(list.body.data).toMatchObject({ current: 1, size: 10, total: 3 });
    const id = training().id;
    training().trainName = '2026 春季';
    const download = await call(token, endpoints.gmSys.oneKeyExport, { trainId: id });
    expect(download.response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''2026%20%E6%98%A5%E5%AD%A3-%E7%BB%8F%E8%90%A5%E6%8A%A5%E8%A1%A8.xlsx",
    );
  });
});

describe('the dialect switch', () => {
  it('reads spec, java and default, and refuses any other name', () => {
    expect(parseDialect(undefined)).toBe('default');
    expect(parseDialect('')).toBe('default');
    expect(parseDialect('default')).toBe('default');
    expect(parseDialect('spec')).toBe('spec');
    expect(parseDialect('java')).toBe('java');
    expect(() => parseDialect('kotlin')).toThrow('unknown mock dialect "kotlin"');
  });

  it('maps stored ids one to one onto 18-digit numbers and back', () => {
    const seen = new Set<string>();
    for (const id of ['0', '1', '2', '478', '9999999999999']) {
      const spec = specId(id);
      expect(spec).toMatch(/^\d{18}$/);
      expect(storedIdOf(spec)).toBe(id);
      seen.add(spec);
    }
    expect(seen.size).toBe(5);
    expect(storedIdOf(String(BigInt(specId('478')) + 1n))).toBeUndefined();
    expect(storedIdOf('478')).toBeUndefined();
  });
});
