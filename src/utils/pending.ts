/** Counts requests in flight, for the global loading indicator (spec point 2). */
type Listener = (count: number) => void;
let count = 0;
const listeners = new Set<Listener>();

function emit() {
  listeners.forEach((listener) => listener(count));
}

export const pending = {
  start() {
    count += 1;
    emit();
  },
  end() {
    count = Math.max(0, count - 1);
    emit();
  },
  get count() {
    return count;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
