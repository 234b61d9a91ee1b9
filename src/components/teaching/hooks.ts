import { useSelector } from '@umijs/max';
import { useCallback } from 'react';
import { ROLE } from '@/constants';
import type { CommonState } from '@/models/common';
import type { PageQuery } from '@/components/table/PagedTable';
import type { Page } from '@/services/page';
import { useEffectCall } from '@/utils/hooks';

/** The signed-in user and whether they are a student (role 3: read-only screens, own data). */
export function useCurrentUser() {
  const userInfo = useSelector((s: { common: CommonState }) => s.common.userInfo);
  return { userInfo, isStudent: userInfo.userType === ROLE.student };
}

/** The `load` of a PagedTable (src/components/table/PagedTable.tsx) over a paged model effect: the query in, the page (or undefined when the call failed) out. */
export function usePagedLoad<T>(effect: string) {
  const call = useEffectCall();
  return useCallback((query: PageQuery) => call<Page<T> | undefined>(effect, query), [call, effect]);
}
