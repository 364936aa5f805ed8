/**
 * What the opening rule (decision 039, `#shared/opening-rule.ts`) will do with an event, said
 * before it happens: on its row in the events table and, for the event being created, in the
 * form. The same functions the server's schedule runs.
 */
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { findHeldWaits, findOverlaps, type OpenEvent } from '#shared/opening-rule.ts';
import type { TapInEvent } from '#shared/schemas.ts';

const s = messages.coachTools.season;

/** An event of the list as the rule reads it. */
export function toOpenEvent(event: TapInEvent): OpenEvent {
  return {
    id: event.id,
    name: event.name,
    date: new Date(event.date),
    endsAt: event.endsAt ? new Date(event.endsAt) : null,
    // The list has no creation time; ties on the start are rare and break by id.
    createdAt: new Date(0),
    autoOpenMinutes: event.autoOpenMinutes,
    cancelledAt: event.cancelled ? new Date(0) : null,
    active: event.active,
    openedBy: event.openedBy,
  };
}

/** The note under an event's name in the table (null: nothing to say). */
export function rowOpeningNote(event: TapInEvent): string | null {
  if (event.heldOpenUntil) return s.heldNote(formatTime(event.heldOpenUntil));
  if (event.waitsFor) return s.waitsNote(event.waitsFor.name, formatTime(event.waitsFor.until));
  return null;
}

/**
 * What will happen to the first occurrence of the event being created, given the events
 * listed now: it waits for one opened by hand, or for a self-opening one starting sooner.
 * Null when the form has no start or no self-opening check-in, or nothing stands in its way.
 */
export function draftOpeningNote(
  draft: { name: string; date: string; endsAt?: string; autoOpenMinutes?: number | null },
  listed: readonly TapInEvent[],
  now: Date,
): string | null {
  if (draft.autoOpenMinutes === null || draft.autoOpenMinutes === undefined) return null;
  const start = new Date(draft.date);
  if (Number.isNaN(start.getTime())) return null;
  const name = draft.name.trim() || s.thisEvent;
  const mine: OpenEvent = {
    id: '~draft',
    name,
    date: start,
    endsAt: draft.endsAt ? new Date(draft.endsAt) : null,
    createdAt: new Date(8.64e15),
    autoOpenMinutes: draft.autoOpenMinutes,
    cancelledAt: null,
    active: false,
    openedBy: null,
  };
  const all = [...listed.map(toOpenEvent), mine];
  const held = findHeldWaits(all, now).get(mine.id);
  if (held) return s.formWaitsHeld(held.name, formatTime(held.until));
  const sooner = findOverlaps(all).get(mine.id);
  if (sooner) return s.formWaitsSooner(sooner.name);
  return null;
}
