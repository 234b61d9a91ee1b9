import { tokenDigest, verifyPassword } from '../../../mock/db/secrets';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import common from '@/models/common';
import { withNotice } from '../../../tests/utils/notice';

const backend = useMockBackend();
const paths = () => backend.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);

describe('common (session) model', () => {
  it('logs in with form data, stores user info and authorization, then fetches the permission code', async () => {
    const store = createModelStore([common]);
    const info = await store.dispatch({ type: 'common/login', payload: { username: 'teacher', password: '123456' } });
    expect(paths()).toEqual(['POST /login', 'GET /sworld/permission/code']);
    expect(backend.requests[1].headers.get('authorization')).toBe(window.localStorage.getItem('authorization'));
    expect(info).toEqual({
      userType: 2,
      userId: expect.any(String),
      userCode: 'teacher',
      userName: '王老师',
      socketHost: '',
      headImg: '',
    });
    expect(store.getState().common.userInfo).toEqual(info);
    expect(JSON.parse(window.localStorage.getItem('userInfo')!)).toEqual(info);
    expect(window.localStorage.getItem('authorization')).toMatch(/^sw-/);
    expect(store.getState().common.permissionCode).toEqual(['teach', 'train', 'case', 'rule']);
  });

  it('shows the server message on a failed login, returns nothing and stores nothing', async () => {
    const store = createModelStore([common]);
    const info = await withNotice('用户名或密码错误', () =>
      store.dispatch({ type: 'common/login', payload: { username: 'teacher', password: 'nope' } }),
    );
    expect(info).toBeUndefined();
    expect(paths()).toEqual(['POST /login']);
    expect(window.localStorage.getItem('authorization')).toBeNull();
    expect(store.getState().common.userInfo).toEqual({});
  });

  it('logs out: posts /logout with no payload, clears storage and state, and the token stops working', async () => {
    const store = createModelStore([common]);
    await store.dispatch({ type: 'common/login', payload: { username: 'student', password: '123456' } });
    const token = window.localStorage.getItem('authorization')!;
    await store.dispatch({ type: 'common/logout' });
    const logout = backend.requests.find((r) => r.url.pathname === '/logout')!;
    expect(logout.method).toBe('POST');
    expect(logout.body).toBe('');
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    expect(window.localStorage.getItem('authorization')).toBeNull();
    expect(store.getState().common).toEqual({ userInfo: {}, permissionCode: [] });
    const tokenHash = await tokenDigest(token);
    expect(backend.store.db.sessions.some((s) => s.tokenHash === tokenHash)).toBe(false);
  });

  it('changes the own username, reloads the profile and updates stored user info', async () => {
    const { userId } = await loginAs('teacher');
    const store = createModelStore([common]);
    expect(store.getState().common.userInfo.userName).toBe('王老师');
    const ok = await store.dispatch({ type: 'common/changeUsername', payload: { userName: '王建国' } });
    expect(ok).toBe(true);
    expect(paths()).toEqual([
      'POST /login',
      'POST /sworld/user/personal/change',
      `GET /sworld/user/getById?id=${userId}`,
    ]);
    expect(backend.requests[1].body).toBe('userName=%E7%8E%8B%E5%BB%BA%E5%9B%BD');
    expect(store.getState().common.userInfo.userName).toBe('王建国');
    expect(JSON.parse(window.localStorage.getItem('userInfo')!).userName).toBe('王建国');
  });

  it('changes the own password: the old one stops working', async () => {
    await loginAs('teacher');
    const store = createModelStore([common]);
    expect(
      await withNotice('原密码不正确', () =>
        store.dispatch({ type: 'common/changePassword', payload: { oldPassword: 'bad', newPassword: 'abcdef' } }),
      ),
    ).toBe(false);
    expect(
      await store.dispatch({
        type: 'common/changePassword',
        payload: { oldPassword: '123456', newPassword: 'abcdef' },
      }),
    ).toBe(true);
    expect(
      await verifyPassword('abcdef', backend.store.db.users.find((u) => u.userCode === 'teacher')!.passwordHash),
    ).toBe(true);
  });

  it('merges partial user info updates', () => {
    const store = createModelStore([common]);
    store.dispatch({ type: 'common/saveUserInfo', payload: { userName: 'A', userType: 3 } });
    store.dispatch({ type: 'common/saveUserInfo', payload: { headImg: 'x.png' } });
    expect(store.getState().common.userInfo).toEqual({ userName: 'A', userType: 3, headImg: 'x.png' });
  });
});
