/**
 * Every TanStack Query key in one table, so a mutation in one feature can refresh
 * another feature's cached data without importing it.
 */
export const queryKeys = {
  parentSession: ['/api/parent/session'] as const,
  /** The parent's Texts screen (decision 046). */
  parentTexts: ['/api/parent/texts'] as const,
  /** What TapIn keeps about this device's phone (decision 044). */
  guardianData: ['/api/parent/my-data'] as const,
  publicEvent: (eventId: string) => ['/api/parent/events', eventId] as const,
  /** The parent's check-in screen in one answer (decision 022). */
  seriesScreen: (seriesId: string) => ['/api/parent/series', seriesId, 'screen'] as const,
  checkInScreen: (eventId: string) => ['/api/parent/events', eventId, 'screen'] as const,
  eventTeams: (eventId: string) => ['/api/parent/events', eventId, 'teams'] as const,
  rosterSearch: (eventId: string, q: string) =>
    ['/api/parent/events', eventId, 'search', { q }] as const,
  /** Prefix of every parent athlete list. */
  parentAthletesAll: ['/api/athletes'] as const,
  parentAthletes: (eventId: string, phone: string) =>
    ['/api/athletes', { event: eventId, phone }] as const,
  /** Prefix of every single-athlete query. */
  athleteAll: ['/api/athlete'] as const,
  athlete: (athleteId: string, eventId: string) =>
    ['/api/athlete', athleteId, { event: eventId }] as const,
  /** Staff: the signed-in coach or admin (null when signed out). */
  authUser: ['/api/auth/user'] as const,
  authProviders: ['/api/auth/providers'] as const,
  adminUsers: ['/api/admin/users'] as const,
  /** Admin: texts sent today and this month, cost and the daily cap (decision 042). */
  adminTexts: ['/api/admin/texts'] as const,
  /** Staff: what the late-arrivals nudge would send for an event (decision 042). */
  lateNudge: (eventId: string) => ['/api/events', eventId, 'late-nudge'] as const,
  /** Admin: which mode the club is in, and every team (decision 044). */
  coachTeams: ['/api/admin/coach-teams'] as const,
  /** Admin: the audit log under its filters. */
  auditLog: (filters: Record<string, string>) => ['/api/admin/audit', filters] as const,
  /** Staff: every event (the coach tools and the dashboard share this list). */
  events: ['/api/events'] as const,
  /** Staff: the events before the current ones, a page at a time (decision 038). */
  earlierEvents: ['/api/events', { scope: 'past' }] as const,
  eventRoster: (eventId: string) => ['/api/events', eventId, 'athletes'] as const,
  /** The coach's pickup view of an event (issue 26), refetched on the live stream's `pickup`. */
  eventPickup: (eventId: string) => ['/api/events', eventId, 'pickup'] as const,
  checkIns: (eventId: string) => ['/api/check-ins', eventId] as const,
  /** Staff: what the schedule did that this coach has not dismissed (decision 039). */
  scheduleNotices: ['/api/schedule-notices'] as const,
  /** Staff: who is linked to the athletes of an event. */
  parentLinks: (eventId: string) => ['/api/events', eventId, 'parent-links'] as const,
  /** Staff: every team (coach tools). */
  teams: ['/api/teams'] as const,
  /** Staff: an event's QR code as a data: URL (the QR generator). */
  eventQrCode: (eventId: string) => ['/api/qr-code', eventId] as const,
  seriesQrCode: (seriesId: string) => ['/api/series', seriesId, 'qr-code'] as const,
};
