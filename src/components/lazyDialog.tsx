import { Spin } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { useOpenedOnce } from './useOpenedOnce';

/**
 * A dialog or drawer whose code downloads when it first opens, not with its screen: until
 * `isOpen(props)` is first true nothing renders; from then on it stays mounted (useOpenedOnce).
 * While the code loads, a full-screen spinner says the click was taken.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (props: P) => boolean,
) {
  // React's lazy() types its props in a way a generic P does not satisfy; the props pass through as they are.
  const Dialog = lazy(load) as ComponentType<any>;
  // biome-ignore lint/correctness/noComponentHookFactories: each call makes one module-level dialog component.
  return function LazyDialog(props: P) {
    if (!useOpenedOnce(isOpen(props))) return null;
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
