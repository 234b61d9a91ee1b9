import { useCallback, useEffect, useRef, useState } from 'react';
import type { MenuCondition, MenuModelState } from '@/stores/menuTypes';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';
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

/** Whole seconds left of a `seconds`-long countdown started at `startTime` (server ms), never below 0. */
export function secondsLeft(startTime: number | null | undefined, seconds: number, now: number): number {
  if (!startTime) return Math.max(0, Math.floor(seconds));
  return Math.max(0, seconds - Math.floor((now - startTime) / 1000));
}

/** The offset is re-measured every poll; only a change of more than half a second moves the clock. */
export function useStableOffset(offset: number) {
  const [stable, setStable] = useState(offset);
  useEffect(() => {
    if (Math.abs(offset - stable) > 500) setStable(offset);
  }, [offset, stable]);
  return stable;
}

export const POLL_MS = 1000;

/**
 * Live updates: polls the menu condition every second (it also carries the training's state,
 * round and version, the advertising and the ranking) and calls back when the training or the
 * meeting changed. Polling stops while the page is hidden and resumes, with an immediate poll,
 * when it is shown again.
 */
export function useLive(
  trainId: string | undefined,
  handlers: { onTraining: (c: MenuCondition) => void; onMenu: (c: MenuCondition) => void },
) {
  const menuCalls = useModel(menuModel);
  const train = useTrain();
  const latest = useRef({ ...handlers, train });
  latest.current = { ...handlers, train };
  useEffect(() => {
    if (!trainId) return undefined;
    let timer: number | undefined;
    let busy = false;
    let stopped = false;
    let menuKey: string | null = null;
    // One poll at a time; the next starts a second after the last one started (at once if it was slow).
    const tick = async () => {
      window.clearTimeout(timer);
      if (busy || stopped || document.visibilityState === 'hidden') return;
      busy = true;
      const started = Date.now();
      const data = await menuCalls.fetchCondition({ trainId });
      busy = false;
      if (stopped) return;
      timer = window.setTimeout(tick, Math.max(0, POLL_MS - (Date.now() - started)));
      if (!data) return;
      // The training as this screen shows it is the baseline, so a change made before the first poll counts too.
      const shown = latest.current.train;
      if (data.trainVersion !== shown.version || data.currRound !== shown.currRound || data.trainState !== shown.state)
        latest.current.onTraining(data);
      const nextMenu = `${data.version}|${data.phase}|${data.advertising}`;
      // A round without a meeting answers none: a meeting still shown (the last round's) is gone too.
      const meetingMoved = data.meeting
        ? data.meeting.state !== shown.meetingState || data.meeting.id !== shown.meetingId
        : !!shown.meetingId;
      if (meetingMoved || (menuKey !== null && nextMenu !== menuKey)) latest.current.onMenu(data);
      menuKey = nextMenu;
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
  }, [trainId, menuCalls]);
}
