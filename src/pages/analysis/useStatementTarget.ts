import { useLocation } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';
import { idText } from '@/utils/format';
import { decodeQs } from '@/utils/qs';
import { failed, type Requested } from './hooks';

/**
 * The team and settled round a statement screen shows: the teams the caller may open (a student:
 * their own) and the settled rounds; by default the caller's own team (else the first) and the
 * last settled round. `ready` is the state of both option lists together; `asked` is what the user
 * picked, for calls that may start before the options arrive.
 */
export function useStatementTarget(trainId: string) {
  const analysis = useModel(analysisModel);
  const teams = useRequest(() => analysis.fetchFinancialSelect({ trainId }), { refreshDeps: [trainId] });
  const rounds = useRequest(() => analysis.fetchRoundList({ trainId }), { refreshDeps: [trainId] });
  const [chosenTeam, setTeamId] = useState<string>();
  // A link may name the round to open (`round` in qs), as the coach's findings do.
  const { search } = useLocation();
  const [chosenRound, setRound] = useState<number | undefined>(() => Number(decodeQs(search).round) || undefined);
  // A team the answer gave no id cannot be asked for: it is never the default.
  const named = teams.data?.filter((x) => idText(x.teamId));
  const fallbackTeam = named?.find((x) => x.own) ?? named?.[0];
  const teamId = chosenTeam ?? idText(fallbackTeam?.teamId);
  const round = chosenRound ?? rounds.data?.[rounds.data.length - 1]?.round;
  const team = teams.data?.find((x) => idText(x.teamId) === teamId);
  // Either list failing fails both at once (while the other may still load); the retry asks again only what failed.
  const eitherFailed = failed(teams) || failed(rounds);
  const ready: Requested<true> = {
    data: teams.data && rounds.data ? true : undefined,
    loading: (teams.loading || rounds.loading) && !eitherFailed,
    refresh: () => {
      if (failed(teams)) teams.refresh();
      if (failed(rounds)) rounds.refresh();
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
