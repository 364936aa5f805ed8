/**
 * The coach's view of who is linked to the athletes of an event (decision 021): every
 * phone and athlete pair with each way they are linked (the parent linked it, or a roster
 * file listed the phone as a guardian's, and when), phones linked to unusually many
 * athletes flagged; and the coach's removal of a link, audited.
 */
import { sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { appError } from '#server/http/errors.ts';
import type { SessionUser } from '#server/http/sessions.ts';
import type { Deps } from '#server/http/types.ts';
import { normalizePhone } from '#server/platform/phone.ts';
import { LINKED_ATHLETES_FLAG_AT } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type {
  GuardianConfirmer,
  GuardianRemoval,
  ParentLink,
  ParentLinkSource,
} from '#shared/schemas.ts';
import { type StaffScope, teamVisible } from '../auth/scope.ts';
import { findEventRow } from '../events/service.ts';

interface LinkRow {
  phone_number: string;
  athlete_id: string;
  first_name: string;
  last_name: string;
  team_name: string | null;
  source: ParentLinkSource;
  event_id: string | null;
  event_name: string | null;
  created_at: Date | string;
  phone_athlete_count: number;
  confirmed_by: GuardianConfirmer | null;
}

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Every link reaching an athlete of the event roster, one entry per phone and athlete. A
 * coach scoped to teams sees their teams' athletes only, and a phone's count of linked
 * athletes counts only those (decision 044).
 */
export async function listEventParentLinks(
  deps: Pick<Deps, 'db'>,
  { eventId, scope }: { eventId: string; scope: StaffScope },
): Promise<ParentLink[]> {
  const { db } = deps;
  await findEventRow(deps, eventId);
  const found = await rows<LinkRow>(
    db,
    sql`
      with links as (
        select pl.*
        from event_roster ea
        join parent_links pl on pl.athlete_id = ea.athlete_id
        join athletes la on la.id = ea.athlete_id
        where ea.event_id = ${eventId}::uuid and ${teamVisible(scope, sql`la.team_id`)}
      ),
      phone_counts as (
        select pl.phone_number, count(distinct pl.athlete_id)::int as n
        from parent_links pl
        join athletes ca on ca.id = pl.athlete_id
        where pl.phone_number in (select phone_number from links)
          and ${teamVisible(scope, sql`ca.team_id`)}
        group by pl.phone_number
      )
      select links.phone_number, links.athlete_id, a.first_name, a.last_name,
        t.name as team_name, links.source, links.event_id, e.name as event_name,
        links.created_at, phone_counts.n as phone_athlete_count, links.confirmed_by
      from links
      join athletes a on a.id = links.athlete_id
      left join teams t on t.id = a.team_id
      left join events e on e.id = links.event_id
      join phone_counts on phone_counts.phone_number = links.phone_number
      order by lower(a.last_name), lower(a.first_name), a.id, links.phone_number,
        links.created_at`,
  );
  const byPair = new Map<string, ParentLink>();
  for (const row of found) {
    const key = `${row.phone_number} ${row.athlete_id}`;
    let link = byPair.get(key);
    if (!link) {
      const phoneAthleteCount = Number(row.phone_athlete_count);
      link = {
        phoneNumber: row.phone_number,
        athleteId: row.athlete_id,
        firstName: row.first_name,
        lastName: row.last_name,
        teamName: row.team_name,
        sources: [],
        phoneAthleteCount,
        isFlagged: phoneAthleteCount >= LINKED_ATHLETES_FLAG_AT,
        confirmed: false,
        confirmedBy: null,
      };
      byPair.set(key, link);
    }
    // Confirmed while any of its links is (decision 059); the first confirmation names who.
    if (row.confirmed_by && !link.confirmed) {
      link.confirmed = true;
      link.confirmedBy = row.confirmed_by;
    }
    link.sources.push({
      source: row.source,
      eventId: row.event_id,
      eventName: row.event_name,
      createdAt: iso(row.created_at),
    });
  }
  return [...byPair.values()];
}

/**
 * A coach removes the link between a phone and an athlete of the event: every way they
 * were linked (the parent's own, and every roster file's), so the phone no longer sees the
 * athlete anywhere. A later import of a file that still lists the phone links it again.
 */
export async function removeParentLink(
  deps: Pick<Deps, 'db'>,
  input: {
    actor: SessionUser;
    eventId: string;
    athleteId: string;
    phoneNumber: string;
    ip: string;
    /** What the coach may see (decision 044): another team's child's links are not found. */
    scope: StaffScope;
  },
): Promise<void> {
  const { db } = deps;
  const phoneNumber = normalizePhone(input.phoneNumber);
  if (!phoneNumber) throw appError('PARENT_LINK_NOT_FOUND', messages.errors.parentLinkNotFound);
  await db.transaction(async (tx) => {
    await findEventRow({ db: tx }, input.eventId);
    const removed = await rows<{ source: ParentLinkSource; event_id: string | null }>(
      tx,
      sql`
        delete from parent_links pl
        where pl.phone_number = ${phoneNumber}
          and pl.athlete_id = ${input.athleteId}::uuid
          and exists (select 1 from event_roster ea join athletes a on a.id = ea.athlete_id
                      where ea.event_id = ${input.eventId}::uuid and ea.athlete_id = pl.athlete_id
                        and ${teamVisible(input.scope, sql`a.team_id`)})
        returning pl.source, pl.event_id`,
    );
    if (removed.length === 0)
      throw appError('PARENT_LINK_NOT_FOUND', messages.errors.parentLinkNotFound);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.actor.id,
      action: 'parent_link.removed',
      targetType: 'athlete',
      targetId: input.athleteId,
      details: {
        eventId: input.eventId,
        phoneNumber,
        sources: removed.map((row) => ({ source: row.source, eventId: row.event_id })),
      },
      ip: input.ip,
    });
  });
}

/**
 * Links the guardians themselves removed from athletes of the event (decision 044), newest
 * first: the coach sees that a roster-file link is gone on purpose, and that a re-import
 * will not bring it back. The phone is not shown: only a keyed hash of it is kept.
 */
export async function listGuardianRemovals(
  deps: Pick<Deps, 'db'>,
  { eventId, scope }: { eventId: string; scope: StaffScope },
): Promise<GuardianRemoval[]> {
  const { db } = deps;
  await findEventRow(deps, eventId);
  const found = await rows<{
    athlete_id: string;
    first_name: string;
    last_name: string;
    team_name: string | null;
    removed_at: Date | string;
    erased: boolean;
  }>(
    db,
    sql`
      select distinct on (r.removed_at, a.id, r.phone_hash) r.athlete_id, a.first_name,
        a.last_name, t.name as team_name, r.removed_at, r.erased
      from guardian_link_removals r
      join event_roster er on er.athlete_id = r.athlete_id and er.event_id = ${eventId}::uuid
      join athletes a on a.id = r.athlete_id
      left join teams t on t.id = a.team_id
      where ${teamVisible(scope, sql`a.team_id`)}
      order by r.removed_at desc, a.id, r.phone_hash`,
  );
  return found.map((row) => ({
    athleteId: row.athlete_id,
    firstName: row.first_name,
    lastName: row.last_name,
    teamName: row.team_name,
    removedAt: iso(row.removed_at),
    erased: Boolean(row.erased),
  }));
}
