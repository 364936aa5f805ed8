/**
 * The parent side: a verified phone sees and checks in only its own linked athletes, on
 * an event's roster, while the event is active. Check-ins are idempotent.
 */
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { parentLinksLock } from '#server/db/locks.ts';
import {
  athletes,
  checkIns,
  eventRoster,
  eventSeries,
  events,
  parentLinks,
  teams,
} from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import {
  MAX_LINKED_ATHLETES_PER_PHONE,
  ROSTER_SEARCH_MAX_RESULTS,
  ROSTER_SEARCH_MIN_CHARS,
} from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import { foldAccents } from '#shared/names.ts';
import type {
  Athlete,
  ParentAthlete,
  PublicEvent,
  RosterMatch,
  SeriesScreen,
  Team,
} from '#shared/schemas.ts';
import { type CheckInResult, recordCheckIn, toCheckIn } from '../check-ins/service.ts';
import { DEFAULT_EVENT_MINUTES, windowOf } from '../events/service.ts';
import { announceNewLink } from '../guardianship/service.ts';
import { matchAthlete } from './match-athlete.ts';

const athleteColumns = {
  id: athletes.id,
  firstName: athletes.firstName,
  lastName: athletes.lastName,
  teamId: athletes.teamId,
  teamName: teams.name,
  gradYear: athletes.gradYear,
};

export async function findPublicEvent(
  { db }: { db: DbOrTx },
  eventId: string,
): Promise<PublicEvent> {
  const [event] = await db
    .select({
      id: events.id,
      name: events.name,
      locationName: events.locationName,
      date: events.date,
      active: events.active,
      seriesId: events.seriesId,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  return { ...event, date: event.date.toISOString() };
}

/**
 * The season's one QR code (decision 040): the occurrence of the series open now; else the
 * next occurrence not cancelled that has not ended, and when check-in opens by itself
 * (null when it is in the past, or the occurrence opens only by the coach's switch); else
 * the season is over. One statement; the schedule ran just before (schedule/routes.ts).
 */
export async function findSeriesScreen(
  { db }: Pick<Deps, 'db'>,
  input: { seriesId: string; now: Date },
): Promise<SeriesScreen> {
  const [series] = await db
    .select({ id: eventSeries.id, name: eventSeries.name, locationName: eventSeries.locationName })
    .from(eventSeries)
    .where(eq(eventSeries.id, input.seriesId));
  if (!series) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  const now = input.now.toISOString();
  // The open one first; then, of those not ended, the one starting soonest.
  const [next] = await db
    .select({
      id: events.id,
      name: events.name,
      locationName: events.locationName,
      date: events.date,
      endsAt: events.endsAt,
      active: events.active,
      autoOpenMinutes: events.autoOpenMinutes,
      cancelledAt: events.cancelledAt,
    })
    .from(events)
    .where(
      and(
        eq(events.seriesId, series.id),
        isNull(events.cancelledAt),
        or(
          eq(events.active, true),
          sql`coalesce(${events.endsAt}, ${events.date} + make_interval(mins => ${DEFAULT_EVENT_MINUTES}::int)) > ${now}::timestamptz`,
        ),
      ),
    )
    .orderBy(desc(events.active), asc(events.date), asc(events.id))
    .limit(1);
  const base = { series, now };
  if (!next) return { ...base, state: 'over', event: null, opensAt: null };
  const event: PublicEvent = {
    id: next.id,
    name: next.name,
    locationName: next.locationName,
    date: next.date.toISOString(),
    active: next.active,
    seriesId: series.id,
  };
  if (next.active) return { ...base, state: 'open', event, opensAt: null };
  const opensAt = windowOf(next)?.opensAt ?? null;
  return {
    ...base,
    state: 'upcoming',
    event,
    opensAt: opensAt && opensAt > input.now ? opensAt.toISOString() : null,
  };
}

/** Teams that have an athlete on the event's roster: the choices of the manual link form. */
export async function listEventTeams({ db }: Pick<Deps, 'db'>, eventId: string): Promise<Team[]> {
  await findPublicEvent({ db }, eventId);
  return db
    .selectDistinct({ id: teams.id, name: teams.name })
    .from(eventRoster)
    .innerJoin(athletes, eq(athletes.id, eventRoster.athleteId))
    .innerJoin(teams, eq(teams.id, athletes.teamId))
    .where(eq(eventRoster.eventId, eventId))
    .orderBy(asc(teams.name));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * foldAccents in SQL: lower case, decomposed (NFD), combining marks dropped. Both databases
 * have normalize() (PostgreSQL 13+, PGlite).
 */
const COMBINING_MARKS = '[\u0300-\u036f]';
const folded = (text: SQL) =>
  sql`regexp_replace(normalize(lower(${text}), NFD), ${COMBINING_MARKS}, '', 'g')`;

/**
 * Case- and accent-insensitive substring search over an event roster by name or team ("jose"
 * finds José, by the same rule as the coach's roster search: #shared/names.ts foldAccents). A
 * parent gets at most a handful of matches with name, team and year, never the whole roster.
 */
export async function searchRoster(
  { db }: Pick<Deps, 'db'>,
  { eventId, query }: { eventId: string; query: string },
): Promise<RosterMatch[]> {
  const q = query.trim();
  if (q.length < ROSTER_SEARCH_MIN_CHARS)
    throw appError('SEARCH_TOO_SHORT', messages.errors.searchTooShort);
  await findPublicEvent({ db }, eventId);
  const pattern = `%${escapeLike(foldAccents(q))}%`;
  const fullName = folded(sql`${athletes.firstName} || ' ' || ${athletes.lastName}`);
  return db
    .select({
      id: athletes.id,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      teamName: teams.name,
      gradYear: athletes.gradYear,
    })
    .from(eventRoster)
    .innerJoin(athletes, eq(athletes.id, eventRoster.athleteId))
    .leftJoin(teams, eq(teams.id, athletes.teamId))
    .where(
      and(
        eq(eventRoster.eventId, eventId),
        or(sql`${fullName} like ${pattern}`, sql`${folded(sql`${teams.name}`)} like ${pattern}`),
      ),
    )
    .orderBy(asc(athletes.lastName), asc(athletes.firstName))
    .limit(ROSTER_SEARCH_MAX_RESULTS);
}

/** The athletes linked to a phone; with an event, only those on its roster, with check-ins. */
export async function listParentAthletes(
  { db }: Pick<Deps, 'db'>,
  options: { phoneNumber: string; eventId?: string; athleteId?: string; isEventKnown?: boolean },
): Promise<ParentAthlete[]> {
  if (options.eventId && !options.isEventKnown) await findPublicEvent({ db }, options.eventId);
  const eventId = options.eventId ?? null;
  const rows = await db
    .select({
      ...athleteColumns,
      checkInTimestamp: checkIns.timestamp,
      checkInSource: checkIns.source,
    })
    .from(athletes)
    .leftJoin(teams, eq(teams.id, athletes.teamId))
    .leftJoin(
      checkIns,
      and(
        eq(checkIns.athleteId, athletes.id),
        eventId ? eq(checkIns.eventId, eventId) : sql`false`,
      ),
    )
    .where(
      and(
        // Any link, from the parent or a roster file; an athlete shows once however many.
        sql`exists (select 1 from ${parentLinks} where ${parentLinks.phoneNumber} = ${options.phoneNumber} and ${parentLinks.athleteId} = ${athletes.id})`,
        options.athleteId ? eq(athletes.id, options.athleteId) : undefined,
        eventId
          ? sql`exists (select 1 from ${eventRoster} where ${eventRoster.eventId} = ${eventId} and ${eventRoster.athleteId} = ${athletes.id})`
          : undefined,
      ),
    )
    .orderBy(asc(athletes.firstName), asc(athletes.lastName));
  return rows.map(({ checkInTimestamp, checkInSource, ...athlete }) => ({
    ...athlete,
    checkIn:
      eventId && checkInTimestamp && checkInSource
        ? toCheckIn({
            athleteId: athlete.id,
            eventId,
            timestamp: checkInTimestamp,
            source: checkInSource,
          })
        : null,
  }));
}

/** One athlete linked to this phone; another phone's athlete is as unknown as a missing one. */
export async function findParentAthlete(
  deps: Pick<Deps, 'db'>,
  options: { phoneNumber: string; athleteId: string; eventId?: string },
): Promise<ParentAthlete> {
  const [athlete] = await listParentAthletes(deps, options);
  if (!athlete) throw appError('ATHLETE_NOT_FOUND', messages.errors.athleteNotFound);
  return athlete;
}

/**
 * Records the parent's own link from a phone to an athlete (again: no change), up to
 * MAX_LINKED_ATHLETES_PER_PHONE athletes: a verified phone cannot adopt a whole roster.
 * Every link counts toward the cap, roster-file ones included, but an athlete the phone
 * already reaches (say, through the roster file) takes no new place: the parent's own link
 * is added beside it, so it stays when the file later drops the phone (decision 021).
 * Serialised per phone, so two links at once cannot both take the last place.
 */
async function linkPhoneToAthlete(
  db: DbOrTx,
  phoneNumber: string,
  athleteId: string,
): Promise<boolean> {
  await db.execute(parentLinksLock(phoneNumber));
  const linked = await db
    .select({ athleteId: parentLinks.athleteId, source: parentLinks.source })
    .from(parentLinks)
    .where(eq(parentLinks.phoneNumber, phoneNumber));
  const mine = linked.filter((link) => link.athleteId === athleteId);
  if (mine.some((link) => link.source === 'parent')) return false;
  const athleteCount = new Set(linked.map((link) => link.athleteId)).size;
  if (mine.length === 0 && athleteCount >= MAX_LINKED_ATHLETES_PER_PHONE) {
    throw appError('TOO_MANY_LINKS', messages.errors.tooManyLinks(MAX_LINKED_ATHLETES_PER_PHONE));
  }
  // The parent's own link is never a confirmation (decision 059): it only checks in.
  const written = await db
    .insert(parentLinks)
    .values({ phoneNumber, athleteId, source: 'parent' })
    .onConflictDoNothing()
    .returning({ athleteId: parentLinks.athleteId });
  // New to this child (no other link already reached it): the guardians are to be told.
  return written.length > 0 && mine.length === 0;
}

/**
 * Links a verified phone to an athlete of the event roster: the one the parent picked from
 * the search, or the fuzzy match of a manual entry. Checks in when the event is active.
 */
export async function linkParent(
  deps: Pick<Deps, 'config' | 'clock'> & { db: DbOrTx },
  input: {
    phoneNumber: string;
    eventId: string;
    athleteId?: string;
    firstName: string;
    lastName: string;
    teamId?: string | null;
    gradYear?: number | null;
    ip?: string;
    /** When the other guardians' arrival texts may go (decision 042). */
    textsAfter: Date;
  },
): Promise<{ athlete: Athlete; checkInResult?: CheckInResult }> {
  const { db } = deps;
  const event = await findPublicEvent({ db }, input.eventId);
  const roster = await db
    .select(athleteColumns)
    .from(eventRoster)
    .innerJoin(athletes, eq(athletes.id, eventRoster.athleteId))
    .leftJoin(teams, eq(teams.id, athletes.teamId))
    .where(eq(eventRoster.eventId, input.eventId));

  let athlete: Athlete | undefined;
  if (input.athleteId) {
    athlete = roster.find((candidate) => candidate.id === input.athleteId);
    if (!athlete) throw appError('ATHLETE_NOT_MATCHED', messages.errors.athleteNotMatched);
  } else {
    const result = matchAthlete(roster, input);
    if (result.kind === 'none')
      throw appError('ATHLETE_NOT_MATCHED', messages.errors.athleteNotMatched);
    if (result.kind === 'ambiguous')
      throw appError('ATHLETE_AMBIGUOUS', messages.errors.athleteAmbiguous);
    athlete = result.athlete;
  }

  if (await linkPhoneToAthlete(db, input.phoneNumber, athlete.id))
    await announceNewLink(deps, { phoneNumber: input.phoneNumber, athleteId: athlete.id });
  await writeAudit(db, {
    actorType: 'parent',
    actorId: input.phoneNumber,
    action: 'parent.linked',
    targetType: 'athlete',
    targetId: athlete.id,
    details: { eventId: input.eventId, how: input.athleteId ? 'search' : 'manual' },
    ip: input.ip,
  });
  if (!event.active) return { athlete };
  const checkInResult = await recordCheckIn(
    { db },
    {
      athleteId: athlete.id,
      eventId: input.eventId,
      phoneNumber: input.phoneNumber,
      source: 'qr',
      textsAfter: input.textsAfter,
    },
  );
  return { athlete, checkInResult };
}
