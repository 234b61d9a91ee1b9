import { useEffect, useMemo, useRef, useState } from 'react';
import { POLL_TIMEOUT_MS } from '@/constants';
import * as trainingService from '@/services/training';
import {
  type LeagueRow,
  type LeagueTraining,
  type ScoreEntry,
  isLive,
  notStarted,
  rankLeague,
  splitIds,
} from './league';
import { LEAGUE_GAP_MS, LeaguePlan, type Turn } from './plan';

/** The teacher's trainings are looked for in one page of their list, this long. */
export const LIST_SIZE = 500;

/**
 * The league's calls, and only these (nothing is written, nothing stored on the server):
 * - GET training/list: the teacher's own trainings (one page of LIST_SIZE);
 * - GET training/getTeamScoreList: each training's teams, scores and owner equity.
 */
const QUIET = { hideError: true, timeout: POLL_TIMEOUT_MS } as const;

export interface LeagueState {
  /** 'loading' until the training list first answered; 'error' when that failed */
  status: 'loading' | 'error' | 'ready';
  /** the link's trainings that the teacher's list gives, in the link's order */
  trainings: LeagueTraining[];
  /** the link's ids that the list does not give: not loaded */
  missing: string[];
  /** each training's last score list that answered */
  scores: ReadonlyMap<string, ScoreEntry[]>;
  /** trainings whose last score read failed (their last answer, if any, still shows) */
  failed: ReadonlySet<string>;
  /** the ranks when every training had first answered: the change column compares with them */
  opening?: ReadonlyMap<string, number>;
}

const START: LeagueState = { status: 'loading', trainings: [], missing: [], scores: new Map(), failed: new Set() };

/**
 * Follows the league of these trainings: one call at a time, at most one a second (LeaguePlan
 * decides which), for as long as the page is open. `retry` starts again after a failed first list.
 * While `paused` (another window follows the same league) it makes no call and keeps what it has.
 */
export function useLeague(ids: string[], { paused = false }: { paused?: boolean } = {}) {
  const key = ids.join('\u0001');
  const pausedNow = useRef(paused);
  pausedNow.current = paused;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LeagueState>(START);

  useEffect(() => {
    const wanted = key ? key.split('\u0001') : [];
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastStart = Number.NEGATIVE_INFINITY;
    const plan = new LeaguePlan();
    const lastAnswer = new Map<string, string>();
    let lastList: string | undefined;
    // Trainings not yet read once: the opening ranking waits for them.
    let firstReads: Set<string> | undefined;
    setState(START);
    if (wanted.length === 0) return undefined;

    const openWhenRead = (s: LeagueState): LeagueState => {
      if (!firstReads || firstReads.size > 0) return s;
      const rows = rankLeague(s.trainings, s.scores);
      if (!s.opening) return { ...s, opening: new Map(rows.map((r) => [r.key, r.rank])) };
      // A team first seen later (a training that started since) is compared with its first rank.
      const fresh = rows.filter((r) => !s.opening!.has(r.key));
      if (!fresh.length) return s;
      return { ...s, opening: new Map([...s.opening, ...fresh.map((r) => [r.key, r.rank] as const)]) };
    };

    async function readList() {
      const page = await trainingService.list({ current: 1, size: LIST_SIZE }, QUIET);
      if (stopped) return;
      if (!page?.records) {
        plan.failed({ kind: 'list' }, false);
        setState((s) => (s.status === 'loading' ? { ...s, status: 'error' } : s));
        return firstReads !== undefined;
      }
      const { found, missing } = splitIds(wanted, page.records);
      const readable = found.filter((t) => !notStarted(t)).map((t) => String(t.id));
      plan.listAnswered(
        found.map((t) => String(t.id)),
        found.filter(isLive).map((t) => String(t.id)),
        readable,
      );
      if (!firstReads) firstReads = new Set(readable);
      const text = JSON.stringify([found, missing]);
      if (text !== lastList) setState((s) => openWhenRead({ ...s, status: 'ready', trainings: found, missing }));
      lastList = text;
      return true;
    }

    async function readScores(trainId: string) {
      const rows = await trainingService.getTeamScoreList({ trainId }, QUIET);
      if (stopped) return;
      firstReads?.delete(trainId);
      if (!rows) {
        plan.failed({ kind: 'scores', trainId }, lastAnswer.has(trainId));
        setState((s) => openWhenRead({ ...s, failed: new Set([...s.failed, trainId]) }));
        return;
      }
      const text = JSON.stringify(rows);
      const same = lastAnswer.get(trainId) === text;
      plan.scoresAnswered(trainId, lastAnswer.has(trainId) && !same);
      lastAnswer.set(trainId, text);
      // An answer like the last one changes nothing on the page: no new render each second.
      if (same) {
        setState((s) =>
          s.failed.has(trainId) ? { ...s, failed: new Set([...s.failed].filter((id) => id !== trainId)) } : s,
        );
        return;
      }
      setState((s) => {
        const failed = new Set(s.failed);
        failed.delete(trainId);
        return openWhenRead({ ...s, scores: new Map([...s.scores, [trainId, rows]]), failed });
      });
    }

    async function run(turn: Turn) {
      lastStart = Date.now();
      if (turn.kind === 'list') {
        // The first list failed: the page says so and waits for the teacher's retry.
        if ((await readList()) === false) return;
      } else await readScores(turn.trainId);
      if (!stopped) schedule();
    }

    function schedule() {
      if (pausedNow.current) {
        timer = setTimeout(schedule, LEAGUE_GAP_MS);
        return;
      }
      const turn = plan.next();
      const wait =
        Math.max(0, lastStart + LEAGUE_GAP_MS - Date.now()) + (turn.kind === 'list' ? (turn.waitMs ?? 0) : 0);
      timer = setTimeout(() => run(turn), wait);
    }

    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key, attempt]);

  const rows: LeagueRow[] = useMemo(() => rankLeague(state.trainings, state.scores), [state.trainings, state.scores]);
  return { ...state, rows, retry: () => setAttempt((n) => n + 1) };
}
