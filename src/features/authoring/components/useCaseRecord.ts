import { useCallback, useEffect, useState } from 'react';
import * as caseService from '@/services/case';
import type { CaseRecord } from '@/services/case';

/** One case (with whether the user may change it), loaded by id. */
export function useCaseRecord(caseId?: string) {
  const [record, setRecord] = useState<CaseRecord | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    if (!caseId) {
      setRecord(null);
      return;
    }
    setLoading(true);
    setFailed(false);
    const page = await caseService.list({ caseId, current: 1, size: 1 });
    setLoading(false);
    setRecord(page?.records[0] ?? null);
    setFailed(!page);
  }, [caseId]);
  useEffect(() => {
    reload();
  }, [reload]);
  return { record, setRecord, loading, failed, reload };
}
