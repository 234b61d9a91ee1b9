import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { useCallback } from 'react';
import { ROLE } from '@/constants';
import type { CommonState } from '@/models/common';
import type { PageQuery } from '@/components/table/PagedTable';
import type { Page } from '@/services/page';

/** The translation function of the current locale: t('teaching.x', { name }). */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
}

/** Dispatches a model effect and resolves what it returns (dva resolves an effect's return value). */
export function useEffectCall() {
  const dispatch = useDispatch();
  return useCallback(
    <R = unknown>(type: string, payload?: unknown) => dispatch({ type, payload }) as unknown as Promise<R>,
    [dispatch],
  );
}

/** The signed-in user and whether they are a student (role 3: read-only screens, own data). */
export function useCurrentUser() {
  const userInfo = useSelector((s: { common: CommonState }) => s.common.userInfo);
  return { userInfo, isStudent: userInfo.userType === ROLE.student };
}

/** The `load` of a PagedTable (src/components/table/PagedTable.tsx) over a paged model effect: the query in, the page (or undefined when the call failed) out. */
export function usePagedLoad<T>(effect: string) {
  const call = useEffectCall();
  return useCallback((query: PageQuery) => call<Page<T> | undefined>(effect, query), [call, effect]);
}
