/** Teams: names unique whatever their case (unique index on lower(name)). */
import { asc, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import { coachTeams, teams } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { SessionUser } from '#server/http/sessions.ts';
import type { Deps } from '#server/http/types.ts';
import { messages } from '#shared/messages.ts';
import type { Team } from '#shared/schemas.ts';
import { type StaffScope, teamVisible } from '../auth/scope.ts';

/** Every team by name; a scoped coach's own only (decision 044). */
export async function listTeams(deps: Pick<Deps, 'db'>, scope: StaffScope): Promise<Team[]> {
  const { db } = deps;
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(teamVisible(scope, sql`${teams.id}`))
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
}

/** Creates a team; an existing name in any case is a 409 naming the existing team. */
export async function createTeam(
  deps: Pick<Deps, 'db'>,
  input: { actor: SessionUser; name: string; ip: string; assignTo?: string | null },
): Promise<Team> {
  const { db } = deps;
  return db.transaction(async (tx) => {
    // ON CONFLICT: two coaches creating "Eagles" at once get one team and one clear 409.
    const [created] = await tx
      .insert(teams)
      .values({ name: input.name })
      .onConflictDoNothing()
      .returning({ id: teams.id, name: teams.name });
    if (!created) {
      const [existing] = await tx
        .select({ name: teams.name })
        .from(teams)
        .where(sql`lower(${teams.name}) = lower(${input.name})`);
      throw appError('TEAM_EXISTS', messages.errors.teamExists(existing?.name ?? input.name));
    }
    if (input.assignTo)
      await tx.insert(coachTeams).values({ userId: input.assignTo, teamId: created.id });
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.actor.id,
      action: 'team.created',
      targetType: 'team',
      targetId: created.id,
      details: { name: created.name },
      ip: input.ip,
    });
    return created;
  });
}
