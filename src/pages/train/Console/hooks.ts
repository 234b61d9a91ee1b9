import { message } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MEETING_STATE } from '@/domain/codes';
import { canStartMeeting } from '@/features/console/actions';
import { flag } from '@/utils/flag';
import { useT } from '@/utils/hooks';
import { parseTime } from '@/utils/time';
import {
  carriesEverything,
  type LiveCall,
  livePlan,
  RICH_MS,
  staggered,
  type Watcher,
} from '@/features/console/livePlan';
import menuModel from '@/stores/menu';
import type { Id } from '@/services/contract';
import type { MenuCondition, MenuModelState } from '@/stores/menuTypes';
import trainModel, { loadsMeeting, type TrainingChange, versionOf } from '@/stores/train';
import { useModel, useModelState } from '@/utils/model';

export function useTrain() {
  return useModelState(trainModel);
}

export function useMenu() {
  return useModelState(menuModel);
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.is((a as any)[k], (b as any)[k]));
}

/** Part of the menu state: the component re-renders only when that part changes (the poll changes the rest every second). */
export function useMenuSelect<T>(pick: (menu: MenuModelState) => T): T {
  return useModelState(menuModel, pick, shallowEqual);
}

/**
 * Runs one action at a time: while an action is pending, every other call is ignored, so a double
 * click (or a second button) sends nothing twice. `busy` names the pending action.
 */
export function useAction() {
  const running = useRef<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(async <R>(key: string, action: () => Promise<R>): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = key;
    setBusy(key);
    try {
      return await action();
    } finally {
      running.current = null;
      setBusy(null);
    }
  }, []);
  return { busy, run };
}

/**
 * Leaves round `round` for the next (changeRound with the version read); on success reloads the
 * round list and the menu phase, which the new round changes. Resolves the new record or undefined.
 */
/**
 * Opens the round's order meeting as the teacher does, from the meeting panel or the clock's
 * prompt at zero: the backend's can-start check first (its reason shown when it says no), then the
 * start, then the menu's phase.
 */
export function useStartMeeting() {
  const t = useT();
  const trainCalls = useModel(trainModel);
  const menuCalls = useModel(menuModel);
  const { trainId } = useTrain();
  return useCallback(async () => {
    const check = await canStartMeeting(trainId);
    if (!check) return;
    if (check.canStart != null && !flag(check.canStart)) {
      message.warning(check.reason ?? t('console.meeting.cannotStart'));
      return;
    }
    await trainCalls.startMeeting({ trainId });
    await menuCalls.fetchPhase({ trainId });
  }, [t, trainCalls, menuCalls, trainId]);
}

export function useNextRound() {
  const trainCalls = useModel(trainModel);
  const menuCalls = useModel(menuModel);
  return useCallback(
    async (trainId: string, round: number, version: number | null) => {
      const data = await trainCalls.changeRound({ trainId, round: round + 1, version });
      if (data) await Promise.all([trainCalls.fetchRoundList({ trainId }), menuCalls.fetchPhase({ trainId })]);
      return data;
    },
    [trainCalls, menuCalls],
  );
}

/** The server's clock now (local time + the offset measured on the last answer), ticking 4 times a second. */
export function useServerNow(offset: number) {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const id = window.setInterval(() => setNow(Date.now() + offset), 250);
    return () => window.clearInterval(id);
  }, [offset]);
  return now;
}

/**
 * Whole seconds left of a `seconds`-long countdown started at `startTime` (a server time in any
 * form parseTime reads; none yet: the whole length), never below 0. Undefined when it cannot be
 * computed: a start that is not a time, or a length or clock that is not a number.
 */
export function secondsLeft(startTime: unknown, seconds: number, now: number): number | undefined {
  if (!Number.isFinite(seconds)) return undefined;
  if (startTime == null || startTime === 0 || startTime === '') return Math.max(0, Math.floor(seconds));
  const start = parseTime(startTime);
  if (start === undefined || !Number.isFinite(now)) return undefined;
  return Math.max(0, seconds - Math.floor((now - start) / 1000));
}

/** The offset is re-measured every poll; only a change of more than half a second moves the clock. */
export function useStableOffset(offset: number) {
  const [stable, setStable] = useState(offset);
  useEffect(() => {
    if (Math.abs(offset - stable) > 500) setStable(offset);
  }, [offset, stable]);
  return stable;
}

/** A meeting as the live poll reports it: the spec's order meeting (id, state, duration). */
export type LiveMeeting = { id?: Id | null; state?: number; duration?: number };

/** What of the menu phase, when it changes, changes what the consoles show. */
const phaseKey = (p: { phase?: number; advertising?: number; id?: Id | null; state?: number }) =>
  `${p.phase ?? 0}|${p.advertising ?? 0}|${p.id ?? ''}|${p.state ?? 0}`;

/**
 * Live updates, by the plan of src/features/console/livePlan.ts: one call at a time, each kind when
 * it is due. It calls back when the training (state, round, version) or the meeting (its id and
 * state, the menu phase, version or publication) changed. Polling stops while the page is hidden
 * and resumes, with the calls that fell due, when it is shown again.
 */
export function useLive(
  trainId: string | undefined,
  handlers: { onTraining: (change: TrainingChange) => void; onMenu: (meeting?: LiveMeeting) => void },
  watcher: Watcher = 'student',
) {
  const menuCalls = useModel(menuModel);
  const trainCalls = useModel(trainModel);
  const train = useTrain();
  const menu = useMenu();
  const latest = useRef({ ...handlers, train, menu, watcher });
  latest.current = { ...handlers, train, menu, watcher };
  useEffect(() => {
    if (!trainId) return undefined;
    let timer: number | undefined;
    let busy = false;
    let stopped = false;
    let rich: boolean | null = null;
    let failedConditions = 0;
    let menuKey: string | null = null;
    let due: Partial<Record<LiveCall, number>> = { condition: Date.now() };

    const situation = () => {
      const { train: shown, menu: m } = latest.current;
      return livePlan({
        rich,
        hasMeetings: loadsMeeting(shown.state, shown.sandTableId),
        meetingRunning: shown.meetingState === MEETING_STATE.running,
        phase: m.phase,
        watcher: latest.current.watcher,
      });
    };

    /** The plan as it stands: kinds it dropped are forgotten, new ones are spread over their period. */
    const replan = () => {
      const plan = situation();
      const kept: typeof due = {};
      for (const kind of Object.keys(plan) as LiveCall[]) if (due[kind] !== undefined) kept[kind] = due[kind];
      const added = (Object.keys(plan) as LiveCall[]).filter((kind) => kept[kind] === undefined);
      due = { ...kept, ...staggered(added, plan, Date.now()) };
      return plan;
    };

    /** Calls back when the training read differs from the one shown (the baseline, so a change made before the first read counts too). */
    const followTraining = (read: TrainingChange) => {
      const shown = latest.current.train;
      const change = { state: Number(read.state), currRound: Number(read.currRound), version: versionOf(read.version) };
      if (change.state !== shown.state || change.currRound !== shown.currRound || change.version !== shown.version)
        latest.current.onTraining(change);
    };

    const onCondition = (data: MenuCondition) => {
      if (!carriesEverything(data)) {
        rich = false;
        return;
      }
      rich = true;
      const shown = latest.current.train;
      followTraining({ state: data.trainState, currRound: data.currRound, version: data.trainVersion });
      const nextMenu = `${data.version}|${data.phase}|${data.advertising}`;
      // A round without a meeting answers none: a meeting still shown (the last round's) is gone too.
      const meetingMoved = data.meeting
        ? data.meeting.state !== shown.meetingState || data.meeting.id !== shown.meetingId
        : !!shown.meetingId;
      if (meetingMoved || (menuKey !== null && nextMenu !== menuKey))
        latest.current.onMenu(data.meeting ?? { id: null });
      menuKey = nextMenu;
    };

    const calls: Record<LiveCall, () => Promise<unknown>> = {
      condition: async () => {
        const data = await menuCalls.fetchCondition({ trainId });
        if (stopped) return;
        if (data) {
          failedConditions = 0;
          onCondition(data);
        } else if (rich === null && ++failedConditions >= 2) {
          // A backend that cannot answer the condition now (a round without a menu, say) is followed by the spec's other calls.
          rich = false;
        }
      },
      training: async () => {
        const data = await trainCalls.pollTraining({ trainId });
        if (data && !stopped) followTraining(data);
      },
      meeting: async () => {
        const round = latest.current.train.currRound;
        const data = await trainCalls.pollMeeting({ trainId, round });
        const now = latest.current.train;
        // An answer for a round no longer shown (the round moved meanwhile) says nothing of this one's meeting.
        if (!data || stopped || now.currRound !== round) return;
        if ((data.id ?? null) !== now.meetingId || (Number(data.state) || 0) !== now.meetingState)
          latest.current.onMenu(data);
      },
      phase: async () => {
        // The phase shown is the baseline, so the teacher's own controls (which read it at once) are no change.
        const shown = phaseKey(latest.current.menu);
        const data = await menuCalls.fetchPhase({ trainId, quiet: true });
        if (!data || stopped || phaseKey(data) === shown) return;
        // The ranking and the teams' advertising follow the phase and its publication; the meeting may have ended with it.
        await menuCalls.fetchTeamData({ trainId, quiet: true });
        await calls.meeting();
        if (!stopped) latest.current.onMenu();
      },
      teamData: () => menuCalls.fetchTeamData({ trainId, quiet: true }),
    };

    const tick = async () => {
      window.clearTimeout(timer);
      if (busy || stopped || document.visibilityState === 'hidden') return;
      const plan = replan();
      const [kind, at] = (Object.entries(due) as [LiveCall, number][]).reduce((a, b) => (b[1] < a[1] ? b : a));
      if (at > Date.now()) {
        timer = window.setTimeout(tick, at - Date.now());
        return;
      }
      busy = true;
      // The pace counts from the call's start, so a slow answer does not slow the poll down.
      due[kind] = Date.now() + (plan[kind] ?? RICH_MS);
      // A read that failed is made again at its next turn; the poll itself goes on.
      await calls[kind]().catch(() => undefined);
      busy = false;
      if (!stopped) tick();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') window.clearTimeout(timer);
      else tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [trainId, menuCalls, trainCalls]);
}
