/**
 * Who may act for a child (decision 059), written once as SQL: every module that decides a
 * guardian's rights asks it (pickup's codes and trusted list, the texts' recipients, the
 * parent's check-in, the Texts screen). A phone is the child's *confirmed* guardian while one
 * of its links to the child was chosen by someone the club trusts (`parent_links.confirmed_at`);
 * an adult a guardian added counts only while the guardian who added them is confirmed, so
 * taking a confirmation back suspends their adults at once. Confirming lives in
 * modules/guardianship.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

/**
 * The rule as SQL text, for the statements written as text (the parent's one prepared
 * check-in, the arrival recipients): `phone` and `athlete` are SQL expressions.
 */
export function confirmedGuardianText(phone: string, athlete: string): string {
  return `exists (select 1 from parent_links gl
    where gl.phone_number = ${phone} and gl.athlete_id = ${athlete} and gl.confirmed_at is not null)`;
}

/** True when `phone` is a confirmed guardian of `athlete` (both SQL expressions). */
export function confirmedGuardianSql(phone: SQL, athlete: SQL): SQL {
  return sql`exists (select 1 from parent_links gl
    where gl.phone_number = ${phone} and gl.athlete_id = ${athlete} and gl.confirmed_at is not null)`;
}

/**
 * True when the trusted_adults row aliased `alias` is live and its guardian is still
 * confirmed: an adult added from a link nobody confirmed is suspended, not deleted.
 */
export function activeTrustedAdultSql(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.removed_at is null and ${confirmedGuardianSql(sql`${a}.added_by_phone`, sql`${a}.athlete_id`)})`;
}

export async function isConfirmedGuardian(
  { db }: { db: DbOrTx },
  input: { phoneNumber: string; athleteId: string },
): Promise<boolean> {
  const { rows } = (await db.execute(
    sql`select ${confirmedGuardianSql(sql`${input.phoneNumber}::text`, sql`${input.athleteId}::uuid`)} as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return Boolean(rows[0]?.ok);
}
