/**
 * The coach's pickup calls (issue 26): the pickup view of an event, a release (online, or
 * queued with no signal), its undo, the "Pickup check" switch and the "pickup pending" texts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { ACTING_USER_HEADER } from '#shared/constants.ts';
import type { PickupView, ReleaseBody, ReleaseResponse } from '#shared/schemas.ts';
import { api, apiRequest } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';
import type { QueuedRelease } from '../lib/release-queue.ts';

export const coachPickupKeys = {
  view: staffQueryKeys.eventPickup,
};

/**
 * The pickup view. While the dashboard's live stream is up, releases and undos on other
 * tablets arrive as `pickup` messages (and arrivals as `check-in`) that refetch it, so it
 * polls only slowly, for what no message announces (a parent adding an adult, "the last
 * ones waiting" coming due); with the stream down it polls every 10 s.
 */
export function usePickupView(eventId: string, isLive = false) {
  return useQuery({
    queryKey: coachPickupKeys.view(eventId),
    queryFn: () => api.get<PickupView>(apiPath(endpoints.eventPickup, { eventId })),
    refetchInterval: isLive ? 60_000 : 10_000,
    // With no signal the last view (and its code hashes) stays on screen.
    networkMode: 'always',
    retry: false,
  });
}

export function postRelease(eventId: string, body: ReleaseBody): Promise<ReleaseResponse> {
  return api.post<ReleaseResponse>(apiPath(endpoints.createRelease, { eventId }), body);
}

/** A queued release, sent as the coach who made it (decision 035). */
export function sendQueuedRelease(entry: QueuedRelease): Promise<Response> {
  return fetch(apiPath(endpoints.createRelease, { eventId: entry.eventId }), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', [ACTING_USER_HEADER]: entry.userId },
    body: JSON.stringify(entry.body),
  });
}

export function useUndoRelease(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (releaseId: string) =>
      api.delete(apiPath(endpoints.undoRelease, { eventId, releaseId })),
    onSettled: () => client.invalidateQueries({ queryKey: coachPickupKeys.view(eventId) }),
  });
}

export function useSetPickupCheck(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest<void>('PUT', apiPath(endpoints.eventPickupCheck, { eventId }), {
        enabled,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: coachPickupKeys.view(eventId) }),
  });
}

export function useSendPendingTexts(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ queued: number }>(apiPath(endpoints.pickupPendingTexts, { eventId })),
    onSettled: () => client.invalidateQueries({ queryKey: coachPickupKeys.view(eventId) }),
  });
}

/** Marks a phone "not authorised for this child" (a warning on the coach's screen only). */
export function useMarkNotAuthorised(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { athleteId: string; phoneNumber: string }) =>
      api.post<void>(apiPath(endpoints.markNotAuthorised), input),
    onSettled: () => client.invalidateQueries({ queryKey: coachPickupKeys.view(eventId) }),
  });
}

export function useSetSeriesPickupCheck(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { seriesId: string; enabled: boolean }) =>
      apiRequest<void>('PUT', apiPath(endpoints.seriesPickupCheck, { seriesId: input.seriesId }), {
        enabled: input.enabled,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: coachPickupKeys.view(eventId) }),
  });
}
