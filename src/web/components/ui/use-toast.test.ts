import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, TOAST_REMOVE_DELAY_MS, toast, useToasts } from './use-toast.ts';

// The store is a module singleton; read it through the hook's snapshot function.
vi.mock('react', () => ({ useSyncExternalStore: (_s: unknown, get: () => unknown) => get() }));

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most one toast, and removes a dismissed one after 1,000,000 ms', () => {
    vi.useFakeTimers();
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect(useToasts()).toHaveLength(1);
    expect(useToasts()[0]).toMatchObject({ title: 'Second', open: true });

    dismissToast(second.id);
    expect(useToasts()[0]).toMatchObject({ title: 'Second', open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(useToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToasts()).toHaveLength(0);
  });
});
