/**
 * What the pickup files share and nobody outside the module needs: the deps the pickup
 * services take, the live-bus announcement of a pickup change, who may collect a child
 * (guardians and added adults), and a child's live release.
 */

import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { parentLinks, releases, trustedAdults } from '#server/db/schema.ts';
import type { Deps } from '#server/http/types.ts';
import { LIVE_CHANNEL } from '#server/platform/live-bus.ts';
import type { PickupChangedMessage, Release } from '#shared/schemas.ts';
import { activeTrustedAdultSql } from '../auth/guardians.ts';

export type PickupDeps = Pick<Deps, 'db' | 'clock' | 'secretKey'> & {
  /** The install's language, for a guardian who chose none (decision 045). */
  config?: Pick<Deps['config'], 'defaultLocale'>;
};

/**
 * Tells every dashboard of the event that a child's pickup changed (`athleteId` null: the
 * switch), on the live bus, in the caller's transaction: said only if it commits.
 */
export async function announcePickup(
  { db }: { db: DbOrTx },
  { eventId, athleteId }: { eventId: string; athleteId: string | null },
) {
  const message: PickupChangedMessage = { type: 'pickup', eventId, athleteId };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
}

export type TrustedPhone = {
  phoneNumber: string;
  name: string | null;
  kind: 'guardian' | 'added';
  id: string | null;
  verified: boolean;
};

/** The phones that may collect a child: its guardians (links) and the adults added for it. */
export async function trustedPhones(
  { db }: { db: DbOrTx },
  athleteId: string,
): Promise<TrustedPhone[]> {
  return (await trustedPhonesOf({ db }, [athleteId])).get(athleteId) ?? [];
}

/**
 * The trusted phones of many children in two queries (the coach's view lists every child
 * checked in): guardians first, by phone, then added adults, oldest first.
 */
export async function trustedPhonesOf(
  { db }: { db: DbOrTx },
  athleteIds: string[],
): Promise<Map<string, TrustedPhone[]>> {
  const result = new Map<string, TrustedPhone[]>(athleteIds.map((id) => [id, []]));
  if (athleteIds.length === 0) return result;
  // Confirmed guardians only, and adults whose guardian is still confirmed (decision 059).
  const [guardians, added] = await Promise.all([
    db
      .selectDistinct({ athleteId: parentLinks.athleteId, phoneNumber: parentLinks.phoneNumber })
      .from(parentLinks)
      .where(and(inArray(parentLinks.athleteId, athleteIds), isNotNull(parentLinks.confirmedAt)))
      .orderBy(asc(parentLinks.athleteId), asc(parentLinks.phoneNumber)),
    db
      .select()
      .from(trustedAdults)
      .where(
        and(inArray(trustedAdults.athleteId, athleteIds), activeTrustedAdultSql('trusted_adults')),
      )
      .orderBy(asc(trustedAdults.createdAt), asc(trustedAdults.id)),
  ]);
  for (const row of guardians)
    result.get(row.athleteId)?.push({
      phoneNumber: row.phoneNumber,
      name: null,
      kind: 'guardian',
      id: null,
      verified: true,
    });
  for (const row of added) {
    const list = result.get(row.athleteId);
    // A guardian added by name too is listed once, as a guardian.
    if (!list || list.some((entry) => entry.phoneNumber === row.phoneNumber)) continue;
    list.push({
      phoneNumber: row.phoneNumber,
      name: row.name,
      kind: 'added',
      id: row.id,
      verified: row.verifiedAt !== null,
    });
  }
  return result;
}

export type ReleaseRow = typeof releases.$inferSelect;

export function toRelease(row: ReleaseRow): Release {
  return {
    id: row.id,
    eventId: row.eventId,
    athleteId: row.athleteId,
    releasedAt: row.releasedAt.toISOString(),
    method: row.method,
    releasedToName: row.releasedToName,
    releasedToPhone: row.releasedToPhone,
    reason: row.reason,
    releasedByUserId: row.releasedByUserId,
    offline: row.offline,
  };
}

export async function liveReleases(
  { db }: { db: DbOrTx },
  { eventId, athleteIds }: { eventId: string; athleteIds?: string[] },
) {
  if (athleteIds && athleteIds.length === 0) return new Map<string, ReleaseRow>();
  const rows = await db
    .select()
    .from(releases)
    .where(
      and(
        eq(releases.eventId, eventId),
        isNull(releases.undoneAt),
        athleteIds ? inArray(releases.athleteId, athleteIds) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.athleteId, row]));
}
