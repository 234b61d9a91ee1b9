import { useRequest } from 'ahooks';
import * as classService from '@/services/class';
import * as experimentService from '@/services/experiment';
import type { TeamScope } from '@/services/experiment';
import * as projectService from '@/services/project';
import * as studentService from '@/services/student';
import * as userService from '@/services/user';
import { runImport } from '@/services/importCall';
import type { Answer, Id, Params, Row } from '@/services/contract';

/** Every option of a picker fits in one page of this size. */
const ALL = 500;

/** One page of the caller's trainings, of a name when given. */
export function useExperimentPage(current: number, size: number, trainName: string) {
  return useRequest(() => experimentService.list({ current, size, trainName: trainName || undefined }), {
    refreshDeps: [current, size, trainName],
  });
}

/** The sand tables a training can run on, asked when `ready`. */
export function useSandTables(ready = true) {
  return useRequest(() => experimentService.sandTableList(), { ready });
}

/** The teacher's classes for a picker, asked when `ready`. */
export function useClassChoices(ready = true) {
  return useRequest(
    async () => {
      const page = await classService.list({ current: 1, size: ALL });
      return page && (page.records ?? []);
    },
    { ready },
  );
}

/** The users the caller may look at (a teacher's students), asked when `ready`. */
export function useUserChoices(ready = true) {
  return useRequest(() => userService.list({ current: 1, size: ALL }), { ready });
}

/** The students of a class, for seating them. */
export function useClassStudents(classId: Id | undefined) {
  // A training whose class the backend does not name has no students to offer.
  return useRequest(() => userService.list({ classId, current: 1, size: ALL }), {
    refreshDeps: [classId],
    ready: classId !== undefined,
  });
}

/** The group list (spec point 3): each group's seats. */
export type GroupList = Answer<'student.relList'>;

/** One seat of the group list: the group_post id, the post and the seated student. */
export type Seat = Row<GroupList[string]>;

/** The posts of every group of a training and who sits in them. */
export function useGroupSeats(trainId: string) {
  return useRequest(() => studentService.relList({ trainId }), { refreshDeps: [trainId] });
}

/** The group list after a seat change: the answer's when it is one, else read again (the answer may be null). */
async function groupsAfter(trainId: Params<'student.transfer'>['trainId'], answer: unknown) {
  if (answer && typeof answer === 'object') return answer as GroupList;
  return (await studentService.relList({ trainId }, { hideError: true })) ?? {};
}

/** Seats a student on a post ('' empties it; one seated elsewhere swaps); resolves the group list after it. */
export async function transferSeat(params: Params<'student.transfer'>) {
  const written = await studentService.transfer(params);
  return written && groupsAfter(params.trainId, written.data);
}

/** One seat change of several: the group list after it, or the backend's refusal, which the caller shows ('' when it said nothing). */
export async function trySeat(
  params: Params<'student.transfer'>,
): Promise<{ groups: GroupList } | { refusal: string }> {
  try {
    const written = await studentService.transfer(params, { handleError: true });
    // Without an answer the call was abandoned (the user left the screen): not applied.
    return written ? { groups: await groupsAfter(params.trainId, written.data) } : { refusal: '' };
  } catch (error) {
    return { refusal: (error as Error).message };
  }
}

/** Imports a training's students from a spreadsheet, all rows or none: the answer, or the refusal and its rows' problems. */
export const importStudents = (params: Params<'student.importStudents'>, onProgress?: (percent: number) => void) =>
  runImport((options) => studentService.importStudents(params, options), onProgress);

/**
 * The teams of a training (for a teacher's team picker), asked when `ready`. The answer carries the
 * training it is for: a drawer that stays mounted may still hold the teams of the training shown before.
 */
export function useTeams(trainId: string, ready: boolean) {
  return useRequest(
    async () => {
      const project = await projectService.list({ trainId });
      return project && { trainId, teams: project.teams };
    },
    { ready, refreshDeps: [trainId] },
  );
}

/** Every group of a training side by side. */
export function useTeamCompare(trainId: string) {
  return useRequest(() => experimentService.realTimeCompare({ trainId }), { refreshDeps: [trainId] });
}

/** A group's live board. */
export function useTeamDesk(scope: TeamScope) {
  return useRequest(() => experimentService.realTimeDesk(scope), { refreshDeps: [scope.trainId, scope.teamId] });
}

/** A group's loans, limits and terms. */
export function useTeamLoans(scope: TeamScope) {
  return useRequest(() => experimentService.loanList(scope), { refreshDeps: [scope.trainId, scope.teamId] });
}

/** The COO replay of a group's settled rounds. */
export function useCooReplay(scope: TeamScope) {
  return useRequest(() => experimentService.cooReplay(scope), { refreshDeps: [scope.trainId, scope.teamId] });
}

/** The CFO replay of a group's settled rounds. */
export function useCfoReplay(scope: TeamScope) {
  return useRequest(() => experimentService.cfoReplay(scope), { refreshDeps: [scope.trainId, scope.teamId] });
}
