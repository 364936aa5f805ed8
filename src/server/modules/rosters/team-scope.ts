/**
 * A coach scoped to teams imports only their teams' athletes (decision 044): every row
 * naming another team, or none, is refused with its reason, in the preview as at import.
 */
import { sql } from 'drizzle-orm';
import type { Deps } from '#server/http/types.ts';
import { messages } from '#shared/messages.ts';
import type { RosterRow } from '#shared/schemas.ts';
import type { StaffScope } from '../auth/scope.ts';
import { rows } from './import/sql.ts';

export interface TeamRule {
  /** The refusal for a row of this team, or null when the coach may import it. */
  refuse(teamName: string | null): string | null;
}

export const ANY_TEAM: TeamRule = { refuse: () => null };

/** The rule of a scope: its teams by name (case-insensitive, as imports match teams). */
export async function teamRule({ db }: Pick<Deps, 'db'>, scope: StaffScope): Promise<TeamRule> {
  if (scope.kind === 'all') return ANY_TEAM;
  const found = await rows<{ name: string }>(
    db,
    sql`select name from teams where id = any(${sql.param(scope.teamIds)}::uuid[])
      order by lower(name)`,
  );
  const names = found.map((row) => row.name);
  const allowed = new Set(names.map((name) => name.toLowerCase()));
  return {
    refuse(teamName) {
      if (!teamName) return messages.errors.rosterRowWithoutTeam(names);
      return allowed.has(teamName.toLowerCase())
        ? null
        : messages.errors.rosterTeamNotCoached(teamName, names);
    },
  };
}

/**
 * A parsed roster with the rows the rule refuses marked as errors (with the reason) and
 * their athletes left out; the counts follow.
 */
export function applyTeamRule<
  P extends {
    rows: RosterRow[];
    athletes: { teamName: string | null }[];
    validCount: number;
    errorCount: number;
  },
>(rule: TeamRule, parsed: P): P {
  if (rule === ANY_TEAM) return parsed;
  let refused = 0;
  const rowsOut = parsed.rows.map((row) => {
    if (!row.valid) return row;
    const reason = rule.refuse(row.teamName);
    if (!reason) return row;
    refused++;
    return { ...row, valid: false, errors: [...row.errors, reason] };
  });
  return {
    ...parsed,
    rows: rowsOut,
    athletes: parsed.athletes.filter((athlete) => rule.refuse(athlete.teamName) === null),
    validCount: parsed.validCount - refused,
    errorCount: parsed.errorCount + refused,
  };
}
