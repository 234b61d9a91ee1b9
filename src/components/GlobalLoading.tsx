import { useEffect, useState } from 'react';
import { pending } from '@/utils/pending';

/** A thin bar at the top of the page while any request is pending (spec point 2). */
export default function GlobalLoading() {
  const [count, setCount] = useState(pending.count);
  useEffect(() => pending.subscribe(setCount), []);
  if (count === 0) return null;
  return <div className="sworld-global-loading" role="progressbar" aria-label="loading" data-pending={count} />;
}
