import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissErrorsFromOtherPages,
  dismissToast,
  TOAST_REMOVE_DELAY_MS,
  toast,
  useToasts,
} from './use-toast.ts';

// The store is a module singleton; read it through the hook's snapshot function.
vi.mock('react', () => ({ useSyncExternalStore: (_s: unknown, get: () => unknown) => get() }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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

  it('closes an error raised on another page, and keeps a success or an error of this page', () => {
    vi.stubGlobal('window', { location: { pathname: '/check-in/link' } });
    toast({ title: 'Link Failed', variant: 'destructive' });
    dismissErrorsFromOtherPages('/check-in/link');
    expect(useToasts()[0]).toMatchObject({ title: 'Link Failed', open: true });
    dismissErrorsFromOtherPages('/check-in/confirmation');
    expect(useToasts()[0]).toMatchObject({ title: 'Link Failed', open: false });

    toast({ title: 'Code Sent', variant: 'success' });
    dismissErrorsFromOtherPages('/check-in/verify');
    expect(useToasts()[0]).toMatchObject({ title: 'Code Sent', open: true });
  });
});
