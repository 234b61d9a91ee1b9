import * as userService from '@/services/user';
import type { ResetPasswordResult, UserListParams, UserRow, UserSaveParams } from '@/services/user';
import type { Answer, Params } from '@/services/contract';
import { RequestError, type Written } from '@/services/request';
import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';

/**
 * An account and the password it was given in this session (created or reset), to hand over to its
 * user: the password is known, the account's fields are as the answer gave them.
 */
export type AccountPwd = ResetPasswordResult & { password: string };

/**
 * What saving an account gives: that it was saved (the answer's data may be null, so no account is
 * taken from it), or the reason it was not for the form to show (none when the session ended or the
 * call was cancelled: the request layer has dealt with that).
 */
export type UserSaveResult = { ok: true; error?: undefined } | { ok?: false; error?: string };

/** Accounts (spec point 3): userList and its total, accountPwd (list) and detail (object). */
export interface UserState {
  userList: UserRow[];
  /** Absent when the list's answer gave none. */
  total: number | undefined;
  accountPwd: AccountPwd[];
  detail: Partial<UserRow>;
}

const model = {
  namespace: 'user',
  state: { userList: [], total: 0, accountPwd: [], detail: {} } as UserState,
  effects: {
    /** Loads a page of accounts; resolves the page, or undefined when the call failed. */
    *fetchList({ payload }: { payload?: UserListParams }, { call, put }) {
      const page: Answer<'user.list'> | undefined = yield call(userService.list, payload);
      if (page) yield put({ type: 'saveList', payload: page });
      return page;
    },
    *fetchDetail({ payload }: { payload: Params<'user.getById'> }, { call, put }) {
      const detail: UserRow | undefined = yield call(userService.getById, payload);
      if (detail) yield put({ type: 'saveDetail', payload: detail });
      return detail;
    },
    /**
     * Creates or edits an account; a created one enters accountPwd with its password. The save
     * handles its own errors (spec point 7): a refusal is answered, for the form to show, not toasted.
     */
    *save({ payload }: { payload: UserSaveParams }, { call, put }) {
      let saved: Written<Answer<'user.save'>> | undefined;
      try {
        saved = yield call(userService.save, payload, { handleError: true });
      } catch (error) {
        if (!(error instanceof RequestError)) throw error;
        return (error.kind === 'auth' ? {} : { error: error.message }) as UserSaveResult;
      }
      if (!saved) return {} as UserSaveResult;
      // The answer may be null: the account is named by what was sent, its id and initial password
      // taken from the answer only when it carries them.
      const row = saved.data && typeof saved.data === 'object' ? saved.data : undefined;
      const password = payload.id ? undefined : payload.password || row?.initialPassword;
      if (password)
        yield put({
          type: 'addAccountPwd',
          payload: {
            id: row?.id ?? undefined,
            userCode: row?.userCode ?? payload.userCode,
            userName: row?.userName ?? payload.userName,
            password,
          },
        });
      return { ok: true } as UserSaveResult;
    },
    *remove({ payload }: { payload: Params<'user.remove'> }, { call, put }) {
      const done: Written | undefined = yield call(userService.remove, payload);
      if (!done) return false;
      yield put({ type: 'dropUser', payload: payload.id });
      return true;
    },
    /** Resets a password to the initial one; the account and its new password enter accountPwd when the answer gives them. */
    *resetPassword({ payload }: { payload: Params<'user.resetPassword'> }, { call, put }) {
      const written: Written<ResetPasswordResult> | undefined = yield call(userService.resetPassword, payload);
      const result = written?.data ?? undefined;
      // Without the new password in the answer there is nothing to hand over.
      if (result?.password) yield put({ type: 'addAccountPwd', payload: result });
      return written;
    },
  },
  reducers: {
    saveList(state, { payload }: { payload: Answer<'user.list'> }) {
      state.userList = payload.records ?? [];
      state.total = payload.total;
    },
    saveDetail(state, { payload }: PayloadAction<Partial<UserRow>>) {
      state.detail = payload;
    },
    addAccountPwd(state, { payload }: { payload: AccountPwd }) {
      // An account whose answer gave no id is known by its login name.
      const same = (a: AccountPwd) => (payload.id != null ? a.id === payload.id : a.userCode === payload.userCode);
      state.accountPwd = [payload, ...state.accountPwd.filter((a) => !same(a))];
    },
    clearAccountPwd(state, _: PayloadAction<undefined>) {
      state.accountPwd = [];
    },
    dropUser(state, { payload }: { payload: string | number }) {
      const before = state.userList.length;
      state.userList = state.userList.filter((u) => u.id !== payload);
      if (state.total !== undefined) state.total -= before - state.userList.length;
      state.accountPwd = state.accountPwd.filter((a) => a.id !== payload);
    },
  },
} satisfies ModelShape<UserState>;

registerModels(model);
export default model;
