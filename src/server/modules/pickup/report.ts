/**
 * Pickup in the reports: the check-in report's release columns and the attendance CSV's
 * release cells (an erased phone written by its pseudonym).
 */

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { events, releases } from '#server/db/schema.ts';
import type { Deps } from '#server/http/types.ts';
import { messages } from '#shared/messages.ts';
import { erasedPhoneTag } from '#shared/phone.ts';
import type { ReleaseRow } from './internal.ts';

const t = messages.pickup;

/** A phone as the reports write it: an erased one by its pseudonym (issue 32). */
function phoneText(phone: string | null): string {
  const tag = erasedPhoneTag(phone);
  return tag ? t.erasedPhone(tag) : (phone ?? '');
}

/** A release's columns for the check-in report and attendance CSV, keyed by athlete. */
async function releasesForReport(db: DbOrTx, eventIds: string[]) {
  if (eventIds.length === 0) return new Map<string, ReleaseRow>();
  const rows = await db
    .select()
    .from(releases)
    .where(and(inArray(releases.eventId, eventIds), isNull(releases.undoneAt)));
  return new Map(rows.map((row) => [`${row.eventId}:${row.athleteId}`, row]));
}

/**
 * The report's pickup columns (release time, released to, how, reason) for an event with
 * "Pickup check" on or any release; null otherwise (the report keeps its usual columns).
 */
export async function pickupReportColumns(
  { db }: Pick<Deps, 'db'>,
  input: { eventId: string; formatTime: (date: Date) => string },
): Promise<{ header: string[]; cells: (athleteId: string) => string[] } | null> {
  const [event] = await db
    .select({ pickupCheck: events.pickupCheck })
    .from(events)
    .where(eq(events.id, input.eventId));
  const released = await releasesForReport(db, [input.eventId]);
  if (!event?.pickupCheck && released.size === 0) return null;
  const r = t.report;
  return {
    header: [r.releasedAt, r.releasedTo, r.releaseMethod, r.releaseReason],
    cells: (athleteId) => {
      const row = released.get(`${input.eventId}:${athleteId}`);
      if (!row) return ['', '', '', ''];
      return [
        input.formatTime(row.releasedAt),
        [row.releasedToName, phoneText(row.releasedToPhone)].filter(Boolean).join(' '),
        r.methods[row.method],
        row.reason ?? '',
      ];
    },
  };
}

/**
 * The attendance CSV's pickup cells: for each event of the table with a release, who took
 * each child, when and how ("05/01/2030 6:42:00 PM · Dana Ruiz · Code"); null when none.
 */
export async function pickupAttendanceCells(
  { db }: Pick<Deps, 'db'>,
  input: { eventIds: string[]; formatTime: (date: Date) => string },
): Promise<{ eventIds: Set<string>; cell: (eventId: string, athleteId: string) => string } | null> {
  const released = await releasesForReport(db, input.eventIds);
  if (released.size === 0) return null;
  const r = t.report;
  return {
    eventIds: new Set([...released.values()].map((row) => row.eventId)),
    cell: (eventId, athleteId) => {
      const row = released.get(`${eventId}:${athleteId}`);
      if (!row) return '';
      return [
        input.formatTime(row.releasedAt),
        row.releasedToName ?? phoneText(row.releasedToPhone),
        r.methods[row.method],
        row.reason ?? '',
      ]
        .filter(Boolean)
        .join(' · ');
    },
  };
}
