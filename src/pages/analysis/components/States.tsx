import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { Loaded } from '../hooks';
import { useT } from '../hooks';

/** A failed load: what failed, and a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      message={t('analysis.loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('analysis.retry')}
        </Button>
      }
    />
  );
}

/** Loading (first time), error with retry, empty, or the content of a loaded call. */
export function Guard<R>({ state, empty, emptyText, children }: { state: Loaded<R>; empty?: boolean; emptyText?: string; children: () => ReactNode }) {
  const t = useT();
  if (state.failed) return <LoadError onRetry={state.reload} />;
  if (state.loading && state.data === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (empty) return <Empty description={emptyText ?? t('analysis.empty')} />;
  return <>{children()}</>;
}
