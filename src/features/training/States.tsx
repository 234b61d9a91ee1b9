import { Empty, Skeleton } from 'antd';
import LoadError from '@/components/LoadError';
import type { ReactNode } from 'react';
import { useLoadEnded } from '@/utils/hooks';

/**
 * A screen's load as LoadedView shows it: useRequest's result fits as it is. The request layer
 * answers undefined for a failed call (after telling the user), so a load that has ended with no
 * data failed.
 */
export interface LoadState<T> {
  data?: T;
  loading: boolean;
  refresh: () => void;
}

/** Loading skeleton, load error with retry (refresh), empty notice, or the content. */
export function LoadedView<T>({
  loaded,
  empty,
  isEmpty,
  children,
}: {
  loaded: LoadState<T>;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const ended = useLoadEnded(loaded.loading);
  if (loaded.data === undefined) return ended ? <LoadError onRetry={loaded.refresh} /> : <Skeleton active />;
  if (isEmpty?.(loaded.data)) return <Empty description={empty} />;
  return <>{children(loaded.data)}</>;
}
