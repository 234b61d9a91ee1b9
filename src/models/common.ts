import { message } from 'antd';
import * as authService from '@/services/auth';
import * as userService from '@/services/user';
import { t } from '@/utils/i18n';
import { type RequestError, resetSessionExpiry } from '@/services/request';
import { clearSession, getUserInfo, saveSession, setPermissionCode, setUserInfo, type UserInfo } from '@/utils/session';
import type { ModelShape, PayloadAction } from '@/utils/model';

/** Common state: the user info (spec point 3), accepting merged partial updates (spec point 4). */
export interface CommonState {
  userInfo: Partial<UserInfo>;
  permissionCode: string[];
}

/** The own password change: the current password and the new one. */
export type PasswordChange = {
  oldPassword: string;
  newPassword: string;
};

/** The signed-in user in the store: the one place it is read from (localStorage only persists it). */
export const signedIn = (s: { common: CommonState }) => s.common.userInfo;

const model = {
  namespace: 'common',
  state: { userInfo: {}, permissionCode: [] } as CommonState,
  subscriptions: {
    /** When the app starts, the stored session (if any) becomes the state. */
    restore({ dispatch }) {
      dispatch({ type: 'saveUserInfo', payload: getUserInfo() });
    },
  },
  effects: {
    /** Posts the login form; stores user info and authorization; fetches the permission code. Resolves user info, or nothing when the login failed. */
    *login({ payload }: PayloadAction<{ username: string; password: string }>, { call, put }) {
      let result: authService.LoginResult | undefined;
      try {
        result = yield call(authService.login, payload);
      } catch (error) {
        message.error({ content: (error as RequestError).message || t('login.failed'), key: 'login-failed' });
        return undefined;
      }
      if (!result) return undefined;
      const { authorization, ...info } = result;
      saveSession(info, authorization);
      resetSessionExpiry();
      yield put({ type: 'saveUserInfo', payload: info });
      const code: string[] | undefined = yield call(authService.permissionCode);
      if (code) {
        setPermissionCode(code);
        yield put({ type: 'savePermission', payload: code });
      }
      return info;
    },
    /** Posts /logout and clears storage whatever the answer; clearSession resets every model (stores/dvaConfig.ts). */
    *logout(_: PayloadAction<undefined>, { call, put }) {
      yield call(authService.logout);
      clearSession();
      yield put({ type: 'clear' });
    },
    /** Changes the own username; then reloads the profile and updates stored user info. */
    *changeUsername({ payload }: PayloadAction<{ userName: string }>, { call, put }) {
      const saved: unknown = yield call(userService.changePersonal, { userName: payload.userName });
      if (saved === undefined) return false;
      // put.resolve waits for the reload, so the caller sees the new profile when this resolves.
      yield (put as any).resolve({ type: 'reloadProfile' });
      return true;
    },
    *changePassword({ payload }: PayloadAction<PasswordChange>, { call }) {
      const saved: unknown = yield call(userService.changePassword, payload);
      return saved !== undefined;
    },
    *reloadProfile(_: PayloadAction<undefined>, { call, put, select }) {
      const current: Partial<UserInfo> = yield select((s: { common: CommonState }) => s.common.userInfo);
      const profile: Partial<UserInfo> | undefined = yield call(userService.getById, { id: current.userId });
      if (!profile) return;
      const update = { userName: profile.userName, headImg: profile.headImg, userCode: profile.userCode };
      yield put({ type: 'saveUserInfo', payload: update });
      setUserInfo({ ...current, ...update });
    },
  },
  reducers: {
    saveUserInfo(state, { payload }: PayloadAction<Partial<UserInfo>>) {
      state!.userInfo = { ...state!.userInfo, ...payload };
    },
    savePermission(state, { payload }: PayloadAction<string[]>) {
      state!.permissionCode = payload;
    },
    clear(state, _: PayloadAction<undefined>) {
      state!.userInfo = {};
      state!.permissionCode = [];
    },
  },
} satisfies ModelShape<CommonState>;

// umi's dva plugin registers this model at start (it scans src/models): the session is needed from the first render.
export default model;
