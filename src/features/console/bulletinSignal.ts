import { useEffect, useRef } from 'react';

/**
 * A sign, between the windows of one browser, that a training's bulletin has a new entry: the
 * teacher's console gives it after an announcement, and the projector view it opened reads the
 * bulletin at once instead of polling for it. No request is made; a browser without
 * BroadcastChannel simply gives and hears nothing.
 */
const CHANNEL = 'sworld-bulletin';

export function announceBulletin(trainId: string) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ trainId });
  channel.close();
}

/** Calls `onSignal` when another window of this browser announced on `trainId`'s bulletin. */
export function useBulletinSignal(trainId: string, onSignal: () => void) {
  const latest = useRef(onSignal);
  latest.current = onSignal;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<{ trainId?: string }>) => {
      if (event.data?.trainId === trainId) latest.current();
    };
    return () => channel.close();
  }, [trainId]);
}
