/**
 * The staff screens' TanStack Query keys (the rest are in ./query-keys.ts): kept apart so the
 * parent's first page does not load the staff half of the API contract (issue 25).
 */
import { pathRoot } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';

export const staffQueryKeys = {
  authProviders: [pathRoot(endpoints.authProviders)] as const,
  adminUsers: [pathRoot(endpoints.adminUsers)] as const,
  /** Admin: texts sent today and this month, cost and the daily cap (decision 042). */
  adminTexts: [pathRoot(endpoints.adminTexts)] as const,
  /** Staff: what the late-arrivals nudge would send for an event (decision 042). */
  lateNudge: (eventId: string) => [pathRoot(endpoints.lateNudge), eventId, 'late-nudge'] as const,
  /** Admin: which mode the club is in, and every team (decision 044). */
  coachTeams: [pathRoot(endpoints.adminCoachTeams)] as const,
  /** Admin: the audit log under its filters. */
  auditLog: (filters: Record<string, string>) => [pathRoot(endpoints.adminAudit), filters] as const,
  /** Staff: every event (the coach tools and the dashboard share this list). */
  events: [pathRoot(endpoints.events)] as const,
  /** Staff: the events before the current ones, a page at a time (decision 038). */
  earlierEvents: [pathRoot(endpoints.events), { scope: 'past' }] as const,
  eventRoster: (eventId: string) => [pathRoot(endpoints.eventRoster), eventId, 'athletes'] as const,
  /** The coach's pickup view of an event (issue 26), refetched on the live stream's `pickup`. */
  eventPickup: (eventId: string) => [pathRoot(endpoints.eventPickup), eventId, 'pickup'] as const,
  checkIns: (eventId: string) => [pathRoot(endpoints.checkIns), eventId] as const,
  /** Staff: what the schedule did that this coach has not dismissed (decision 039). */
  scheduleNotices: [pathRoot(endpoints.scheduleNotices)] as const,
  /** Staff: who is linked to the athletes of an event. */
  parentLinks: (eventId: string) =>
    [pathRoot(endpoints.parentLinks), eventId, 'parent-links'] as const,
  /** Staff: every team (coach tools). */
  teams: [pathRoot(endpoints.teams)] as const,
  /** Staff: an event's QR code as a data: URL (the QR generator). */
  eventQrCode: (eventId: string) => [pathRoot(endpoints.eventQrCode), eventId] as const,
  seriesQrCode: (seriesId: string) =>
    [pathRoot(endpoints.seriesQrCode), seriesId, 'qr-code'] as const,
};
