import type { TapInEvent } from '#shared/schemas.ts';

/**
 * The event the dashboard shows: the one asked for in the address when it exists, else
 * the first active event, else the first event (docs/product.md#coach-dashboard; the list is newest
 * first).
 */
export function pickEventId(
  events: readonly TapInEvent[],
  requestedId: string | null,
): string | null {
  if (requestedId && events.some((event) => event.id === requestedId)) return requestedId;
  return (events.find((event) => event.active) ?? events[0])?.id ?? null;
}
