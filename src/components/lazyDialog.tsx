import { Spin } from 'antd';
import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog or drawer whose code downloads when it first opens, not with its screen: until
 * `isOpen(props)` is first true nothing renders; from then on the dialog stays mounted as an
 * always-mounted one would (it closes with its animation and keeps its state between openings).
 * While the code loads, a full-screen spinner says the click was taken.
 */
export function lazyDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, isOpen: (props: P) => boolean) {
  // React's lazy() types its props in a way a generic P does not satisfy; the props pass through as they are.
  const Dialog = lazy(load) as ComponentType<any>;
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
