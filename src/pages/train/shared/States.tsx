import { useIntl } from '@umijs/max';
import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { Loaded } from './useTraining';

/** A load that failed: the request layer has shown why; the user can retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Result
      status="warning"
      title={intl.formatMessage({ id: 'train.shared.loadFailed' })}
      extra={
        <Button type="primary" onClick={onRetry}>
          {intl.formatMessage({ id: 'train.shared.retry' })}
        </Button>
      }
    />
  );
}

/** Loading skeleton, load error with retry, empty notice, or the content. */
export function LoadedView<T>({ loaded, empty, isEmpty, children }: { loaded: Loaded<T>; empty?: string; isEmpty?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  if (loaded.loading && loaded.data === undefined) return <Skeleton active />;
  if (loaded.error || loaded.data === undefined) return <LoadFailed onRetry={loaded.reload} />;
  if (isEmpty?.(loaded.data)) return <Empty description={empty} />;
  return <>{children(loaded.data)}</>;
}
