import { useIntl, useSelector } from '@umijs/max';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ROLE } from '@/constants';
import type { UserInfo } from './session';

/**
 * The translation function of the current locale: t('teaching.x', { name }). A label looked up
 * from a value the backend left null has no id: it shows "-" (react-intl would throw).
 */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: string | undefined, values?: Record<string, string | number>) =>
      id ? intl.formatMessage({ id }, values) : '-',
    [intl],
  );
}

/**
 * The signed-in user, from the one store of it: the dva `common` model (localStorage is only its
 * persistence, read when the app starts), and whether they are a student (role 3: read-only screens, own data).
 */
export function useCurrentUser() {
  const userInfo = useSelector((s: { common: { userInfo: Partial<UserInfo> } }) => s.common.userInfo);
  return { userInfo, isStudent: userInfo.userType === ROLE.student };
}

/**
 * Whether a component's load has ended. useRequest reads "not loading, no data" also in the render
 * where its `ready` has just turned true, before its effect starts the load: a load counts as ended
 * once it has been seen running and stopped, or when it is still not running after the first
 * effects of the component's mount (it ended before, or was never asked for).
 */
export function useLoadEnded(loading: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  const started = useRef(loading);
  useEffect(() => setMounted(true), []);
  if (loading || mounted) started.current = true;
  return started.current && !loading;
}
