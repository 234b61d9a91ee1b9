import { useDispatch } from '@umijs/max';
import { useCallback } from 'react';

/**
 * dispatch for dva effects: answers the effect's promise (reducer actions are dispatched alike).
 * An effect that threw answers undefined, as a failed call does: dva's onError has told the user
 * (utils/dvaConfig.ts), and the screen stops its spinner instead of waiting for ever.
 */
export function useDispatchEffect() {
  const dispatch = useDispatch();
  return useCallback(
    <T = any>(action: { type: string; payload?: unknown }) =>
      Promise.resolve(dispatch(action) as unknown as Promise<T>).catch(() => undefined as T),
    [dispatch],
  );
}
