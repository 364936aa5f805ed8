/**
 * The returning parent's scan (decisions 022, 029, 054). Before the app's first render, a
 * scan of `/check-in?event=…` opens on the athlete list at once when the list is already on
 * this phone: the screen's answer if it arrived, else the list this phone remembers of this
 * very event. The screen's request (started by theme-init.js, or held by the service worker)
 * is then the list's own query: it replaces what was remembered, or sends the parent to the
 * phone step when this device is no longer verified. Nothing waits for it before the tap.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ParentAthlete } from '#shared/schemas.ts';
import { readMemory } from '#web/features/offline-check-in/device-memory.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { isSamePhone } from '#web/lib/phone.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  getCheckInScreen,
  seedCheckInScreen,
  takeArrivedCheckInScreen,
} from './api/get-check-in-screen.ts';
import { getParentAthletes, type ParentAthletesInput } from './api/get-parent-athletes.ts';
import { destination, rememberedScreen } from './lib/returning.ts';

/** The event whose list was opened from this phone's memory, before any answer. */
let openedFromMemory: string | null = null;

/**
 * Before the first render: the screen's answer already here fills the caches and goes where
 * the landing would; else this event's remembered list goes to the athlete list at once.
 * Otherwise the QR landing shows and asks, as ever.
 */
export async function openCheckInScreen(queryClient: QueryClient): Promise<void> {
  try {
    const eventId = new URLSearchParams(window.location.search).get('event')?.trim();
    if (window.location.pathname !== paths.checkIn.start.pattern || !eventId) return;
    const answer = await takeArrivedCheckInScreen(eventId);
    if (answer) {
      // A closed occurrence of a series: the landing goes on to the season's screen.
      if (answer.event.seriesId && !answer.event.active) return;
      seedCheckInScreen(queryClient, answer);
      goTo(destination(eventId, answer.phoneNumber));
      return;
    }
    const remembered = rememberedScreen(readMemory(), eventId);
    if (!remembered) return;
    queryClient.setQueryData(queryKeys.publicEvent(eventId), remembered.event);
    openedFromMemory = eventId;
    goTo(destination(eventId, remembered.phoneNumber));
  } catch {
    // The landing asks again.
  }
}

function goTo(path: string): void {
  window.history.replaceState(window.history.state, '', path);
}

/** The remembered list shown while the list's answer is on its way, on a scan opened so. */
export function rememberedWhileAsking(eventId: string, phone: string): ParentAthlete[] | undefined {
  if (openedFromMemory !== eventId) return undefined;
  const remembered = rememberedScreen(readMemory(), eventId);
  return remembered && isSamePhone(remembered.phoneNumber, phone) ? remembered.athletes : undefined;
}

/**
 * The athlete list's query function: the scan's own screen request when it is still to be
 * taken (a list opened from memory), else GET /api/athletes.
 */
export async function askForAthletes(
  queryClient: QueryClient,
  input: ParentAthletesInput,
): Promise<ParentAthlete[]> {
  if (window.__tapinCheckInScreen?.event !== input.eventId) return getParentAthletes(input);
  const answer = await getCheckInScreen(input.eventId);
  seedCheckInScreen(queryClient, answer);
  if (!answer.phoneNumber || !isSamePhone(answer.phoneNumber, input.phone)) {
    // This device no longer holds this phone's verification: the phone step, as the
    // landing would have sent it.
    throw new ApiError(401, JSON.stringify({ code: 'DEVICE_NOT_VERIFIED' }), 'Unauthorized');
  }
  return answer.athletes ?? [];
}
