import { useRequest } from 'ahooks';
import { useState } from 'react';
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
 * The coach's game of a team under the teacher's switch as read: with it open, the class view the
 * debrief reads (the class-comparing findings need every team), else the team's own answers only.
 */
export async function loadCoach(trainId: string, teamId: string, open: boolean): Promise<CoachGame | undefined> {
  const answers = open ? await loadDebriefAnswers(trainId, () => undefined) : await loadOwnAnswers(trainId, teamId);
  return answers && { open, game: buildDebrief(answers) };
}

/** How often a student's coach asks whether the teacher's switch has changed between settlements. */
export const SWITCH_CHECK_MS = 30_000;

/**
 * The coach of the team, read again whenever `settled` changes (a round settled, the training
 * ended) or the teacher's switch does, with the team's statements per round fetched when a round is
 * shown. The switch is asked every SWITCH_CHECK_MS: closed again mid-round, the class's figures
 * leave the card at once and the team's own are read in their place.
 */
export function useCoach(trainId: string, teamId: string | undefined, settled: unknown) {
  // Whether each read has ended once, answered or failed: before that, nothing has failed yet (the
  // coach's own read starts an effect after the switch answers).
  const [switchEnded, setSwitchEnded] = useState(false);
  const [readEnded, setReadEnded] = useState(false);
  const switched = useCoachSwitch(trainId, {
    pollingInterval: SWITCH_CHECK_MS,
    ready: !!trainId && !!teamId,
    onFinally: () => setSwitchEnded(true),
  });
  const open = switched.data;
  // Read once the switch is known (a backend that cannot answer it gives the coach nothing to go by).
  const request = useRequest(() => loadCoach(trainId, teamId ?? '', open === true), {
    ready: !!trainId && !!teamId && open !== undefined,
    refreshDeps: [trainId, teamId, settled, open],
    onFinally: () => setReadEnded(true),
  });
  const statements = useRoundStatements(trainId);
  // Until the reload answers, a game read under an open switch that is now closed is not shown.
  const stale = request.data?.open === true && open === false;
  const switchFailed = switchEnded && !switched.loading && open === undefined;
  const readFailed = readEnded && !request.loading && request.data === undefined;
  return {
    ...request,
    data: stale ? undefined : request.data,
    failed: switchFailed || readFailed,
    refresh: switchFailed ? switched.refresh : request.refresh,
    statements,
  };
}

/** The teacher's switch of a training as it is now (the debrief shows what the coach gives under it). */
export function useCoachSwitch(
  trainId: string,
  options: { pollingInterval?: number; ready?: boolean; onFinally?: () => void } = {},
) {
  return useRequest(
    async () => {
      const answer = await analysisService.openAll({ trainId });
      return answer && flag(answer.open);
    },
    { refreshDeps: [trainId], ...options },
  );
}
