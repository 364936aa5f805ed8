/**
 * Every TanStack Query key in one table, so a mutation in one feature can refresh
 * another feature's cached data without importing it. The parent's keys and the few every
 * page needs are here; the staff screens' keys are in ./staff-query-keys.ts, so the parent's
 * first page does not carry them (issue 25).
 */
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { pathRoot } from '#shared/api/path.ts';

export const queryKeys = {
  parentSession: [pathRoot(endpoints.parentSession)] as const,
  /** The parent's Texts screen (decision 046). */
  parentTexts: [pathRoot(endpoints.parentTexts)] as const,
  /** What TapIn keeps about this device's phone (decision 044). */
  guardianData: [pathRoot(endpoints.guardianData)] as const,
  publicEvent: (eventId: string) => [pathRoot(endpoints.publicEvent), eventId] as const,
  /** The parent's check-in screen in one answer (decision 022). */
  seriesScreen: (seriesId: string) =>
    [pathRoot(endpoints.seriesScreen), seriesId, 'screen'] as const,
  checkInScreen: (eventId: string) =>
    [pathRoot(endpoints.checkInScreen), eventId, 'screen'] as const,
  eventTeams: (eventId: string) => [pathRoot(endpoints.eventTeams), eventId, 'teams'] as const,
  rosterSearch: (eventId: string, q: string) =>
    [pathRoot(endpoints.rosterSearch), eventId, 'search', { q }] as const,
  /** Prefix of every parent athlete list. */
  parentAthletesAll: [pathRoot(endpoints.parentAthletes)] as const,
  parentAthletes: (eventId: string, phone: string) =>
    [pathRoot(endpoints.parentAthletes), { event: eventId, phone }] as const,
  /** Prefix of every single-athlete query. */
  athleteAll: [pathRoot(endpoints.athlete)] as const,
  athlete: (athleteId: string, eventId: string) =>
    [pathRoot(endpoints.athlete), athleteId, { event: eventId }] as const,
  /** Staff: the signed-in coach or admin (null when signed out). */
  authUser: [pathRoot(endpoints.authUser)] as const,
};
