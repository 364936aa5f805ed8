/**
 * The parent's pickup calls (issue 26): the phone's pickup codes at an event, and a child's
 * trusted adults (list, add, remove). Keys are this feature's own.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath, pathRoot } from '#shared/api/path.ts';
import type { PickupCodes, TrustedAdults } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/url.ts';

export const pickupKeys = {
  codes: (eventId: string) => [pathRoot(endpoints.parentPickup), { event: eventId }] as const,
  trusted: (athleteId: string) => [pathRoot(endpoints.trustedAdults), athleteId] as const,
};

/** GET /api/parent/pickup?event=: empty unless the event has "Pickup check" on. */
export function useParentPickupCodes(eventId: string) {
  return useQuery({
    queryKey: pickupKeys.codes(eventId),
    queryFn: () =>
      api.get<PickupCodes>(withQuery(apiPath(endpoints.parentPickup), { event: eventId })),
    enabled: Boolean(eventId),
    // A new check-in's code appears as soon as its screen opens; a release within seconds.
    refetchOnMount: 'always',
    refetchInterval: 10_000,
  });
}

export function useTrustedAdults(athleteId: string) {
  return useQuery({
    queryKey: pickupKeys.trusted(athleteId),
    queryFn: () => api.get<TrustedAdults>(apiPath(endpoints.trustedAdults, { athleteId })),
    enabled: Boolean(athleteId),
  });
}

export function useAddTrustedAdult(athleteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adult: { name: string; phoneNumber: string }) =>
      api.post<TrustedAdults>(apiPath(endpoints.addTrustedAdult), { athleteId, ...adult }),
    onSuccess: (data) => client.setQueryData(pickupKeys.trusted(athleteId), data),
  });
}

export function useRemoveTrustedAdult(athleteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(apiPath(endpoints.removeTrustedAdult, { id })),
    onSuccess: () => client.invalidateQueries({ queryKey: pickupKeys.trusted(athleteId) }),
  });
}
