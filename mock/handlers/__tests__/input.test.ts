import * as classService from '@/services/class';
import { endpoints } from '@/services/endpoints';
import * as ruleService from '@/services/rule';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { expectRefused } from './teachingKit';

/** What the mock stores of the text it is sent: no control or direction characters, no JSON structure as text. */
const backend = useMockBackend();
const db = () => backend.store.db;
const SAVE = '/sworld/teachingclass/save';

/** Sends a raw call the way another client could: a JSON or form body, with the session's token. */
async function send(path: string, body: unknown, { json = true, method = 'POST' } = {}) {
  const authorization = window.localStorage.getItem('authorization') ?? '';
  const response = await fetch(`${window.location.origin}${path}`, {
    method,
    headers: { authorization, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
    body: method === 'GET' ? undefined : json ? JSON.stringify(body) : String(body),
  });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

/** Expects the call to be refused with 400 and this message, and the store to be untouched. */
async function expectBadInput(call: () => Promise<{ code: number; msg: string; data: unknown }>, msg: string) {
  const before = backend.store.snapshot();
  const answer = await call();
  expect(answer).toEqual({ code: 400, msg, data: null });
  expect(backend.store.snapshot()).toBe(before);
}

describe('text the mock refuses, naming the field', () => {
  beforeEach(() => loginAs('teacher'));

  it.each([
    ['NUL', 'A\u0000班', '班级名称不能包含控制字符'],
    ['an escape character', '\u001b[31m红班', '班级名称不能包含控制字符'],
    ['a C1 control', 'A\u0085班', '班级名称不能包含控制字符'],
    ['a right-to-left override', '班级\u202Egpj.exe', '班级名称不能包含文字方向控制字符'],
    ['a directional isolate', '\u2067班级', '班级名称不能包含文字方向控制字符'],
    ['a line break in a one-line name', '一班\n二班', '班级名称不能包含换行或制表符'],
  ])('refuses %s in a name sent through the app', async (_what, className, msg) => {
    await expectRefused(backend, endpoints.class.save, { className }, 400, msg);
  });

  it('refuses a lone surrogate (only a JSON body can carry one)', async () => {
    await expectBadInput(() => send(SAVE, { className: 'A\ud800班' }), '班级名称包含无效的字符');
    await expectBadInput(() => send(SAVE, { className: '\udc00' }), '班级名称包含无效的字符');
  });

  it('refuses JSON arrays and objects where text is expected, and takes null as not sent', async () => {
    await expectBadInput(() => send(SAVE, { className: ['一班'] }), '班级名称必须是文本');
    await expectBadInput(() => send(SAVE, { className: { name: '一班' } }), '班级名称必须是文本');
    await expectBadInput(() => send(SAVE, { className: null }), '班级名称不能为空');
    expect(db().classes.some((c) => c.className === 'null')).toBe(false);
    await expectBadInput(() => send(SAVE, ['className', '一班']), '请求内容格式不正确');
  });

  it('keeps line breaks in long texts and stores clean names as sent', async () => {
    const saved = (await classService.save({ className: '三班', remark: '第一行\n第二行' }))?.data;
    expect(saved).toMatchObject({ className: '三班', remark: '第一行\n第二行' });
    const viaJson = await send(SAVE, { className: '四班', remark: 7 });
    expect(viaJson).toMatchObject({ code: 200, data: { className: '四班', remark: '7' } });
  });

  it('refuses a control character a handler reads directly, naming the parameter', async () => {
    await expectRefused(backend, endpoints.user.list, { keyword: 'a\u0000' }, 400, '参数“keyword”不能包含控制字符');
  });

  it('refuses control characters escaped inside JSON fields', async () => {
    const custom = db().rules.find((r) => r.ruleName === '高需求练习规则')!;
    await expectRefused(
      backend,
      endpoints.rule.customSave,
      { ruleId: custom.id, rows: JSON.stringify([{ code: 'base.name', value: 'x\u0000' }]) },
      400,
      '规则明细不能包含控制字符',
    );
    const saved = (
      await ruleService.customSave({
        ruleId: custom.id,
        rows: JSON.stringify([{ code: 'base.name', value: '干净的名字' }]),
      })
    )?.data;
    expect(saved!.rows!.find((r) => r.code === 'base.name')!.value).toBe('干净的名字');
  });
});

describe('parameters named like object members', () => {
  beforeEach(() => loginAs('teacher'));

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'ignores a %s parameter in a form body, a JSON body and a query',
    async (name) => {
      const form = await send(SAVE, `${name}=x&className=${encodeURIComponent(`${name}班`)}`, { json: false });
      expect(form).toMatchObject({ code: 200, data: { className: `${name}班` } });
      const json = await send(SAVE, JSON.parse(`{"${name}": "x", "className": "${name}二班"}`));
      expect(json).toMatchObject({ code: 200, data: { className: `${name}二班` } });
      const query = await send(`/sworld/teachingclass/list?${name}=x&size=50`, undefined, {
        json: false,
        method: 'GET',
      });
      expect(query.code).toBe(200);
    },
  );
});
