import { useRequest } from 'ahooks';
import * as caseService from '@/services/case';
import type { CaseRecord } from '@/services/case';

/** One case (with whether the user may change it), loaded by id; `failed` when its call failed. */
export function useCaseRecord(caseId?: string) {
  const { data, mutate, loading, refresh } = useRequest(
    // null: no such case (a found page without it); undefined: the call failed or gave no records.
    async (): Promise<CaseRecord | null | undefined> => {
      const page = await caseService.list({ caseId, current: 1, size: 1 });
      return page?.records ? (page.records[0] ?? null) : undefined;
    },
    { refreshDeps: [caseId], ready: !!caseId },
  );
  const failed = !!caseId && !loading && data === undefined;
  const record = caseId ? (data ?? null) : null;
  return { record, setRecord: (next: CaseRecord | null) => mutate(next), loading, failed, reload: refresh };
}
