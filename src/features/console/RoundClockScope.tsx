import { createContext, type ReactNode, useContext } from 'react';
import RoundClockText from './RoundClockText';
import { type RoundClock, useRoundClock } from './roundClock';

const Clock = createContext<RoundClock | null>(null);

/**
 * Ticks the round's clock for what it wraps: each second only the parts that read it
 * (`useScopedClock`) draw again, not the screen around them.
 */
export function RoundClockScope({
  input,
  children,
}: {
  input: Parameters<typeof useRoundClock>[0];
  children: ReactNode;
}) {
  const clock = useRoundClock(input);
  return <Clock.Provider value={clock}>{children}</Clock.Provider>;
}

/** The clock of the enclosing RoundClockScope. */
export function useScopedClock(): RoundClock {
  const clock = useContext(Clock);
  if (!clock) throw new Error('useScopedClock is used outside a RoundClockScope');
  return clock;
}

/** The enclosing scope's clock as text (`large`: the teacher console's, with its colours). */
export function ScopedClockText({ large }: { large?: boolean }) {
  return <RoundClockText clock={useScopedClock()} large={large} />;
}
