import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { coachStore } from '#web/lib/offline-queue.ts';
import { saveSnapshot } from '../lib/query-snapshots.ts';

/** At most one write per this interval: a burst of live arrivals is written once more. */
const WRITE_EVERY_MS = 1000;

/**
 * Keeps the latest answer of a query in this browser for a visit with no network
 * (decision 022). `dataUpdatedAt` is when it was last current. The first answer is written at
 * once (the network may go right after it), later ones at most once a second.
 */
export function useRememberQuery(queryKey: QueryKey, data: unknown, dataUpdatedAt: number): void {
  const key = JSON.stringify(queryKey);
  const lastWrite = useRef(0);
  useEffect(() => {
    if (data === undefined) return;
    const write = () => {
      lastWrite.current = Date.now();
      void saveSnapshot(coachStore, JSON.parse(key), data, dataUpdatedAt || Date.now()).catch(
        () => {}, // private mode or a full disk: the dashboard still works online
      );
    };
    const wait = lastWrite.current + WRITE_EVERY_MS - Date.now();
    if (wait <= 0) {
      write();
      return;
    }
    const timer = setTimeout(write, wait);
    return () => clearTimeout(timer);
  }, [key, data, dataUpdatedAt]);
}
