import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

/** Translation for the authoring screens: t('authoring.x', { n: 1 }). */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
}
