import { useLoadEnded, useT } from '@/utils/hooks';
import { Empty, Skeleton } from 'antd';
import LoadError from '@/components/LoadError';
import type { ReactNode } from 'react';
import { failed, type Requested } from '../hooks';

/** Loading (first time), error with retry, empty, or the content of a request (a useRequest result). */
export function Guard<R>({
  state,
  empty,
  emptyText,
  children,
}: {
  state: Requested<R>;
  empty?: boolean;
  emptyText?: string;
  children: () => ReactNode;
}) {
  const t = useT();
  const ended = useLoadEnded(state.loading);
  if (ended && failed(state)) return <LoadError onRetry={state.refresh} />;
  if (state.data === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (empty) return <Empty description={emptyText ?? t('analysis.empty')} />;
  return <>{children()}</>;
}
