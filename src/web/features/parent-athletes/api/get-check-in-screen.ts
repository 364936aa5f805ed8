import type { QueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { CheckInScreen } from '#shared/schemas.ts';
import { rememberAthletes, rememberEvent } from '#web/features/offline-check-in/device-memory.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

declare global {
  interface Window {
    /** Started by public/theme-init.js before the app's JavaScript arrived. */
    __tapinCheckInScreen?: { event: string; response: Promise<Response>; arrived?: boolean };
  }
}

/**
 * GET /api/parent/events/:id/screen: the event, this device's verified phone and its
 * athletes there, in one round trip (decision 022). Takes the answer theme-init.js asked for
 * early when it is for this event (once).
 */
export async function getCheckInScreen(eventId: string): Promise<CheckInScreen> {
  const early = window.__tapinCheckInScreen;
  if (early) {
    window.__tapinCheckInScreen = undefined;
    if (early.event === eventId) return readResponse<CheckInScreen>(await early.response);
  }
  return api.get<CheckInScreen>(apiPath(endpoints.checkInScreen, { eventId }));
}

/**
 * The early answer when it is already here as the app starts (a cached app on a phone
 * whose request beat the JavaScript) and is a success: taken, so the first render can be
 * the screen it leads to instead of the QR landing. Null otherwise (left for the landing).
 */
export async function takeArrivedCheckInScreen(eventId: string): Promise<CheckInScreen | null> {
  const early = window.__tapinCheckInScreen;
  if (!early?.arrived || early.event !== eventId) return null;
  const response = await early.response;
  if (!response.ok) return null;
  window.__tapinCheckInScreen = undefined;
  try {
    return await readResponse<CheckInScreen>(response);
  } catch {
    return null;
  }
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
