import { onSessionEnd } from '@/utils/session';
import type { Endpoint } from './endpoints';

/**
 * The one record of the calls the connected backend does not offer: catalogue entries marked
 * `beyondSpec` that answered HTTP 404 or 405 in this session. The request layer writes it; screens
 * read it (src/features/backend/notOffered.tsx) to say so once and leave the controls that need the
 * call aside, without calling it again.
 */
const found = new Set<string>();
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

/** Whether this answer status means the backend does not offer the call: only a call with no basis in the spec can. */
export function meansNotOffered(endpoint: Pick<Endpoint, 'beyondSpec'>, status: number): boolean {
  return !!endpoint.beyondSpec && (status === 404 || status === 405);
}

/** Records that the backend does not offer the call with this catalogue key. */
export function markNotOffered(key: string) {
  if (found.has(key)) return;
  found.add(key);
  changed();
}

/** Whether the call with this catalogue key was found not offered in this session. */
export function isNotOffered(key: string): boolean {
  return found.has(key);
}

/** The catalogue keys found not offered so far, in the order they were found. */
export function notOfferedKeys(): string[] {
  return [...found];
}

/** Calls `listener` whenever the record changes; returns the unsubscribe. */
export function subscribeNotOffered(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets what was found, so the next session asks the backend again (it may have been upgraded meanwhile). */
export function forgetNotOffered() {
  if (!found.size) return;
  found.clear();
  changed();
}

onSessionEnd(forgetNotOffered);
