import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissStaleToasts,
  dismissToast,
  TOAST_FOLLOW_MS,
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
    dismissStaleToasts('/check-in/link');
    expect(useToasts()[0]).toMatchObject({ title: 'Link Failed', open: true });
    dismissStaleToasts('/check-in/confirmation');
    expect(useToasts()[0]).toMatchObject({ title: 'Link Failed', open: false });

    toast({ title: 'Code Sent', variant: 'success' });
    dismissStaleToasts('/check-in/verify');
    expect(useToasts()[0]).toMatchObject({ title: 'Code Sent', open: true });
  });

  it("lets a success follow the step's own redirects, and closes it when the parent moves on later", () => {
    vi.stubGlobal('window', { location: { pathname: '/check-in/verify' } });
    const raised = toast({ title: 'Phone Verified', variant: 'success' });
    const at = useToasts()[0]!.raisedAt;
    expect(raised.id).toBeTruthy();
    dismissStaleToasts('/check-in/phone', at + 50);
    dismissStaleToasts('/check-in/athletes', at + 120);
    expect(useToasts()[0]).toMatchObject({ title: 'Phone Verified', open: true });
    dismissStaleToasts('/check-in/link', at + TOAST_FOLLOW_MS + 1);
    expect(useToasts()[0]).toMatchObject({ title: 'Phone Verified', open: false });
  });
});
