import type { TapInEvent } from '#shared/schemas.ts';

/**
 * The event the dashboard shows (docs/product.md#coach-dashboard):
 * 1. the one asked for in the address, when it exists;
 * 2. the one already on screen (`shownId`), when it still exists: a switch made by the
 *    schedule or another coach never swaps the roster under the coach's finger; the page
 *    says so and offers the new event instead (decision 035);
 * 3. the first active event;
 * 4. else the event starting nearest to `now`, cancelled ones last: with a season of
 *    occurrences the newest-first list starts with the season's last practice, months away,
 *    when today's is what the coach wants.
 */
export function pickEventId(
  events: readonly TapInEvent[],
  requestedId: string | null,
  options: { shownId?: string | null; now?: number } = {},
): string | null {
  const exists = (id: string | null | undefined): id is string =>
    Boolean(id) && events.some((event) => event.id === id);
  if (exists(requestedId)) return requestedId;
  if (exists(options.shownId)) return options.shownId;
  const active = events.find((event) => event.active);
  if (active) return active.id;
  const now = options.now ?? Date.now();
  let best: TapInEvent | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const event of events) {
    const score =
      Math.abs(new Date(event.date).getTime() - now) +
      (event.cancelled ? Number.MAX_SAFE_INTEGER / 2 : 0);
    if (score < bestScore) {
      best = event;
      bestScore = score;
    }
  }
  return best?.id ?? null;
}
