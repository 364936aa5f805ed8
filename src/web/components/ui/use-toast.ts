/**
 * A tiny toast store (shadcn/ui's pattern): at most one toast at a time, and a dismissed
 * toast stays mounted for 1,000,000 ms before removal (docs/product.md#states, #limits).
 */
import { type ReactNode, useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; the provider default is 5000. */
  duration?: number;
};

/** `path` and `raisedAt`: the page the toast was raised on, and when (see dismissStaleToasts). */
export type ToastItem = ToastInput & { id: string; open: boolean; path: string; raisedAt: number };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  emit(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
}

/** How long after it is raised a success still follows the user to another page. */
export const TOAST_FOLLOW_MS = 1500;

/**
 * Called on every page change. Closes the open error toasts raised on another page than
 * `path`: an error belongs to the step it happened on, and must not sit over the next step's
 * success (a "Link Failed" over "You're Checked In!"). A success follows the step's own
 * redirects ("Code Sent" onto the code step, "Phone Verified" through the phone step onto the
 * athlete list), which come at once; when the parent moves on later by their own hand it
 * closes, instead of covering what they read next ("Enter manually").
 */
export function dismissStaleToasts(path: string, now = Date.now()): void {
  const stale = toasts.filter(
    (item) =>
      item.open &&
      item.path !== path &&
      (item.variant === 'destructive' || now - item.raisedAt > TOAST_FOLLOW_MS),
  );
  for (const item of stale) dismissToast(item.id);
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  emit([{ ...input, id, open: true, path, raisedAt: Date.now() }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
