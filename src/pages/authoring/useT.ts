import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

/**
 * Translation for the authoring screens: t('authoring.x', { n: 1 }). A label looked up from a
 * value the backend left null has no id: it shows "-" (react-intl would throw).
 */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: string | undefined, values?: Record<string, string | number>) =>
      id ? intl.formatMessage({ id }, values) : '-',
    [intl],
  );
}
