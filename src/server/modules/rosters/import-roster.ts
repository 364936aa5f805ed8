/**
 * Puts validated athletes on an event roster, in bulk: a handful of set-based statements
 * per chunk of rows, never one round trip per row, inside the caller's transaction, so an
 * import lands completely or not at all (decision 009). Each step is its own file under
 * import/: the teams (import/teams.ts), the athletes matched or created
 * (import/athletes.ts), the roster entries (import/event-roster.ts) and the guardian
 * phones' roster-file links (import/guardian-links.ts, decision 021). Rows twice in the
 * input, or already on the roster, are skipped and counted.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { ROSTER_LOCK } from '#server/db/locks.ts';
import type { StaffScope } from '../auth/scope.ts';
import {
  createMissingAthletes,
  fillGradYears,
  matchAthletes,
  type Resolved,
} from './import/athletes.ts';
import { addToRoster, copyRosterEntries } from './import/event-roster.ts';
import { type GuardianLinkCounts, replaceGuardianLinks } from './import/guardian-links.ts';
import { type ImportAthlete, keyOf, rowKey } from './import/input.ts';
import { ensureTeams } from './import/teams.ts';

export { spreadToSeries } from './import/event-roster.ts';
export type { GuardianLinkCounts } from './import/guardian-links.ts';
export type { ImportAthlete } from './import/input.ts';

export interface ImportCounts {
  /** Rows taken (valid rows given). */
  count: number;
  /** Athletes added to the roster. */
  newCount: number;
  /** Rows skipped: twice in the input, or already on the roster. */
  duplicateCount: number;
  /** Set when the import carried guardian phones (copies and imports without phones: absent). */
  guardianLinks?: GuardianLinkCounts;
}

const lockRosters = (db: DbOrTx) => db.execute(sql`select pg_advisory_xact_lock(${ROSTER_LOCK})`);

export async function importAthletes(
  { db }: { db: DbOrTx },
  input: {
    eventId: string;
    athletes: ImportAthlete[];
    /** Shared phones the coach confirmed in the preview (decision 040). */
    confirmedSharedPhones?: ReadonlySet<string>;
    /** The server's key, to recognise links guardians removed (decision 044). */
    phoneKey: string;
    /** The coach saw the guardian phones in the preview: their links confirm (decision 059). */
    confirmedAt?: Date;
  },
): Promise<ImportCounts> {
  const count = input.athletes.length;
  await lockRosters(db);

  // Twice in the input: keep the first.
  const seen = new Set<string>();
  const unique = input.athletes.filter((athlete) => {
    const key = keyOf(athlete).join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const teamNames = new Map<string, string>();
  for (const athlete of unique) {
    if (athlete.teamName && !teamNames.has(athlete.teamName.toLowerCase())) {
      teamNames.set(athlete.teamName.toLowerCase(), athlete.teamName);
    }
  }
  const teamIds = await ensureTeams(db, [...teamNames.values()]);
  const resolved: Resolved[] = unique.map((athlete) => ({
    firstName: athlete.firstName,
    lastName: athlete.lastName,
    teamId: athlete.teamName ? (teamIds.get(athlete.teamName.toLowerCase()) ?? null) : null,
    gradYear: athlete.gradYear,
  }));

  const existing = await matchAthletes(db, resolved);
  const athleteIds = await createMissingAthletes(db, resolved, existing);
  await fillGradYears(db, resolved, existing);
  const newCount = await addToRoster(db, input.eventId, athleteIds);
  const guardianLinks = await replaceGuardianLinks(db, {
    eventId: input.eventId,
    athletes: input.athletes,
    keyToAthleteId: new Map(unique.map((athlete, index) => [rowKey(athlete), athleteIds[index]!])),
    phoneKey: input.phoneKey,
    ...(input.confirmedSharedPhones ? { confirmedSharedPhones: input.confirmedSharedPhones } : {}),
    ...(input.confirmedAt ? { confirmedAt: input.confirmedAt } : {}),
  });
  return {
    count,
    newCount,
    duplicateCount: count - newCount,
    ...(guardianLinks ? { guardianLinks } : {}),
  };
}

/** Copies one event's roster onto another; athletes already there are skipped. */
export async function copyRosterAthletes(
  { db }: { db: DbOrTx },
  input: { sourceEventId: string; targetEventId: string; scope: StaffScope },
): Promise<ImportCounts> {
  await lockRosters(db);
  const { count, newCount } = await copyRosterEntries(db, input);
  return { count, newCount, duplicateCount: count - newCount };
}
