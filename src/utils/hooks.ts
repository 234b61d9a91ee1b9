import { useDispatch, useIntl } from '@umijs/max';
import { useCallback } from 'react';

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
