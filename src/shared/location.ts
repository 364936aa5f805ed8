/**
 * An event's location id: the location's name lower-cased, with each run of whitespace
 * turned into one hyphen ("North  Gym B" → "north-gym-b"). The create-event form sends it
 * and the server stores it; both build it here, so they cannot drift apart.
 */
export function toLocationId(locationName: string): string {
  return locationName.trim().toLowerCase().replace(/\s+/g, '-');
}
