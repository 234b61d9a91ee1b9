import { useCallback } from 'react';
import type { PageQuery } from '@/components/table/PagedTable';
import type { Page } from '@/services/page';
import { useEffectCall } from '@/utils/hooks';

/** The `load` of a PagedTable (src/components/table/PagedTable.tsx) over a paged model effect: the query in, the page (or undefined when the call failed) out. */
export function usePagedLoad<T>(effect: string) {
  const call = useEffectCall();
  return useCallback((query: PageQuery) => call<Page<T> | undefined>(effect, query), [call, effect]);
}
