import { useRequest } from 'ahooks';
import { useRef } from 'react';
import * as analysisService from '@/services/analysis';
import * as gmService from '@/services/gm';
import * as gmInfoService from '@/services/gmInfo';
import * as gmOrderService from '@/services/gmOrder';
import * as gmSysService from '@/services/gmSys';
import * as eventService from '@/services/specialEvent';
import * as teamService from '@/services/team';
import * as trainingService from '@/services/training';
import type { Answer, Row } from '@/services/contract';
import { ErrorLevel } from '@/services/request';
import { display } from '@/utils/format';
import trainModel from '@/stores/train';
import { useModel } from '@/utils/model';
import { useNotOffered } from '@/features/backend/notOffered';
import { equityByGroup, hasSales, type SettledFigures, shareByGroup } from './projector';
import type { TeamState } from './teamState';

/*
 * The console's screen-local loads. Each answers `data` undefined for a failed call (the user was
 * told); `refreshDeps` are what the load follows: the training, and the live revisions a panel reloads on.
 */

/**
 * The student's team (team/state). A failed reload keeps the team shown last, with `failed` set;
 * `mutate` shows the state a decision answered. A backend without the call is asked once:
 * `notOffered` is then set instead of `failed`, and the live revisions no longer reload it.
 */
export function useTeamState(trainId: string, refreshDeps: unknown[]) {
  const notOffered = useNotOffered('team.state');
  const request = useRequest(() => teamService.state({ trainId }), {
    refreshDeps: [trainId, ...refreshDeps],
    ready: !!trainId && !notOffered,
  });
  const last = useRef<TeamState | null>(null);
  if (request.data) last.current = request.data;
  return {
    team: last.current,
    failed: !notOffered && !request.loading && request.data === undefined && !!trainId,
    notOffered,
    refresh: request.refresh,
    mutate: request.mutate,
  };
}

/** An order rule of getOrderRuleByRound: the rule's numbers, names, whether open, the shocks in force. */
export type OrderRule = Row<Answer<'gmOrder.getOrderRuleByRound'>>;

/** The order rules of a round's meeting. */
export function useOrderRules(trainId: string, round: number, refreshDeps: unknown[]) {
  return useRequest(() => gmOrderService.getOrderRuleByRound({ trainId, round }), {
    refreshDeps: [trainId, round, ...refreshDeps],
  });
}

/** Picks a team lost by a time-out in one selection, with the orders that may replace them. */
export type RepairGroup = Row<Answer<'gmOrder.repairOrderGroups'>>;

/** An order the finished meeting left, with the teams that may still take it. */
export type SupplementaryOrder = Row<Answer<'training.checkSupplementaryOrder'>['orders']>;

/** Repairs (a pick lost by time-out) and supplementary orders (left by the finished meeting); a failed list reads empty. */
export function useOrderGrants(trainId: string, refreshDeps: unknown[]) {
  return useRequest(
    async () => {
      const repairs = (await gmOrderService.repairOrderGroups({ trainId })) ?? [];
      const supplementary = await trainingService.checkSupplementaryOrder({ trainId });
      return { repairs, supplementary: { finished: !!supplementary?.finished, orders: supplementary?.orders ?? [] } };
    },
    { refreshDeps: [trainId, ...refreshDeps] },
  );
}

/** The students' statement inputs checked against the engine, per team, for a settled round. */
export function useReportCheck(trainId: string, round: number | undefined) {
  return useRequest(() => gmSysService.checkReport({ trainId, round }), {
    refreshDeps: [trainId, round],
    ready: !!round,
  });
}

/** Each team's advertising against its delivered sales. */
export function useNetworkTeams(trainId: string, refreshDeps: unknown[]) {
  return useRequest(() => trainingService.getNetWorkTeam({ trainId }), {
    refreshDeps: [trainId, ...refreshDeps],
  });
}

export type PublicMessage = Row<Answer<'gmInfo.publicMes'>>;

/** Messages to the caller's team (a student) or every message of the training (the teacher). */
export function usePublicMessages(trainId: string, refreshDeps: unknown[]) {
  return useRequest(() => gmInfoService.publicMes({ trainId }), {
    refreshDeps: [trainId, ...refreshDeps],
  });
}

/** A saved special event (its engine input spread on the draft). */
export type EventDraft = Row<Answer<'specialEvent.find'>['list']>;

/** The special events' drafts, and the markets of the order rules (for a market shock's choice). */
export function useEventDrafts(trainId: string, refreshDeps: unknown[]) {
  return useRequest(
    async () => {
      const data = await eventService.find({ trainId });
      const rules = (await gmOrderService.getOrderRuleByRound({ trainId })) ?? [];
      const markets = [
        ...new Map(
          rules.flatMap((r) =>
            r.market ? [[r.market, { value: r.market, label: display(r.marketName) }] as const] : [],
          ),
        ).values(),
      ];
      return { drafts: data?.list, markets };
    },
    { refreshDeps: [trainId, ...refreshDeps] },
  );
}

/**
 * The teacher's teams: the team list and scores (train model) and the teams in good standing.
 * `teamsLoaded` is false when the team list failed.
 */
export function useTeamsOverview(trainId: string, refreshDeps: unknown[]) {
  const trainCalls = useModel(trainModel);
  return useRequest(
    async () => {
      const [teams] = await Promise.all([
        trainCalls.fetchTeamList({ trainId }),
        trainCalls.fetchTeamScores({ trainId }),
      ]);
      const goodwill = (await gmService.getGoodwillTeam({ trainId })) ?? [];
      return { teamsLoaded: !!teams, goodwill };
    },
    { refreshDeps: [trainId, ...refreshDeps] },
  );
}

/**
 * The last settled round's equity and the market share of the last settled round with sales, by
 * group, for the projector view: the settled rounds (getQuarter), then the rounds' analyses. `null`
 * before any round is settled, undefined when the rounds could not be read. Silent: nobody at a
 * projector reads an error toast; the view says what is missing instead.
 */
export function useSettledFigures(trainId: string, refreshDeps: unknown[]) {
  return useRequest(
    async (): Promise<SettledFigures | null | undefined> => {
      const quiet = { errorLevel: ErrorLevel.SILENT };
      const rounds = await analysisService.getQuarter({ trainId }, quiet);
      if (!rounds) return undefined;
      const settled = rounds.flatMap((r) => (typeof r.round === 'number' ? [r.round] : []));
      if (!settled.length) return null;
      const round = Math.max(...settled);
      const [share, equity] = await Promise.all([
        analysisService.getMarketShare({ trainId, round }, quiet),
        analysisService.liabilities({ trainId, round }, quiet),
      ]);
      // A round where nothing sold has no share to compare: the last earlier round that sold is shown, named as such.
      let shareRound: number | null = round;
      let shares = shareByGroup(share, round);
      for (const earlier of [...new Set(settled)].sort((a, b) => b - a).filter((r) => r < round)) {
        if (!shares || hasSales(shares)) break;
        shareRound = earlier;
        shares = shareByGroup(await analysisService.getMarketShare({ trainId, round: earlier }, quiet), earlier);
      }
      if (shares && !hasSales(shares)) shareRound = null;
      return { round, shareRound, share: shares, equity: equityByGroup(equity, round) };
    },
    { refreshDeps: [trainId, ...refreshDeps], ready: !!trainId },
  );
}
