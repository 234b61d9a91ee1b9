import { useIntl, useSelector } from '@umijs/max';
import { Grid } from 'antd';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ROLE } from '@/domain/codes';
import type { UserInfo } from './session';

/**
 * Texts formatted, per intl object (one per locale and its messages): react-intl hashes its whole
 * options on every call. Up to this many are kept, then all are dropped: texts with changing figures
 * would otherwise pile up.
 */
const FORMATTED_KEPT = 2000;
const formatted = new WeakMap<ReturnType<typeof useIntl>, Map<string, string>>();

/**
 * The translation function of the current locale: t('teaching.x', { name }). A label looked up
 * from a value the backend left null has no id: it shows "-" (react-intl would throw). A text is
 * formatted once and kept: a screen that draws the same texts again (a step of the debrief's
 * slider) does not format them again.
 */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: string | undefined, values?: Record<string, string | number>) => {
      if (!id) return '-';
      let kept = formatted.get(intl);
      if (!kept) formatted.set(intl, (kept = new Map()));
      const key = values
        ? [id, ...Object.entries(values).map(([name, value]) => `${name}\u0001${typeof value}\u0001${value}`)].join(
            '\u0000',
          )
        : id;
      let text = kept.get(key);
      if (text === undefined) {
        text = intl.formatMessage({ id }, values);
        if (kept.size >= FORMATTED_KEPT) kept.clear();
        kept.set(key, text);
      }
      return text;
    },
    [intl],
  );
}

/**
 * The signed-in user, from the one store of it: the dva `common` model (localStorage is only its
 * persistence, read when the app starts), and whether they are a student (role 3: read-only screens, own data).
 */
export function useCurrentUser() {
  const userInfo = useSelector((s: { common: { userInfo: Partial<UserInfo> } }) => s.common.userInfo);
  return { userInfo, isStudent: userInfo.userType === ROLE.student };
}

/**
 * Whether a component's load has ended. useRequest reads "not loading, no data" also in the render
 * where its `ready` has just turned true, before its effect starts the load: a load counts as ended
 * once it has been seen running and stopped, or when it is still not running after the first
 * effects of the component's mount (it ended before, or was never asked for).
 */
export function useLoadEnded(loading: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  const started = useRef(loading);
  useEffect(() => setMounted(true), []);
  if (loading || mounted) started.current = true;
  return started.current && !loading;
}

/**
 * Runs `work`, a generator, one step (up to its next `yield`) per idle callback of the browser, from
 * start to end, and again when `work` changes; it stops when the component is gone. Small steps keep
 * a key press from waiting on it. Where the browser has no idle callback (jsdom), it does not run: it
 * may only prepare what would otherwise be done on demand.
 */
export function useWhenIdle(work: () => Iterator<unknown>) {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const steps = work();
    const next = () => {
      if (!steps.next().done) id = requestIdleCallback(next);
    };
    let id = requestIdleCallback(next);
    return () => cancelIdleCallback(id);
  }, [work]);
}

/**
 * A phone held sideways: wider than `md` (a 390 px phone is 844 px across), but too short for the
 * desktop's frame, and touched, not pointed at (a teacher's short desktop window keeps its frame).
 * src/global.less and the layouts' styles fold at the same edges.
 */
export const PHONE_LANDSCAPE_QUERY = '(orientation: landscape) and (max-height: 480px) and (pointer: coarse)';

const subscribeLandscape = (changed: () => void) => {
  const query = window.matchMedia?.(PHONE_LANDSCAPE_QUERY);
  query?.addEventListener?.('change', changed);
  return () => query?.removeEventListener?.('change', changed);
};
const landscapeNow = () => window.matchMedia?.(PHONE_LANDSCAPE_QUERY).matches ?? false;

/**
 * Whether the window is a phone's: narrower than antd's `md` breakpoint (768 px), the width where the
 * frame folds, or a phone held sideways (PHONE_LANDSCAPE_QUERY). False until antd has measured the
 * window, so a wide screen never draws the phone's layout.
 */
export function usePhone(): boolean {
  const narrow = Grid.useBreakpoint().md === false;
  const landscape = useSyncExternalStore(subscribeLandscape, landscapeNow, () => false);
  return narrow || landscape;
}

/** The window's inner height, following a resize: what a projector view fits its rows or charts to. */
export function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const follow = () => setHeight(window.innerHeight);
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);
  return height;
}
