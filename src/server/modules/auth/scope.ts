/**
 * What a staff member may see (decision 044): the one place the scope is decided. An admin,
 * a coach marked "all teams", and every coach of a club where no coach has been assigned a
 * team yet see everything (`all`); otherwise a coach sees the athletes of their teams, the
 * events whose roster holds one of them, and the events they created. Every staff route
 * asks `requireStaffScope` and filters its SQL with the helpers below; the live stream asks
 * `athleteVisible` per message.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { appError } from '#server/http/errors.ts';
import { requireStaff, type SessionDeps, type SessionUser } from '#server/http/sessions.ts';
import type { Deps } from '#server/http/types.ts';
import { messages } from '#shared/messages.ts';

export type StaffScope =
  | { kind: 'all' }
  | {
      kind: 'teams';
      userId: string;
      /** The teams this coach coaches (may be empty: they see only events they created). */
      teamIds: string[];
    };

export const ALL_TEAMS: StaffScope = { kind: 'all' };

/** True once any coach has a team: the club is in team mode (decision 044). */
export async function isTeamMode({ db }: Pick<Deps, 'db'>): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists (select 1 from coach_teams) as scoped`,
  )) as unknown as { rows: { scoped: boolean }[] };
  return Boolean(result.rows[0]?.scoped);
}

/** The scope of a signed-in staff member, read afresh (an admin's change applies at once). */
export async function staffScope(
  { db }: Pick<Deps, 'db'>,
  user: Pick<SessionUser, 'id' | 'role'>,
): Promise<StaffScope> {
  if (user.role === 'admin') return ALL_TEAMS;
  const result = (await db.execute(sql`
    select
      coalesce((select u.all_teams from users u where u.id = ${user.id}::uuid), false) as all_teams,
      exists (select 1 from coach_teams) as scoped,
      coalesce((select array_agg(ct.team_id::text order by ct.team_id)
        from coach_teams ct where ct.user_id = ${user.id}::uuid), '{}'::text[]) as team_ids`)) as unknown as {
    rows: { all_teams: boolean; scoped: boolean; team_ids: string[] | string }[];
  };
  const row = result.rows[0];
  if (!row || row.all_teams || !row.scoped) return ALL_TEAMS;
  return { kind: 'teams', userId: user.id, teamIds: toArray(row.team_ids) };
}

/** A text[] as either driver hands it back. */
function toArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}

const scopesOfRequests = new WeakMap<
  FastifyRequest,
  Promise<{ user: SessionUser; scope: StaffScope }>
>();

/**
 * An approved coach or admin and what they may see: the first line of every staff route,
 * asked first by the access hook (access.ts); decided once per request.
 */
export function requireStaffScope(
  deps: SessionDeps,
  request: FastifyRequest,
): Promise<{ user: SessionUser; scope: StaffScope }> {
  let found = scopesOfRequests.get(request);
  if (!found) {
    found = requireStaff(deps, request).then(async (user) => ({
      user,
      scope: await staffScope(deps, user),
    }));
    scopesOfRequests.set(request, found);
  }
  return found;
}

const teamArray = (scope: Extract<StaffScope, { kind: 'teams' }>) =>
  sql`${sql.param(scope.teamIds)}::uuid[]`;

/** SQL: the team (an athlete's team_id) is one the scope sees. */
export function teamVisible(scope: StaffScope, teamId: SQL): SQL {
  if (scope.kind === 'all') return sql`true`;
  return sql`coalesce(${teamId} = any(${teamArray(scope)}), false)`;
}

/** SQL: the athlete (by id) is of a team the scope sees. */
export function athleteVisibleSql(scope: StaffScope, athleteId: SQL): SQL {
  if (scope.kind === 'all') return sql`true`;
  return sql`exists (select 1 from athletes sa where sa.id = ${athleteId}
    and sa.team_id = any(${teamArray(scope)}))`;
}

/** SQL: the event (by id) is one the scope sees: created by them, or holding their athletes. */
export function eventVisibleSql(scope: StaffScope, eventId: SQL): SQL {
  if (scope.kind === 'all') return sql`true`;
  return sql`(exists (select 1 from events se where se.id = ${eventId}
      and se.created_by_user_id = ${scope.userId}::uuid)
    or exists (select 1 from event_roster ser join athletes sra on sra.id = ser.athlete_id
      where ser.event_id = ${eventId} and sra.team_id = any(${teamArray(scope)})))`;
}

async function holds(db: DbOrTx, condition: SQL): Promise<boolean> {
  const result = (await db.execute(sql`select (${condition}) as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return Boolean(result.rows[0]?.ok);
}

/** An event outside the scope answers as one that does not exist (404): nothing leaks. */
export async function assertEventVisible(
  { db }: Pick<Deps, 'db'>,
  { scope, eventId }: { scope: StaffScope; eventId: string },
): Promise<void> {
  if (scope.kind === 'all') return;
  if (!(await holds(db, eventVisibleSql(scope, sql`${eventId}::uuid`))))
    throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
}

/** A series is seen when one of its occurrences is. */
export async function assertSeriesVisible(
  { db }: Pick<Deps, 'db'>,
  { scope, seriesId }: { scope: StaffScope; seriesId: string },
): Promise<void> {
  if (scope.kind === 'all') return;
  const visible = await holds(
    db,
    sql`exists (select 1 from events oe where oe.series_id = ${seriesId}::uuid
      and ${eventVisibleSql(scope, sql`oe.id`)})`,
  );
  if (!visible) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
}

/** Whether the athlete is of a team the scope sees. */
export async function athleteVisible(
  { db }: { db: DbOrTx },
  { scope, athleteId }: { scope: StaffScope; athleteId: string },
): Promise<boolean> {
  if (scope.kind === 'all') return true;
  return holds(db, athleteVisibleSql(scope, sql`${athleteId}::uuid`));
}

/** An athlete outside the scope answers as one not on the roster (404). */
export async function assertAthleteVisible(
  deps: Pick<Deps, 'db'>,
  { scope, athleteId }: { scope: StaffScope; athleteId: string },
): Promise<void> {
  if (!(await athleteVisible(deps, { scope, athleteId })))
    throw appError('ATHLETE_NOT_ON_ROSTER', messages.errors.athleteNotOnRoster);
}

/** Of these events, the ids the scope sees. */
export async function visibleEventIds(
  { db }: Pick<Deps, 'db'>,
  { scope, eventIds }: { scope: StaffScope; eventIds: string[] },
): Promise<Set<string>> {
  if (scope.kind === 'all') return new Set(eventIds);
  if (eventIds.length === 0) return new Set();
  const result = (await db.execute(sql`
    select e.id::text as id from events e
    where e.id = any(${sql.param(eventIds)}::uuid[]) and ${eventVisibleSql(scope, sql`e.id`)}`)) as unknown as {
    rows: { id: string }[];
  };
  return new Set(result.rows.map((row) => row.id));
}
