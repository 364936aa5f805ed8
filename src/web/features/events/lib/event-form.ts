/**
 * The create-event form's rules (docs/product.md#data, #validation), kept apart from the screen for
 * tests.
 */
import { localTimeZone } from '#shared/i18n/datetime.ts';
import { toLocationId } from '#shared/location.ts';
import type { CreateEventBody } from '#shared/schemas.ts';

/**
 * The form's values. The season's fields (decision 030) are optional: an end time
 * (`HH:MM`, the same day, or the next when earlier than the start), check-in opening by
 * itself `autoOpenMinutes` before the start, and a repeat on ISO weekdays until a date.
 */
export type EventDraft = {
  name: string;
  locationName: string;
  dateTime: string;
  endTime?: string;
  autoOpen?: boolean;
  autoOpenMinutes?: string;
  repeat?: boolean;
  weekdays?: number[];
  until?: string;
};

const DAY_MS = 24 * 60 * 60_000;

/** The ISO weekday (1 Monday … 7 Sunday) of a `datetime-local` value, or null. */
export function startWeekday(dateTime: string): number | null {
  const start = new Date(dateTime);
  if (dateTime === '' || Number.isNaN(start.getTime())) return null;
  return ((start.getDay() + 6) % 7) + 1;
}

/**
 * Ticking Repeat picks the start's weekday when none is chosen yet; moving the start moves
 * that pick along while it is still the only one (a coach's own choice stays).
 */
export function withRepeatDefaults(before: EventDraft, after: EventDraft): EventDraft {
  if (!after.repeat) return after;
  if (before.repeat === after.repeat && before.dateTime === after.dateTime) return after;
  const day = startWeekday(after.dateTime);
  if (day === null) return after;
  const chosen = after.weekdays ?? [];
  const previous = before.repeat ? startWeekday(before.dateTime) : null;
  const untouched =
    chosen.length === 0 || (chosen.length === 1 && previous !== null && chosen[0] === previous);
  return untouched ? { ...after, weekdays: [day] } : after;
}

/**
 * Create Event is enabled only when name, location and date are all present
 * (docs/product.md#validation).
 */
export function isEventDraftComplete(draft: EventDraft): boolean {
  return (
    draft.name.trim() !== '' &&
    draft.locationName.trim() !== '' &&
    draft.dateTime !== '' &&
    !Number.isNaN(new Date(draft.dateTime).getTime()) &&
    (!draft.repeat || ((draft.weekdays?.length ?? 0) > 0 && Boolean(draft.until))) &&
    (!draft.autoOpen || autoOpenMinutes(draft) !== null)
  );
}

function autoOpenMinutes(draft: EventDraft): number | null {
  const minutes = Number(draft.autoOpenMinutes ?? '');
  return draft.autoOpenMinutes?.trim() &&
    Number.isInteger(minutes) &&
    minutes >= 0 &&
    minutes <= 1440
    ? minutes
    : null;
}

/** The end as an ISO timestamp: the start's day at `endTime`, or the next day when earlier. */
export function endsAtOf(dateTime: string, endTime: string | undefined): string | undefined {
  if (!endTime) return undefined;
  const start = new Date(dateTime);
  const end = new Date(`${dateTime.slice(0, 10)}T${endTime}`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return undefined;
  return new Date(end <= start ? end.getTime() + DAY_MS : end.getTime()).toISOString();
}

/**
 * The POST body (docs/product.md#api). A datetime-local value has no zone: it is read in the
 * browser's zone, where the coach is, and sent as an ISO timestamp with one.
 */
export function toCreateEventBody(draft: EventDraft): CreateEventBody {
  const locationName = draft.locationName.trim();
  const endsAt = endsAtOf(draft.dateTime, draft.endTime);
  const minutes = draft.autoOpen ? autoOpenMinutes(draft) : null;
  return {
    name: draft.name.trim(),
    locationId: toLocationId(locationName),
    locationName,
    date: new Date(draft.dateTime).toISOString(),
    active: false,
    ...(endsAt ? { endsAt } : {}),
    ...(minutes !== null ? { autoOpenMinutes: minutes } : {}),
    ...(draft.repeat && draft.weekdays && draft.until
      ? {
          repeat: {
            weekdays: [...draft.weekdays].sort((a, b) => a - b),
            until: draft.until,
            timeZone: localTimeZone(),
          },
        }
      : {}),
  };
}

/**
 * The trimmed new name, or null when it is blank (docs/product.md#validation: "Event name cannot be
 * empty").
 */
export function cleanEventName(value: string): string | null {
  const name = value.trim();
  return name === '' ? null : name;
}
