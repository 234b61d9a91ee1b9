import { endpoints } from '@/services/endpoints';
import * as userService from '@/services/user';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { hashPassword, verifyPassword } from '../../db/secrets';
import { envelopeOf, expectRefused, lastRequest } from './teachingKit';

const backend = useMockBackend();
const e = endpoints.user;
const userId = (code: string) => backend.store.db.users.find((u) => u.userCode === code)!.id;
const valid = {
  userCode: 'teacher_new',
  userName: '赵老师',
  userType: 2,
  email: 'zhao@example.edu.cn',
  phone: '13800000000',
};

describe('user list', () => {
  it('lets an administrator filter by role and keyword, paged', async () => {
    await loginAs('admin');
    const page = await userService.list({ current: 1, size: 2, userType: 3, keyword: 'student' });
    expect(lastRequest(backend).method).toBe('GET');
    expect(lastRequest(backend).url.pathname).toBe('/sworld/user/list');
    expect(lastRequest(backend).url.search).toBe('?current=1&size=2&userType=3&keyword=student');
    expect(page!.total).toBe(16);
    expect(page!.records!.map((u) => u.userCode)).toEqual(['student', 'student01']);
    expect(page!.records![0]).not.toHaveProperty('password');
    expect(page!.records![0]).not.toHaveProperty('passwordHash');
  });

  it('gives a teacher only student accounts, whatever role is asked for', async () => {
    await loginAs('teacher');
    const page = await userService.list({ userType: 2, size: 100 });
    expect(page!.total).toBe(16);
    expect(new Set(page!.records!.map((u) => u.userType))).toEqual(new Set([3]));
  });

  it('lists the students of one class', async () => {
    await loginAs('teacher');
    const classId = backend.store.db.classes[1].id;
    const page = await userService.list({ classId, size: 100 });
    expect(page!.records!.map((u) => u.userCode)).toEqual([
      'student08',
      'student09',
      'student10',
      'student11',
      'student12',
      'student13',
      'student14',
      'student15',
    ]);
  });

  it('refuses students, an unknown role and an unknown class', async () => {
    await loginAs('admin');
    await expectRefused(backend, e.list, { userType: 9 }, 400, '角色的取值不正确');
    await expectRefused(backend, e.list, { classId: '9999' }, 404, '班级不存在');
    await loginAs('student');
    await expectRefused(backend, e.list, {}, 403, '仅教师');
  });
});

describe('user save', () => {
  it('creates an account (initial password when none is given) and edits it', async () => {
    await loginAs('admin');
    const created = (await userService.save(valid))?.data;
    expect(lastRequest(backend).body).toBe(
      'userCode=teacher_new&userName=%E8%B5%B5%E8%80%81%E5%B8%88&userType=2&email=zhao%40example.edu.cn&phone=13800000000',
    );
    expect(created).toMatchObject({ ...valid, id: expect.any(String), initialPassword: '123456' });
    expect(await verifyPassword('123456', backend.store.db.users.find((u) => u.id === created!.id)!.passwordHash)).toBe(
      true,
    );
    const edited = (await userService.save({ ...valid, id: String(created!.id), userName: '赵老师（新）' }))?.data;
    expect(edited!.userName).toBe('赵老师（新）');
    expect(backend.store.db.users.filter((u) => u.userCode === 'teacher_new')).toHaveLength(1);
  });

  it.each([
    ['an empty login name', { userCode: '' }, 400, '登录账号不能为空'],
    ['a login name with a space', { userCode: 'bad name' }, 400, '登录账号只能包含字母、数字和下划线'],
    ['an oversize login name', { userCode: 'x'.repeat(33) }, 400, '登录账号长度不能超过 32 个字符'],
    ['a blank name', { userName: '  ' }, 400, '姓名不能为空'],
    ['an unknown role', { userType: 7 }, 400, '角色的取值不正确'],
    ['an e-mail of 255 characters', { email: `${'a'.repeat(243)}@example.com` }, 400, '邮箱长度必须少于 255 个字符'],
    ['a malformed e-mail', { email: 'not-an-email' }, 400, '邮箱格式不正确'],
    ['a short phone number', { phone: '1380000' }, 400, '手机号必须是 11 位数字'],
    ['a phone number with a letter', { phone: '1380000000a' }, 400, '手机号必须是 11 位数字'],
    ['a short password', { password: '123' }, 400, '密码长度不能少于 6 个字符'],
    ['a duplicate login name', { userCode: 'teacher2' }, 409, '登录账号“teacher2”已存在'],
    ['an unknown id', { id: '9999' }, 404, '用户不存在'],
  ])('refuses %s', async (_, change, code, msg) => {
    await loginAs('admin');
    await expectRefused(backend, e.save, { ...valid, ...change }, code as number, msg as string);
  });

  it('accepts an e-mail of 254 characters', async () => {
    await loginAs('admin');
    const mail = `${'a'.repeat(242)}@example.com`;
    expect(mail).toHaveLength(254);
    expect((await envelopeOf(e.save, { ...valid, email: mail })).code).toBe(200);
  });

  it('lets a teacher create and reset student accounts only', async () => {
    await loginAs('teacher');
    await expectRefused(backend, e.save, valid, 403, '教师只能管理学生账号');
    await expectRefused(backend, e.resetPassword, { id: userId('teacher2') }, 403, '教师只能管理学生账号');
    const created = (await userService.save({ ...valid, userCode: 'stu_new', userType: 3, password: 'secret1' }))?.data;
    expect(created!.userType).toBe(3);
    expect(created).not.toHaveProperty('initialPassword');
  });
});

describe('user delete and password reset', () => {
  it('resets a password to the initial one and answers it', async () => {
    await loginAs('admin');
    backend.store.db.users.find((u) => u.userCode === 'teacher2')!.passwordHash = await hashPassword('changed1');
    const result = (await userService.resetPassword({ id: userId('teacher2') }))?.data;
    expect(lastRequest(backend).method).toBe('POST');
    expect(lastRequest(backend).url.pathname).toBe('/sworld/user/pwd/reset');
    expect(lastRequest(backend).body).toBe(`id=${userId('teacher2')}`);
    expect(result).toEqual({ id: userId('teacher2'), userCode: 'teacher2', userName: '李老师', password: '123456' });
    expect(
      await verifyPassword('123456', backend.store.db.users.find((u) => u.userCode === 'teacher2')!.passwordHash),
    ).toBe(true);
  });

  it('deletes an account and its sessions', async () => {
    await loginAs('teacher2');
    await loginAs('admin');
    const id = userId('teacher2');
    expect((await userService.remove({ id }))?.data).toBeNull();
    expect(backend.store.db.users.some((u) => u.id === id)).toBe(false);
    expect(backend.store.db.sessions.some((s) => s.userId === id)).toBe(false);
  });

  it('refuses unknown ids and deleting oneself', async () => {
    await loginAs('admin');
    await expectRefused(backend, e.remove, { id: '9999' }, 404, '用户不存在');
    await expectRefused(backend, e.resetPassword, { id: '' }, 404, '用户不存在');
    await expectRefused(backend, e.remove, { id: userId('admin') }, 400, '不能删除当前登录的账号');
  });
});
