import { useDispatch } from '@umijs/max';
import { useCallback } from 'react';

/** dispatch for dva effects: answers the effect's promise (reducer actions are dispatched alike). */
export function useDispatchEffect() {
  const dispatch = useDispatch();
  return useCallback(
    <T = any>(action: { type: string; payload?: unknown }) => dispatch(action) as unknown as Promise<T>,
    [dispatch],
  );
}
