import { useState } from 'react';

/**
 * Whether a dialog has been open at least once. A screen keeps many closed dialogs (one per row of
 * a list, or one whose code loads when it opens): none draws anything before it first opens; from
 * then on it stays mounted, as an always-mounted one would (it closes with its animation and keeps
 * its state between openings).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
