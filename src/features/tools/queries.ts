import { useRequest } from 'ahooks';
import * as experimentService from '@/services/experiment';
import * as projectService from '@/services/project';
import * as ruleService from '@/services/rule';
import * as studentService from '@/services/student';

/** The training's project: its teams and materials (the decision tools name them). */
export function useToolProject(trainId: string) {
  return useRequest(() => projectService.list({ trainId }), { refreshDeps: [trainId], ready: !!trainId });
}

/** The posts of every group (group number → posts) and who sits in them. */
export function useToolSeats(trainId: string) {
  return useRequest(() => studentService.relList({ trainId }), { refreshDeps: [trainId], ready: !!trainId });
}

/**
 * A team's live board, once the game has started: what a decision item points at (lines, orders,
 * developments). Quiet on failure: the items then read by their codes.
 */
export function useToolDesk(trainId: string, teamId: string, isStudent: boolean, started: boolean) {
  return useRequest(
    () => experimentService.realTimeDesk({ trainId, teamId: isStudent ? undefined : teamId }, { hideError: true }),
    { refreshDeps: [trainId, teamId, started], ready: !!trainId && !!teamId && started },
  );
}

/** A rule's parameters, row by row. */
export function useRuleDetail(ruleId: string | undefined) {
  return useRequest(() => ruleService.detailList({ ruleId: ruleId! }), { refreshDeps: [ruleId], ready: !!ruleId });
}
