/**
 * Guardian phones of an import become roster-file links (parent_links, source 'roster',
 * this event) from each phone to its athlete: for every athlete the import carries phones
 * for, the event's file links are replaced by exactly the file's phones; parents' own links
 * and other events' file links are never touched. An import that lists no guardian phone at
 * all is silent about guardians and changes no link (decision 021). A phone the file gives
 * to LINKED_ATHLETES_FLAG_AT children or more (a club office) is linked only when the coach
 * confirmed it in the preview; unconfirmed, it is linked to none of them (decision 040).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { phoneHash } from '#server/platform/crypto.ts';
import { LINKED_ATHLETES_FLAG_AT } from '#shared/constants.ts';
import { type ImportAthlete, rowKey } from './input.ts';
import { chunks, param, rows } from './sql.ts';

/** Guardian links per statement (two phones a row: a 5,000-row file is two statements). */
const LINK_CHUNK = 5_000;

export interface GuardianLinkCounts {
  /** Roster-file links made by this import. */
  added: number;
  /** Roster-file links of this event removed because the file no longer lists the phone. */
  removed: number;
  /** Shared phones of the file nobody confirmed: linked to none of their children. */
  sharedPhonesNotLinked?: Array<{ phone: string; childCount: number }>;
}

/**
 * The file's guardian phones, combined over every row of one athlete (the same child on
 * several contact rows, or two spellings of one team), become exactly this event's
 * roster-file links for the athletes the file speaks for: one read of the event's file
 * links, then set-based deletes and inserts of the difference.
 */
export async function replaceGuardianLinks(
  db: DbOrTx,
  input: {
    eventId: string;
    athletes: ImportAthlete[];
    keyToAthleteId: Map<string, string>;
    /** Shared phones the coach confirmed (E.164). */
    confirmedSharedPhones?: ReadonlySet<string>;
    /** The server's key, to recognise links guardians removed (decision 044). */
    phoneKey: string;
    /**
     * The coach saw these phones in the preview (decision 059): the links confirm the phones
     * as guardians, new ones and this event's file links already there. Absent for a file
     * imported without a preview or a synced sheet: its links wait for a confirmation.
     */
    confirmedAt?: Date;
  },
): Promise<GuardianLinkCounts | null> {
  const phonesByAthlete = new Map<string, Set<string>>();
  let phoneCount = 0;
  for (const athlete of input.athletes) {
    if (!athlete.guardianPhones) continue;
    const athleteId = input.keyToAthleteId.get(rowKey(athlete));
    if (!athleteId) continue;
    const phones = phonesByAthlete.get(athleteId) ?? new Set<string>();
    for (const phone of athlete.guardianPhones) phones.add(phone);
    phonesByAthlete.set(athleteId, phones);
    phoneCount += athlete.guardianPhones.length;
  }
  // A file with no guardian phone at all says nothing about guardians (decision 021).
  if (phoneCount === 0) return null;
  const sharedPhonesNotLinked = holdBackSharedPhones(phonesByAthlete, input.confirmedSharedPhones);

  // This event's file links, read once (its index); the difference is taken here, so no
  // statement's plan depends on how well the planner guesses the size of an array.
  const existing = await rows<{ phone_number: string; athlete_id: string }>(
    db,
    sql`
      select phone_number, athlete_id from parent_links
      where event_id = ${input.eventId}::uuid and source = 'roster'`,
  );
  const have = new Set(existing.map((link) => `${link.athlete_id} ${link.phone_number}`));
  const stale = existing.filter(
    (link) =>
      phonesByAthlete.has(link.athlete_id) &&
      !phonesByAthlete.get(link.athlete_id)?.has(link.phone_number),
  );
  const candidates: { athleteId: string; phone: string }[] = [];
  for (const [athleteId, phones] of phonesByAthlete) {
    for (const phone of phones) {
      if (!have.has(`${athleteId} ${phone}`)) candidates.push({ athleteId, phone });
    }
  }
  // A link the guardian removed themselves is never made again by a file (decision 044).
  const removedByGuardian = await guardianRemovals(
    db,
    candidates.map((link) => link.athleteId),
  );
  const fresh = candidates.filter(
    (link) => !removedByGuardian.has(`${link.athleteId} ${phoneHash(input.phoneKey, link.phone)}`),
  );

  const confirmedAt = input.confirmedAt?.toISOString() ?? null;
  let removed = 0;
  for (const chunk of chunks(stale, LINK_CHUNK)) {
    const [result] = await rows<{ n: number }>(
      db,
      sql`
        with removed as (
          delete from parent_links pl
          using unnest(
            ${param(chunk.map((link) => link.phone_number))}::text[],
            ${param(chunk.map((link) => link.athlete_id))}::uuid[]
          ) as stale(phone_number, athlete_id)
          where pl.phone_number = stale.phone_number
            and pl.athlete_id = stale.athlete_id
            and pl.event_id = ${input.eventId}::uuid
          returning 1
        )
        select count(*)::int as n from removed`,
    );
    removed += Number(result?.n ?? 0);
  }
  let added = 0;
  for (const chunk of chunks(fresh, LINK_CHUNK)) {
    const [result] = await rows<{ n: number }>(
      db,
      sql`
        with added as (
          insert into parent_links (phone_number, athlete_id, source, event_id, confirmed_at, confirmed_by)
          select listed.phone_number, listed.athlete_id, 'roster', ${input.eventId}::uuid,
            ${confirmedAt}::timestamptz, ${confirmedAt ? 'import' : null}::text
          from unnest(
            ${param(chunk.map((link) => link.phone))}::text[],
            ${param(chunk.map((link) => link.athleteId))}::uuid[]
          ) as listed(phone_number, athlete_id)
          on conflict (phone_number, athlete_id, event_id) do nothing
          returning 1
        )
        select count(*)::int as n from added`,
    );
    added += Number(result?.n ?? 0);
  }
  if (input.confirmedAt) {
    const listed = [...phonesByAthlete].flatMap(([athleteId, phones]) =>
      [...phones].map((phone) => ({ athleteId, phone })),
    );
    for (const chunk of chunks(listed, LINK_CHUNK)) {
      await db.execute(sql`
        update parent_links pl set confirmed_at = ${confirmedAt}::timestamptz, confirmed_by = 'import'
        from unnest(
          ${param(chunk.map((link) => link.phone))}::text[],
          ${param(chunk.map((link) => link.athleteId))}::uuid[]
        ) as listed(phone_number, athlete_id)
        where pl.phone_number = listed.phone_number and pl.athlete_id = listed.athlete_id
          and pl.event_id = ${input.eventId}::uuid and pl.confirmed_at is null`);
    }
  }
  return {
    added,
    removed,
    ...(sharedPhonesNotLinked.length > 0 ? { sharedPhonesNotLinked } : {}),
  };
}

/** The removals guardians made for these athletes, as "athleteId phoneHash". */
async function guardianRemovals(db: DbOrTx, athleteIds: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of chunks([...new Set(athleteIds)])) {
    const removals = await rows<{ athlete_id: string; phone_hash: string }>(
      db,
      sql`select athlete_id, phone_hash from guardian_link_removals
        where athlete_id = any(${param(chunk)}::uuid[])`,
    );
    for (const removal of removals) found.add(`${removal.athlete_id} ${removal.phone_hash}`);
  }
  return found;
}

/**
 * Takes the phones given to LINKED_ATHLETES_FLAG_AT athletes or more, and not confirmed, out
 * of every athlete's phones (so any file link of theirs on this event goes too); answers them.
 * Counted over the athletes the rows matched, the same children the preview counted.
 */
function holdBackSharedPhones(
  phonesByAthlete: Map<string, Set<string>>,
  confirmed: ReadonlySet<string> = new Set(),
): Array<{ phone: string; childCount: number }> {
  const children = new Map<string, number>();
  for (const phones of phonesByAthlete.values()) {
    for (const phone of phones) children.set(phone, (children.get(phone) ?? 0) + 1);
  }
  const held = [...children]
    .filter(([phone, childCount]) => childCount >= LINKED_ATHLETES_FLAG_AT && !confirmed.has(phone))
    .map(([phone, childCount]) => ({ phone, childCount }))
    .sort((a, b) => b.childCount - a.childCount || a.phone.localeCompare(b.phone));
  for (const { phone } of held) for (const phones of phonesByAthlete.values()) phones.delete(phone);
  return held;
}
