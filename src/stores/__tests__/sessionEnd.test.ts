import { message } from 'antd';
import { http, HttpResponse } from 'msw';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { followOtherTabs } from '@/utils/session';
import { resetSessionExpiry } from '@/services/request';
import classModel from '../class';
import common from '@/models/common';
import trainManage from '../trainManage';
import user from '../user';
import { withNotice } from '../../../tests/utils/notice';

const backend = useMockBackend();
const idOf = (code: string) => backend.store.db.users.find((u) => u.userCode === code)!.id;

beforeEach(() => {
  resetSessionExpiry();
  message.destroy();
});

/** An administrator's store holding what a shared PC must not keep: handed-out passwords, classes, trainings. */
async function filledStore() {
  await loginAs('admin');
  const store = createModelStore([common, user, classModel, trainManage]);
  const initial = store.getState();
  await store.dispatch({ type: 'user/resetPassword', payload: { id: idOf('teacher2') } });
  await store.dispatch({ type: 'class/fetchList', payload: { current: 1, size: 10 } });
  await store.dispatch({ type: 'trainManage/fetchList', payload: { current: 1, size: 10 } });
  const state = store.getState();
  expect(state.user.accountPwd).toHaveLength(1);
  expect(state.class.classList.length).toBeGreaterThan(0);
  expect(state.trainManage.trainList.length).toBeGreaterThan(0);
  return { store, initial };
}

const models = (state: any) => ({
  user: state.user,
  class: state.class,
  trainManage: state.trainManage,
});
/** The models' own initial states (common's, before the stored session was restored into it). */
const blank = (initial: any) => ({ ...models(initial), common: { userInfo: {}, permissionCode: [] } });
const endState = (state: any) => ({ ...models(state), common: state.common });

describe('the end of a session resets every model', () => {
  it('on logout', async () => {
    const { store, initial } = await filledStore();
    await store.dispatch({ type: 'common/logout' });
    expect(endState(store.getState())).toEqual(blank(initial));
    expect(store.getState().user.accountPwd).toEqual([]);
  });

  it('on a 401', async () => {
    const { store, initial } = await filledStore();
    backend.server.use(
      http.get('*/sworld/user/list', () => HttpResponse.json({ code: 401, msg: 'expired', data: null })),
    );
    await withNotice('用户登录已过期，请重新登录', () => store.dispatch({ type: 'user/fetchList', payload: {} }));
    expect(endState(store.getState())).toEqual(blank(initial));
  });

  it('when another tab logs out (storage event), and this tab is sent to /login', async () => {
    const { store, initial } = await filledStore();
    const left = jest.fn();
    const stop = followOtherTabs(left);
    // Another tab's change: a storage event with the new value, here the removed authorization.
    const other = (key: string | null, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
    other('userInfo', null);
    other('authorization', 'sw-another-login');
    expect(left).not.toHaveBeenCalled();
    expect(store.getState().user.accountPwd).toHaveLength(1);
    other('authorization', null);
    expect(left).toHaveBeenCalledTimes(1);
    expect(endState(store.getState())).toEqual(blank(initial));
    stop();
  });
});

describe('nothing hangs', () => {
  it('an effect that throws rejects its dispatch and tells the user', async () => {
    const store = createModelStore([
      {
        namespace: 'broken',
        state: {},
        effects: {
          *explode() {
            yield Promise.resolve();
            throw new TypeError("Cannot read properties of null (reading 'trim')");
          },
        },
      },
    ]);
    await expect(
      withNotice('系统发生错误，请刷新页面重试或联系管理员', () => store.dispatch({ type: 'broken/explode' })),
    ).rejects.toThrow('trim');
  });

  it('a storage error during login keeps the session in the page: login completes and the next call is authorized', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const store = createModelStore([common]);
      const info = await store.dispatch({
        type: 'common/login',
        payload: { username: 'teacher', password: '123456' },
      });
      expect(info).toMatchObject({ userCode: 'teacher' });
      expect(store.getState().common.permissionCode).toEqual(['teach', 'train', 'case', 'rule']);
      const permission = backend.requests.find((r) => r.url.pathname === '/sworld/permission/code')!;
      expect(permission.headers.get('authorization')).toMatch(/^sw-/);
      expect(window.localStorage.getItem('authorization')).toBeNull();
      await store.dispatch({ type: 'common/logout' });
      expect(backend.requests.at(-1)!.headers.get('authorization')).toMatch(/^sw-/);
      expect(store.getState().common.userInfo).toEqual({});
    } finally {
      setItem.mockRestore();
    }
  });
});
