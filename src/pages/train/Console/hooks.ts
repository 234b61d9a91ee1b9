import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MenuCondition, MenuModelState } from '@/models/menu';
import type { TrainState } from '@/models/train';

/** Translation for the console: t('console.x', { n }). */
export function useT() {
  const intl = useIntl();
  return useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
}

/** Dispatches a model effect and resolves what the effect returns. */
export function useCall() {
  const dispatch = useDispatch();
  return useCallback(<R = any>(type: string, payload?: unknown) => dispatch({ type, payload }) as unknown as Promise<R>, [dispatch]);
}

export function useTrain() {
  return useSelector((s: { train: TrainState }) => s.train);
}

export function useMenu() {
  return useSelector((s: { menu: MenuModelState }) => s.menu);
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
 * round and version) and calls back when the training or the meeting changed. Polling stops while
 * the page is hidden and resumes, with an immediate poll, when it is shown again.
 */
export function useLive(trainId: string | undefined, handlers: { onTraining: (c: MenuCondition) => void; onMenu: (c: MenuCondition) => void }) {
  const call = useCall();
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!trainId) return undefined;
    let timer: number | undefined;
    let busy = false;
    let stopped = false;
    let trainKey: string | null = null;
    let menuKey: string | null = null;
    const tick = async () => {
      if (busy || stopped || document.visibilityState === 'hidden') return;
      busy = true;
      const data = await call<MenuCondition | undefined>('menu/fetchCondition', { trainId });
      busy = false;
      if (!data || stopped) return;
      const nextTrain = `${data.trainVersion}|${data.currRound}|${data.trainState}`;
      if (trainKey !== null && nextTrain !== trainKey) latest.current.onTraining(data);
      trainKey = nextTrain;
      const nextMenu = `${data.version}|${data.phase}|${data.advertising}|${data.meeting?.state}|${data.meeting?.id}`;
      if (menuKey !== null && nextMenu !== menuKey) latest.current.onMenu(data);
      menuKey = nextMenu;
    };
    const start = () => {
      window.clearInterval(timer);
      timer = window.setInterval(tick, POLL_MS);
      tick();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') window.clearInterval(timer);
      else start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [trainId, call]);
}
