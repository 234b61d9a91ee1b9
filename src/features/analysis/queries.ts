import { useRequest } from 'ahooks';
import { useCallback, useRef, useState } from 'react';
import * as analysisService from '@/services/analysis';
import type { Answer, Row } from '@/services/contract';
import type { BalanceSheet, IncomeStatement, OrderDetailParams, RoundParams } from '@/services/analysis';
import * as specialEventService from '@/services/specialEvent';
import * as trainingService from '@/services/training';
import { buildDebrief, type DebriefAnswers } from './debrief';

/** A training as the user's training list gives it (the analysis screens' picker): its id a number or text. */
export type TrainingRow = Row<Answer<'training.getList'>>;

/** The user's trainings (/sworld/training/getList), asked once per screen (once `ready`). */
export function useTrainingList(ready = true) {
  return useRequest(() => trainingService.getList(), { ready });
}

/**
 * Every row of a server-paged list, fetched page by page at the largest page size (for exports);
 * undefined when a page failed or came without its records (an export of part would look whole).
 */
export async function allPages<R>(
  fetchPage: (current: number, size: number) => Promise<{ records?: R[]; total?: number } | undefined>,
): Promise<R[] | undefined> {
  const size = 500;
  const rows: R[] = [];
  for (let current = 1; ; current += 1) {
    const page = await fetchPage(current, size);
    if (!page?.records) return undefined;
    rows.push(...page.records);
    const complete = page.total !== undefined && rows.length >= page.total;
    if (complete || page.records.length < size) return rows;
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

/** Calls at once at most: the browser's own limit per host, and no burst of a class's calls at the backend. */
const PARALLEL_CALLS = 6;

/** Runs the calls given to it at most `limit` at a time, in the order given. */
function queue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(call: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    // A call that ends hands its place to the next waiting one.
    else await new Promise<void>((go) => waiting.push(go));
    try {
      return await call();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** The order meetings as found: each meeting round's answer, and whether the list of meeting rounds came. */
export interface FoundMeetings {
  byRound: NonNullable<DebriefAnswers['meetings']>;
  complete: boolean;
}

/**
 * Every order meeting of a training: the last meeting's answer names the rounds that had one, and
 * the others are asked after it. With `teamId` each call asks for that team's queues only.
 * Undefined when the last meeting's call failed.
 */
export async function loadMeetings(
  trainId: string,
  run: <T>(call: () => Promise<T>) => Promise<T>,
  teamId?: string,
): Promise<FoundMeetings | undefined> {
  const team = teamId === undefined ? {} : { teamId };
  const last = await run(() => analysisService.getMenuDetail({ trainId, ...team }));
  if (!last) return undefined;
  const byRound: FoundMeetings['byRound'] = {};
  if (typeof last.round === 'number') byRound[last.round] = last;
  // Without the list of meeting rounds, a round missing here may have had a meeting: not "none".
  if (!Array.isArray(last.meetingRounds)) return { byRound, complete: false };
  // A meeting round sent without its number cannot be asked for.
  const others = last.meetingRounds.flatMap((r) =>
    typeof r.round === 'number' && r.round !== last.round ? [r.round] : [],
  );
  const answers = await Promise.all(
    others.map((round) => run(() => analysisService.getMenuDetail({ trainId, round, ...team }))),
  );
  // A backend that ignores `round` answers its last meeting again: that is not the round's.
  others.forEach((round, i) => {
    byRound[round] = answers[i]?.round === round ? answers[i] : undefined;
  });
  return { byRound, complete: true };
}

/** The meetings by round; rounds the meetings could not be placed in are named unanswered, so their orders read unknown. */
export function meetingsByRound(found: FoundMeetings | undefined, roundNumbers: number[]): DebriefAnswers['meetings'] {
  return (
    found && {
      ...(found.complete
        ? {}
        : Object.fromEntries(roundNumbers.map((round): [number, undefined] => [round, undefined]))),
      ...found.byRound,
    }
  );
}

/**
 * Every answer the class view of a training is built from, fetched once, each answering many teams
 * or many rounds: the teams and rounds; the analyses whose `trend` rows hold every team at every
 * round (cost and profit, advertising, capacity, and the liabilities with cash and equity); the
 * special events; one market-share answer per settled round and one answer per order meeting.
 * Nothing here is per team: a team's statements are fetched when it is opened. Undefined when the
 * teams or the rounds could not be read; a part that did not answer is left out (the view says so).
 */
export async function loadDebriefAnswers(
  trainId: string,
  progress: (p: Progress) => void,
): Promise<DebriefAnswers | undefined> {
  const known = { done: 0, total: 0 };
  const run = queue(PARALLEL_CALLS);
  const counted = <T>(call: () => Promise<T>): Promise<T> => {
    known.total += 1;
    progress({ ...known });
    return run(call).then((answer) => {
      known.done += 1;
      progress({ ...known });
      return answer;
    });
  };
  const teams = counted(() => analysisService.getTeamList({ trainId }));
  const rounds = counted(() => analysisService.getQuarter({ trainId }));
  const costProfit = counted(() => analysisService.getCostProfit({ trainId }));
  const liabilities = counted(() => analysisService.liabilities({ trainId }));
  const advertising = counted(() => analysisService.advertising({ trainId }));
  const capacity = counted(() => analysisService.capacity({ trainId }));
  const events = counted(() => specialEventService.find({ trainId }));
  const meetings = loadMeetings(trainId, counted);
  const [teamList, roundList] = await Promise.all([teams, rounds]);
  // A round sent without its number cannot be asked for (nor placed: the class view leaves it out).
  const roundNumbers = (roundList ?? []).flatMap((r) => (typeof r.round === 'number' ? [r.round] : []));
  const shareAnswers = await Promise.all(
    roundNumbers.map((round) => counted(() => analysisService.getMarketShare({ trainId, round }))),
  );
  const rest = await Promise.all([costProfit, liabilities, advertising, capacity, events, meetings]);
  if (!teamList || !roundList) return undefined;
  const [costProfitAnswer, liabilitiesAnswer, advertisingAnswer, capacityAnswer, eventAnswer, meetingsFound] = rest;
  // A backend that ignores `round` answers every round summed (round null): those shares are not the round's.
  const shares = Object.fromEntries(
    roundNumbers.map((round, i) => [round, shareAnswers[i]?.round === round ? shareAnswers[i] : undefined]),
  );
  const meetingAnswers = meetingsByRound(meetingsFound, roundNumbers);
  return {
    teams: teamList,
    rounds: roundList,
    costProfit: costProfitAnswer,
    liabilities: liabilitiesAnswer,
    advertising: advertisingAnswer,
    capacity: capacityAnswer,
    events: eventAnswer?.events,
    meetings: meetingAnswers,
    shares: shareAnswers.some(Boolean) ? shares : undefined,
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

/** A team's statements at a round: undefined while not asked or loading, null when the calls failed. */
export type RoundStatementsOf = (teamId: string, round: number) => RoundStatements | null | undefined;

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
  // The same function until an answer arrives: what reads it is drawn again only then.
  const get: RoundStatementsOf = useCallback(
    (teamId, round) => {
      const value = kept[`${teamId}:${round}`];
      return value === 'loading' ? undefined : value;
    },
    [kept],
  );
  return { open, get };
}
