import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { useCallback, useState } from 'react';
import { ROLE } from '@/constants';
import type { CommonState } from '@/models/common';
import type { PageResult } from '@/services/user';

/** The translation function of the current locale: t('teaching.x', { name }). */
export function useT() {
  const intl = useIntl();
  return useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
}

/** Dispatches a model effect and resolves what it returns (dva resolves an effect's return value). */
export function useEffectCall() {
  const dispatch = useDispatch();
  return useCallback(<R = unknown>(type: string, payload?: unknown) => dispatch({ type, payload }) as unknown as Promise<R>, [dispatch]);
}

/** The signed-in user and whether they are a student (role 3: read-only screens, own data). */
export function useCurrentUser() {
  const userInfo = useSelector((s: { common: CommonState }) => s.common.userInfo);
  return { userInfo, isStudent: userInfo.userType === ROLE.student };
}

/** Empty strings from the search form are left out, so the query only carries what was typed. */
function filled(params: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''));
}

/**
 * A ProTable `request` over a paged model effect (current/size in, records/total out), with the
 * failure remembered so the screen can show its error state and a retry.
 */
export function usePagedRequest<T>(effect: string, extra: Record<string, unknown> = {}) {
  const call = useEffectCall();
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(extra);
  const request = useCallback(
    async (params: { current?: number; pageSize?: number } & Record<string, unknown>) => {
      const { current, pageSize, ...search } = params;
      const page = await call<PageResult<T> | undefined>(effect, { ...filled({ ...search, ...extra }), current, size: pageSize });
      setFailed(!page);
      return { data: page?.records ?? [], total: page?.total ?? 0, success: !!page };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [call, effect, key],
  );
  return { request, failed };
}
