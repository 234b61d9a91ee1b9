import { useRequest } from 'ahooks';
import * as caseService from '@/services/case';
import * as ruleService from '@/services/rule';
import type { RuleCheck, RuleDetail } from '@/services/rule';

/** A rule and the engine's check of it. */
export interface CheckedRule {
  detail: RuleDetail;
  check: RuleCheck;
}

async function checkedRule(ruleId: string): Promise<CheckedRule | undefined> {
  const [detail, check] = await Promise.all([ruleService.detailList({ ruleId }), ruleService.detailCheck({ ruleId })]);
  return detail && check ? { detail, check } : undefined;
}

/**
 * Two rules side by side, each with its check, once both are chosen. A side is undefined when its
 * calls failed (the other still shows); `failed` then asks for a retry (`refresh`).
 */
export function useRuleComparison(a?: string, b?: string) {
  const request = useRequest(() => Promise.all([checkedRule(a!), checkedRule(b!)]), {
    refreshDeps: [a, b],
    ready: !!a && !!b,
  });
  const sides = request.data ?? [undefined, undefined];
  return { ...request, sides, failed: !request.loading && !!request.data && (!sides[0] || !sides[1]) };
}

/** The pictures of a case, by its code; data is undefined when the call failed. */
export function useCasePictures(caseCode?: string) {
  return useRequest(() => caseService.pictureList({ caseCode: caseCode! }), {
    refreshDeps: [caseCode],
    ready: !!caseCode,
  });
}

/** Uploads a picture of a case, telling its progress; the saved picture, or undefined when refused. */
export const uploadCasePicture = (caseCode: string, file: File, onProgress: (percent: number) => void) =>
  caseService.pictureImport({ caseCode, file }, { onProgress });
