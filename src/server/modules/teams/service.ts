/** Teams: names unique whatever their case (unique index on lower(name)). */
import { asc, sql } from 'drizzle-orm';
import { en } from '../../../shared/messages.ts';
import type { Team } from '../../../shared/schemas.ts';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import type { SessionUser } from '../auth/sessions.ts';

export async function listTeams(db: Db): Promise<Team[]> {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
}

/** Creates a team; an existing name in any case is a 409 naming the existing team. */
export async function createTeam(
  db: Db,
  input: { actor: SessionUser; name: string; ip: string },
): Promise<Team> {
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
      throw conflict(en.errors.teamExists(existing?.name ?? input.name));
    }
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
