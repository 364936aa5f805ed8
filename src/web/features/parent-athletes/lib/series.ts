/**
 * The season's one QR code (decision 040), apart from React: when the page asks again by
 * itself, and how the opening time reads.
 */
import { formatTime, formatWeekdayDateTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages/public.ts';

/** How often the page asks again while only the coach's switch can open check-in. */
export const BY_COACH_POLL_MS = 30_000;
/** A moment after the opening, so the schedule has switched check-in on. */
export const AFTER_OPENING_MS = 1_500;
/** setTimeout's longest delay (about 24.8 days): a longer wait is taken in steps. */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * How long until the page asks again: to the opening by the server's clock (`serverNow` as
 * it was `elapsedMs` ago), a moment after it, within what one timer can wait.
 */
export function reopenDelay(opensAt: string, serverNow: string, elapsedMs: number): number {
  const wait = Date.parse(opensAt) - Date.parse(serverNow) - elapsedMs + AFTER_OPENING_MS;
  return Math.min(Math.max(wait, 0), MAX_TIMER_MS);
}

/** "today at 6:50 PM" on the day itself (this phone's), else the weekday, date and time. */
export function opensText(opensAt: string, now: Date = new Date()): string {
  const at = new Date(opensAt);
  return at.toDateString() === now.toDateString()
    ? messages.parent.seasonOpensToday(formatTime(at))
    : messages.parent.seasonOpensAt(formatWeekdayDateTime(at));
}
