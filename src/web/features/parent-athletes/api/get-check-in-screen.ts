import type { QueryClient } from '@tanstack/react-query';
import type { CheckInScreen } from '../../../../shared/schemas.ts';
import { api, readResponse } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { rememberAthletes, rememberEvent } from '../../offline-check-in/device-memory.ts';

declare global {
  interface Window {
    /** Started by public/theme-init.js before the app's JavaScript arrived. */
    __tapinCheckInScreen?: { event: string; response: Promise<Response> };
  }
}

/**
 * GET /api/parent/events/:id/screen: the event, this device's verified phone and its
 * athletes there, in one round trip (issue 13). Takes the answer theme-init.js asked for
 * early when it is for this event (once).
 */
export async function getCheckInScreen(eventId: string): Promise<CheckInScreen> {
  const early = window.__tapinCheckInScreen;
  if (early) {
    window.__tapinCheckInScreen = undefined;
    if (early.event === eventId) return readResponse<CheckInScreen>(await early.response);
  }
  return api.get<CheckInScreen>(`/api/parent/events/${encodeURIComponent(eventId)}/screen`);
}

/**
 * Fills the caches the parent screens read (session, event, athlete list), so the list
 * shows without another request, and remembers it on this phone for a visit with no signal.
 */
export function seedCheckInScreen(queryClient: QueryClient, screen: CheckInScreen): void {
  const eventId = screen.event.id;
  queryClient.setQueryData(queryKeys.publicEvent(eventId), screen.event);
  queryClient.setQueryData(queryKeys.parentSession, { phoneNumber: screen.phoneNumber });
  if (screen.phoneNumber && screen.athletes) {
    queryClient.setQueryData(
      queryKeys.parentAthletes(eventId, screen.phoneNumber),
      screen.athletes,
    );
    rememberAthletes(screen.phoneNumber, eventId, screen.athletes);
    rememberEvent(screen.event);
  }
}
