import { useRequest } from 'ahooks';
import { useRef } from 'react';
import * as gmService from '@/services/gm';
import * as gmInfoService from '@/services/gmInfo';
import * as gmOrderService from '@/services/gmOrder';
import * as gmSysService from '@/services/gmSys';
import * as eventService from '@/services/specialEvent';
import * as teamService from '@/services/team';
import * as trainingService from '@/services/training';
import type { OrderRow } from '@/stores/menuTypes';
import trainModel from '@/stores/train';
import { useModel } from '@/utils/model';
import { useNotOffered } from '@/features/backend/notOffered';
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
  const request = useRequest(() => teamService.state({ trainId }) as Promise<TeamState | undefined>, {
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
export type OrderRule = Record<
  | 'fromYear'
  | 'demandPerTeam'
  | 'priceMin'
  | 'priceMax'
  | 'qtyMin'
  | 'qtyMax'
  | 'termMin'
  | 'termMax'
  | 'qualPct'
  | 'demandPct'
  | 'pricePct',
  number
> & {
  market: string;
  marketName: string;
  product: string;
  productName: string;
  open: boolean;
};

/** The order rules of a round's meeting. */
export function useOrderRules(trainId: string, round: number, refreshDeps: unknown[]) {
  return useRequest(() => gmOrderService.getOrderRuleByRound({ trainId, round }) as Promise<OrderRule[] | undefined>, {
    refreshDeps: [trainId, round, ...refreshDeps],
  });
}

export interface RepairGroup {
  teamId: string;
  teamName: string;
  marketName: string;
  productName: string;
  lost: number;
  done: boolean;
  orders: OrderRow[];
}

export interface SupplementaryOrder extends OrderRow {
  teams: { teamId: string; teamName: string }[];
}

/** Repairs (a pick lost by time-out) and supplementary orders (left by the finished meeting); a failed list reads empty. */
export function useOrderGrants(trainId: string, refreshDeps: unknown[]) {
  return useRequest(
    async () => {
      const repairs: RepairGroup[] = (await gmOrderService.repairOrderGroups({ trainId })) ?? [];
      const supplementary: { finished: boolean; orders: SupplementaryOrder[] } =
        (await trainingService.checkSupplementaryOrder({ trainId })) ?? { finished: false, orders: [] };
      return { repairs, supplementary };
    },
    { refreshDeps: [trainId, ...refreshDeps] },
  );
}

/** The students' statement inputs checked against the engine, per team, for a settled round. */
export function useReportCheck(trainId: string, round: number | undefined) {
  return useRequest(() => gmSysService.checkReport({ trainId, round }) as Promise<any[] | undefined>, {
    refreshDeps: [trainId, round],
    ready: !!round,
  });
}

/** Each team's advertising against its delivered sales. */
export function useNetworkTeams(trainId: string, refreshDeps: unknown[]) {
  return useRequest(() => trainingService.getNetWorkTeam({ trainId }) as Promise<any[] | undefined>, {
    refreshDeps: [trainId, ...refreshDeps],
  });
}

export interface PublicMessage {
  id: string;
  content: string;
  createTime: string;
  fromUserName: string;
  groupName: string | null;
}

/** Messages to the caller's team (a student) or every message of the training (the teacher). */
export function usePublicMessages(trainId: string, refreshDeps: unknown[]) {
  return useRequest(() => gmInfoService.publicMes({ trainId }) as Promise<PublicMessage[] | undefined>, {
    refreshDeps: [trainId, ...refreshDeps],
  });
}

/** A saved special event (its engine input spread on the draft). */
export type EventDraft = {
  id: string;
  name: string;
  type: 'marketShock' | 'costChange' | 'grant';
  started: boolean;
  createTime: string;
  market?: string;
  material?: string;
  teamId?: string | null;
} & Partial<Record<'demandPct' | 'pricePct' | 'newPrice' | 'amount', number>>;

/** The special events' drafts, and the markets of the order rules (for a market shock's choice). */
export function useEventDrafts(trainId: string, refreshDeps: unknown[]) {
  return useRequest(
    async () => {
      const data: { list: EventDraft[] } | undefined = await eventService.find({ trainId });
      const rules: { market: string; marketName: string }[] =
        (await gmOrderService.getOrderRuleByRound({ trainId })) ?? [];
      const markets = [...new Map(rules.map((r) => [r.market, { value: r.market, label: r.marketName }])).values()];
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
      const goodwill: { teamId: string; teamName: string; groupNum: number }[] =
        (await gmService.getGoodwillTeam({ trainId })) ?? [];
      return { teamsLoaded: !!teams, goodwill };
    },
    { refreshDeps: [trainId, ...refreshDeps] },
  );
}
