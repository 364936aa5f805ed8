/**
 * The network and this device's release queue as React state: both are read again on
 * `online`/`offline` and whenever the queue changes (RELEASE_QUEUE_CHANGED).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type QueuedRelease, queuedReleases, RELEASE_QUEUE_CHANGED } from '../lib/release-queue.ts';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  window.addEventListener(RELEASE_QUEUE_CHANGED, onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    window.removeEventListener(RELEASE_QUEUE_CHANGED, onChange);
  };
}

/** Whether the browser says it has a network connection (`navigator.onLine`), kept current. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/** The releases queued on this device, read again whenever the queue or the network changes. */
export function useQueued(): QueuedRelease[] {
  const [queued, setQueued] = useState<QueuedRelease[]>([]);
  useEffect(() => {
    const read = () => void queuedReleases().then(setQueued, () => {});
    read();
    return subscribeOnline(read);
  }, []);
  return queued;
}
