import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below (or above) the window a deferred part starts to load, so it is usually drawn by the time it scrolls in. */
export const SEEN_MARGIN_PX = 200;

/**
 * Shows `placeholder` until its place comes within SEEN_MARGIN_PX of the window, then `children`
 * (at once where IntersectionObserver is missing). For a part below the fold whose code and drawing
 * would otherwise hold up the rest of the screen: the result view's trend chart (echarts).
 */
export default function WhenSeen({ placeholder, children }: { placeholder: ReactNode; children: () => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: `${SEEN_MARGIN_PX}px 0px`,
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen]);
  return <div ref={ref}>{seen ? children() : placeholder}</div>;
}
