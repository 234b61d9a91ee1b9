import { encodeQs } from '@/utils/qs';

/** Locale keys of the values the authoring screens show as labels. */
export const SAND_TABLE_LABEL: Record<string, string> = {
  '1': 'authoring.sandTable.1',
  '2': 'authoring.sandTable.2',
  '3': 'authoring.sandTable.3',
};

export const RULE_TYPE_LABEL: Record<number, string> = {
  1: 'authoring.ruleType.1',
  2: 'authoring.ruleType.2',
  3: 'authoring.ruleType.3',
};

/** The rule types (preset, custom, template), for the screens that filter by one. */
export { RULE_TYPE } from '@/services/rule';

export const RULE_TYPE_COLOR: Record<number, string> = { 1: 'blue', 2: 'success', 3: 'purple' };

/** The sand table of a stored sandbox version: 2 gz, 3 release, else default ('1'). */
export function sandTableOfVersion(version: string): string {
  return version === '2' || version === '3' ? version : '1';
}

export const SHEET_ACCEPT = '.xlsx,.xls,.csv';

/** The case editor for a case, and the rule table for a rule. */
export const editCasePath = (caseId: string) => `/editCase/sandTableEdit?qs=${encodeQs({ caseId })}`;
export const ruleDetailPath = (ruleId: string) => `/case/init-setting/rule-list?qs=${encodeQs({ ruleId })}`;
