import { useRequest } from 'ahooks';
import { useCallback, useRef, useState } from 'react';
import * as analysisService from '@/services/analysis';
import type {
  BalanceHistoryRow,
  BalanceSheet,
  IncomeStatement,
  MarketShareAnswer,
  OrderDetailParams,
  RoundOption,
  RoundParams,
  TeamOption,
} from '@/services/analysis';
import * as specialEventService from '@/services/specialEvent';
import * as trainingService from '@/services/training';
import { buildDebrief, type DebriefAnswers, type DebriefEvent } from './debrief';

/** A training as the user's training list gives it (the analysis screens' picker). */
export interface TrainingRow {
  id: string;
  trainName: string;
  state: number;
  stateName: string;
  currRound: number;
  roundNumber: number;
  sandTableId?: string;
}

/** The user's trainings (/sworld/training/getList), asked once per screen. */
export function useTrainingList() {
  return useRequest(() => trainingService.getList() as Promise<TrainingRow[] | undefined>);
}

/** Every row of a server-paged list, fetched page by page at the largest page size (for exports). */
export async function allPages<R>(
  fetchPage: (current: number, size: number) => Promise<{ records: R[]; total: number } | undefined>,
): Promise<R[] | undefined> {
  const size = 500;
  const rows: R[] = [];
  for (let current = 1; ; current += 1) {
    const page = await fetchPage(current, size);
    if (!page) return undefined;
    rows.push(...page.records);
    if (rows.length >= page.total || page.records.length < size) return rows;
  }
}

/** Every order of the order book under these filters, for its export; undefined when a page failed. */
export function allOrderDetails(params: OrderDetailParams) {
  return allPages((current, size) => analysisService.getOrderDetail({ ...params, current, size }));
}

/** Every delivered sale under these filters, for the retail export; undefined when a page failed. */
export function allRetailOrders(params: RoundParams) {
  return allPages((current, size) => analysisService.retailOrderList({ ...params, current, size }));
}

/** How far the class view of a debrief has come: calls answered of the calls known so far. */
export interface Progress {
  done: number;
  total: number;
}

/**
 * Runs the calls at most `limit` at a time (the browser's own limit per host), telling each end:
 * a class view of many teams is many calls, and the screen shows how far it is.
 */
async function inTurns<T>(calls: (() => Promise<T>)[], limit: number, ended: () => void): Promise<T[]> {
  const out: T[] = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const i = next;
      next += 1;
      out[i] = await calls[i]();
      ended();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, calls.length) }, worker));
  return out;
}

const PARALLEL_CALLS = 6;

/**
 * Every answer the class view of a training is built from, fetched once: the analyses whose round
 * rows cover every team and round, one market-share answer per settled round and one answer per
 * order meeting (its queues and the orders each team won), one balance history per team and the
 * special events. Undefined when the teams or
 * the rounds could not be read; a part that did not answer is left out (the view says so).
 */
export async function loadDebriefAnswers(
  trainId: string,
  progress: (p: Progress) => void,
): Promise<DebriefAnswers | undefined> {
  const known = { done: 0, total: 2 };
  const ended = () => {
    known.done += 1;
    progress({ ...known });
  };
  const [teams, rounds] = await inTurns<unknown>(
    [() => analysisService.getTeamList({ trainId }), () => analysisService.getQuarter({ trainId })],
    2,
    ended,
  );
  if (!teams || !rounds) return undefined;
  const teamList = teams as TeamOption[];
  const roundList = rounds as RoundOption[];
  if (!roundList.length) return { teams: teamList, rounds: roundList };

  // The last order meeting's answer names the rounds that had one; the others are asked after it.
  const firstMeeting = analysisService.getMenuDetail({ trainId });
  const fixed = [
    () => analysisService.getCostProfit({ trainId }),
    () => analysisService.advertising({ trainId }),
    () => analysisService.capacity({ trainId }),
    () => specialEventService.find({ trainId }) as Promise<{ events?: DebriefEvent[] } | undefined>,
    () => firstMeeting,
  ] as const;
  const shareCalls = roundList.map((r) => () => analysisService.getMarketShare({ trainId, round: r.round }));
  const balanceCalls = teamList.map((team) => () => analysisService.getDataBanlance({ trainId, teamId: team.teamId }));
  known.total += fixed.length + shareCalls.length + balanceCalls.length;
  progress({ ...known });
  const all = await inTurns<unknown>([...fixed, ...shareCalls, ...balanceCalls], PARALLEL_CALLS, ended);
  const [costProfit, advertising, capacity, events, lastMeeting] = all as [
    Awaited<ReturnType<(typeof fixed)[0]>>,
    Awaited<ReturnType<(typeof fixed)[1]>>,
    Awaited<ReturnType<(typeof fixed)[2]>>,
    Awaited<ReturnType<(typeof fixed)[3]>>,
    Awaited<ReturnType<(typeof fixed)[4]>>,
  ];
  const shareAnswers = all.slice(fixed.length, fixed.length + shareCalls.length) as (MarketShareAnswer | undefined)[];
  const balanceAnswers = all.slice(fixed.length + shareCalls.length) as (BalanceHistoryRow[] | undefined)[];

  let meetings: DebriefAnswers['meetings'];
  if (lastMeeting) {
    meetings = {};
    if (lastMeeting.round !== null) meetings[lastMeeting.round] = lastMeeting;
    const others = lastMeeting.meetingRounds.filter((r) => r.round !== lastMeeting.round);
    known.total += others.length;
    progress({ ...known });
    const answers = await inTurns(
      others.map((r) => () => analysisService.getMenuDetail({ trainId, round: r.round })),
      PARALLEL_CALLS,
      ended,
    );
    others.forEach((r, i) => {
      meetings![r.round] = answers[i];
    });
  }

  // A backend that ignores `round` answers every round summed (round null): those shares are not the round's.
  const shares = Object.fromEntries(
    roundList.map((r, i) => [r.round, shareAnswers[i]?.round === r.round ? shareAnswers[i] : undefined]),
  );
  return {
    teams: teamList,
    rounds: roundList,
    costProfit,
    advertising,
    capacity,
    events: events?.events,
    meetings,
    shares: shareAnswers.some(Boolean) ? shares : undefined,
    balances: balanceAnswers.some(Boolean)
      ? Object.fromEntries(teamList.map((team, i) => [team.teamId, balanceAnswers[i]]))
      : undefined,
  };
}

/** The class view of a debrief, fetched once per training when `ready`, with its progress. */
export function useDebriefGame(trainId: string, ready: boolean) {
  const [progress, setProgress] = useState<Progress>({ done: 0, total: 0 });
  const request = useRequest(
    async () => {
      const answers = await loadDebriefAnswers(trainId, setProgress);
      return answers && buildDebrief(answers);
    },
    { refreshDeps: [trainId], ready },
  );
  return { ...request, progress };
}

/** A team's balance sheet and income statement at a round. */
export interface RoundStatements {
  balance: BalanceSheet | null;
  income: IncomeStatement | null;
}

/**
 * A team's statements at a round, fetched the first time they are opened and kept for the
 * training: `get` answers what is known (undefined while loading, null when the call failed).
 */
export function useRoundStatements(trainId: string) {
  const [kept, setKept] = useState<Record<string, RoundStatements | null | 'loading'>>({});
  const asked = useRef(new Set<string>());
  const open = useCallback(
    (teamId: string, round: number) => {
      const key = `${teamId}:${round}`;
      if (asked.current.has(key)) return;
      asked.current.add(key);
      setKept((k) => ({ ...k, [key]: 'loading' }));
      Promise.all([
        analysisService.dataByCode({ trainId, teamId, round, code: 1 }),
        analysisService.dataByCode({ trainId, teamId, round, code: 3 }),
      ]).then(([balance, income]) => {
        const value = balance === undefined || income === undefined ? null : { balance, income };
        // A failed call may be opened again (a retry).
        if (value === null) asked.current.delete(key);
        setKept((k) => ({ ...k, [key]: value }));
      });
    },
    [trainId],
  );
  const get = (teamId: string, round: number) => {
    const value = kept[`${teamId}:${round}`];
    return value === 'loading' ? undefined : value;
  };
  return { open, get };
}
