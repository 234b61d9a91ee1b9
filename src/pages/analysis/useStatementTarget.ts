import { useEffectCall } from '@/utils/hooks';
import { useState } from 'react';
import type { RoundOption, TeamOption } from '@/services/analysis';
import { type Loaded, useLoad } from './hooks';

/**
 * The team and settled round a statement screen shows: the teams the caller may open (a student:
 * their own) and the settled rounds; by default the caller's own team (else the first) and the
 * last settled round. `ready` is the state of both option lists together; `asked` is what the user
 * picked, for calls that may start before the options arrive.
 */
export function useStatementTarget(trainId: string) {
  const call = useEffectCall();
  const teams = useLoad(() => call<TeamOption[]>('analysis/fetchFinancialSelect', { trainId }), `teams|${trainId}`);
  const rounds = useLoad(() => call<RoundOption[]>('analysis/fetchRoundList', { trainId }), `rounds|${trainId}`);
  const [chosenTeam, setTeamId] = useState<string>();
  const [chosenRound, setRound] = useState<number>();
  const fallbackTeam = teams.data?.find((x) => x.own) ?? teams.data?.[0];
  const teamId = chosenTeam ?? fallbackTeam?.teamId;
  const round = chosenRound ?? rounds.data?.[rounds.data.length - 1]?.round;
  const team = teams.data?.find((x) => x.teamId === teamId);
  const ready: Loaded<true> = {
    data: teams.data && rounds.data ? true : undefined,
    loading: teams.loading || rounds.loading,
    failed: teams.failed || rounds.failed,
    reload: () => {
      if (teams.failed) teams.reload();
      if (rounds.failed) rounds.reload();
    },
  };
  /** What the user chose (undefined: the server's defaults, the same own-or-first team and last round), so tables load beside the options. */
  const asked = { teamId: chosenTeam, round: chosenRound };
  return {
    teams,
    rounds,
    ready,
    teamId,
    round,
    asked,
    team,
    teamName: team?.teamName ?? '',
    own: !!team?.own,
    setTeamId,
    setRound,
  };
}
