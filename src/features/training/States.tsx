import { Empty, Skeleton } from 'antd';
import LoadError from '@/components/LoadError';
import type { ReactNode } from 'react';
import type { Loaded } from './useTraining';

/** Loading skeleton, load error with retry, empty notice, or the content. */
export function LoadedView<T>({
  loaded,
  empty,
  isEmpty,
  children,
}: {
  loaded: Loaded<T>;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (loaded.loading && loaded.data === undefined) return <Skeleton active />;
  if (loaded.error || loaded.data === undefined) return <LoadError onRetry={loaded.reload} />;
  if (isEmpty?.(loaded.data)) return <Empty description={empty} />;
  return <>{children(loaded.data)}</>;
}
