import { screen } from '@testing-library/react';
import { message } from 'antd';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import user from '../user';

const backend = useMockBackend();
const paths = () => backend.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);
const idOf = (code: string) => backend.store.db.users.find((u) => u.userCode === code)!.id;

describe('user model', () => {
  it('starts empty', () => {
    expect(createModelStore([user]).getState().user).toEqual({ userList: [], total: 0, accountPwd: [], detail: {} });
  });

  it('loads a page of accounts into userList and total', async () => {
    await loginAs('admin');
    const store = createModelStore([user]);
    const page = await store.dispatch({ type: 'user/fetchList', payload: { current: 1, size: 3, userType: 2 } });
    expect(paths()).toEqual(['POST /login', 'GET /sworld/user/list?current=1&size=3&userType=2']);
    expect(page.total).toBe(2);
    expect(store.getState().user.userList.map((u: any) => u.userCode)).toEqual(['teacher', 'teacher2']);
    expect(store.getState().user.total).toBe(2);
  });

  it('creates an account: the initial password enters accountPwd; an edit does not', async () => {
    await loginAs('teacher');
    const store = createModelStore([user]);
    const result = await store.dispatch({
      type: 'user/save',
      payload: { userCode: 'stu_a', userName: '甲', userType: 3 },
    });
    expect(result).toEqual({ ok: true });
    const created = backend.store.db.users.find((u) => u.userCode === 'stu_a')!;
    expect(store.getState().user.accountPwd).toEqual([
      { id: created.id, userCode: 'stu_a', userName: '甲', password: '123456' },
    ]);
    await store.dispatch({
      type: 'user/save',
      payload: { id: created.id, userCode: 'stu_a', userName: '甲乙', userType: 3 },
    });
    expect(store.getState().user.accountPwd).toHaveLength(1);
  });

  it('keeps the state and answers the server’s message, without a toast, when a save is refused', async () => {
    await loginAs('teacher');
    const store = createModelStore([user]);
    const result = await store.dispatch({
      type: 'user/save',
      payload: { userCode: 'student', userName: '重名', userType: 3 },
    });
    expect(result).toEqual({ error: '登录账号“student”已存在' });
    message.info('之后的消息');
    await screen.findByText('之后的消息');
    expect(screen.queryByText('登录账号“student”已存在')).toBeNull();
    expect(store.getState().user.accountPwd).toEqual([]);
  });

  it('resets a password (the answer enters accountPwd), loads a detail and deletes from the list', async () => {
    await loginAs('admin');
    const store = createModelStore([user]);
    await store.dispatch({ type: 'user/fetchList', payload: { userType: 2 } });
    const id = idOf('teacher2');
    await store.dispatch({ type: 'user/resetPassword', payload: { id } });
    expect(store.getState().user.accountPwd).toEqual([
      { id, userCode: 'teacher2', userName: '李老师', password: '123456' },
    ]);
    await store.dispatch({ type: 'user/fetchDetail', payload: { id } });
    expect(store.getState().user.detail).toMatchObject({ id, userCode: 'teacher2' });
    expect(await store.dispatch({ type: 'user/remove', payload: { id } })).toBe(true);
    expect(paths().slice(-3)).toEqual([
      'POST /sworld/user/pwd/reset',
      `GET /sworld/user/getById?id=${id}`,
      'POST /sworld/user/delete',
    ]);
    expect(backend.requests[backend.requests.length - 1].body).toBe(`id=${id}`);
    expect(store.getState().user.userList.map((u: any) => u.userCode)).toEqual(['teacher']);
    expect(store.getState().user.total).toBe(1);
    expect(store.getState().user.accountPwd).toEqual([]);
    store.dispatch({ type: 'user/addAccountPwd', payload: { id: '1', userCode: 'a', userName: 'a', password: 'x' } });
    store.dispatch({ type: 'user/clearAccountPwd' });
    expect(store.getState().user.accountPwd).toEqual([]);
  });
});
