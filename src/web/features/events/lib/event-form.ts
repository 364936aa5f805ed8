/** The create-event form's rules (spec §3, §5), kept apart from the screen for tests. */

export type EventDraft = { name: string; locationName: string; dateTime: string };

/** Create Event is enabled only when name, location and date are all present (spec §5). */
export function isEventDraftComplete(draft: EventDraft): boolean {
  return (
    draft.name.trim() !== '' &&
    draft.locationName.trim() !== '' &&
    draft.dateTime !== '' &&
    !Number.isNaN(new Date(draft.dateTime).getTime())
  );
}

/** The location lower-cased with whitespace runs turned into hyphens (spec §3). */
export function toLocationId(locationName: string): string {
  return locationName.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The POST body (spec §7). A datetime-local value has no zone: it is read in the
 * browser's zone, where the coach is, and sent as an ISO timestamp with one.
 */
export function toCreateEventBody(draft: EventDraft) {
  const locationName = draft.locationName.trim();
  return {
    name: draft.name.trim(),
    locationId: toLocationId(locationName),
    locationName,
    date: new Date(draft.dateTime).toISOString(),
    active: false,
  };
}

/** The trimmed new name, or null when it is blank (spec §5: "Event name cannot be empty"). */
export function cleanEventName(value: string): string | null {
  const name = value.trim();
  return name === '' ? null : name;
}
