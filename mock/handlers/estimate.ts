/** The estimate service's rule list (the evaluation system embeds the rule list at /fromEst/rule-list). */
import type { FamilyResolvers } from './kit';
import { listRules } from './rule';

export const estimateResolvers: FamilyResolvers<'estimate'> = {
  ruleList: listRules,
};
