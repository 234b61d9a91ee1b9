import { createContext, useContext } from 'react';

/**
 * Counters bumped when the poll saw the training (state, round, version) or the meeting (phase,
 * version, publication) change: panels with their own data reload when their counter moves.
 */
export const LiveContext = createContext({ training: 0, menu: 0 });

export function useRevision() {
  return useContext(LiveContext);
}
