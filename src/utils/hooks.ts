import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { useCallback } from 'react';
import { ROLE } from '@/constants';
import type { CommonState } from '@/models/common';

/** The translation function of the current locale: t('teaching.x', { name }). */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
}

/**
 * Dispatches a dva model effect (or a reducer action) and resolves what the effect returns: dva
 * answers a dispatched effect with its promise. A failed call's effect returns undefined.
 */
export function useEffectCall() {
  const dispatch = useDispatch();
  return useCallback(
    <R = any>(type: string, payload?: unknown) => dispatch({ type, payload }) as unknown as Promise<R>,
    [dispatch],
  );
}

/**
 * The signed-in user, from the one store of it: the dva `common` model (localStorage is only its
 * persistence, read when the app starts), and whether they are a student (role 3: read-only screens, own data).
 */
export function useCurrentUser() {
  const userInfo = useSelector((s: { common: CommonState }) => s.common.userInfo);
  return { userInfo, isStudent: userInfo.userType === ROLE.student };
}
