import type { ReactNode } from 'react';
import styles from './ScrollRegion.less';

/**
 * A wide table's own scrolling box, for a screen narrower than the table (a phone): the page never
 * scrolls sideways, the table's first column stays in view, and the box is a named region a keyboard
 * reaches (Tab, then the arrow keys scroll it), as WCAG asks of a scrolling area with nothing
 * focusable in it.
 */
export default function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
    <section aria-label={label} tabIndex={0} className={styles.region}>
      {children}
    </section>
  );
}
