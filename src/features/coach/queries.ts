import { useRequest } from 'ahooks';
import { buildDebrief, type DebriefAnswers, type DebriefGame } from '@/features/analysis/debrief';
import { loadDebriefAnswers, loadMeetings, meetingsByRound, useRoundStatements } from '@/features/analysis/queries';
import * as analysisService from '@/services/analysis';
import type { Analysis, MenuDetailAnswer, TeamRow } from '@/services/analysis';
import type { ContractKey } from '@/services/contract';
import { flag } from '@/utils/flag';
import { sameId } from '@/utils/format';

/**
 * Every call the coach makes while the analysis is closed to the students: the switch itself, and
 * calls that name the team (teamId) and answer for it alone. None of the class-wide calls the
 * debrief loads (the team list, the market shares, the special events) goes out then.
 */
export const OWN_TEAM_CALLS = [
  'analysis.openAll',
  'analysis.liabilities',
  'analysis.capacity',
  'analysis.advertising',
  'analysis.getMenuDetail',
  'analysis.dataByCode',
] as const satisfies readonly ContractKey[];

/** An analysis with the team's rows only: a backend that answered more than was asked gives the coach no other team. */
function onlyTeam<R extends TeamRow>(analysis: Analysis<R> | undefined, teamId: string): Analysis<R> | undefined {
  if (!analysis) return undefined;
  const own = (rows?: R[]) => rows?.filter((row) => sameId(row.teamId, teamId));
  return {
    ...analysis,
    rows: own(analysis.rows),
    trend: analysis.trend?.map((r) => ({ ...r, rows: own(r.rows) })),
  };
}

const onlyTeamMeeting = (answer: MenuDetailAnswer | undefined, teamId: string) =>
  answer && { ...answer, rows: answer.rows?.filter((row) => sameId(row.teamId, teamId)) };

/** The calls one after another as they come (the few of one team need no queue). */
const direct = <T>(call: () => Promise<T>) => call();

/**
 * What the coach reads of one team with the analysis closed (OWN_TEAM_CALLS): its cash and
 * equity, capacity and advertising at every settled round, and its own queues at each order
 * meeting. The settled rounds come with the team's analyses (their `trend`). Undefined when none of
 * them answered.
 */
export async function loadOwnAnswers(trainId: string, teamId: string): Promise<DebriefAnswers | undefined> {
  const params = { trainId, teamId };
  const [liabilities, capacity, advertising, found] = await Promise.all([
    analysisService.liabilities(params),
    analysisService.capacity(params),
    analysisService.advertising(params),
    loadMeetings(trainId, direct, teamId),
  ]);
  const own = {
    liabilities: onlyTeam(liabilities, teamId),
    capacity: onlyTeam(capacity, teamId),
    advertising: onlyTeam(advertising, teamId),
  };
  if (!liabilities && !capacity && !advertising) return undefined;
  // A backend that sends no rows per round leaves no round to place: the coach has nothing to say.
  const trend = [own.liabilities, own.capacity, own.advertising].find((a) => Array.isArray(a?.trend))?.trend ?? [];
  const rounds = trend.map(({ round, year, quarter }) => ({ round, year, quarter }));
  const roundNumbers = rounds.flatMap((r) => (typeof r.round === 'number' ? [r.round] : []));
  const meetings = found && {
    ...found,
    byRound: Object.fromEntries(
      Object.entries(found.byRound).map(([round, answer]) => [round, onlyTeamMeeting(answer, teamId)]),
    ),
  };
  return { teams: [{ teamId }], rounds, ...own, meetings: meetingsByRound(meetings, roundNumbers) };
}

/** The game the coach reads, and the switch it was read under. */
export interface CoachGame {
  open: boolean;
  game: DebriefGame;
}

/**
 * The coach's game of a team: the switch first; with it open, the class view the debrief reads
 * (the class-comparing findings need every team), else the team's own answers only.
 */
export async function loadCoach(trainId: string, teamId: string): Promise<CoachGame | undefined> {
  const switched = await analysisService.openAll({ trainId });
  if (!switched) return undefined;
  const open = flag(switched.open);
  const answers = open ? await loadDebriefAnswers(trainId, () => undefined) : await loadOwnAnswers(trainId, teamId);
  return answers && { open, game: buildDebrief(answers) };
}

/**
 * The coach of the team, read again whenever `settled` changes (a round settled, the training
 * ended), with the team's statements per round fetched when a round is shown.
 */
export function useCoach(trainId: string, teamId: string | undefined, settled: unknown) {
  const request = useRequest(() => loadCoach(trainId, teamId ?? ''), {
    ready: !!trainId && !!teamId,
    refreshDeps: [trainId, teamId, settled],
  });
  const statements = useRoundStatements(trainId);
  return { ...request, statements };
}

/** The teacher's switch of a training as it is now (the debrief shows what the coach gives under it). */
export function useCoachSwitch(trainId: string) {
  return useRequest(
    async () => {
      const answer = await analysisService.openAll({ trainId });
      return answer && flag(answer.open);
    },
    { refreshDeps: [trainId] },
  );
}
