/**
 * What TapIn keeps about a verified phone, as its guardian sees and erases it (decision
 * 044): the children it is linked to and from where, the devices that trust it; removing a
 * link (a roster-file link is remembered, as a keyed hash, so a re-import does not bring it
 * back), forgetting a device, and erasing the phone from TapIn altogether.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { parentLinksLock } from '#server/db/locks.ts';
import { parentDevices } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { ParentIdentity } from '#server/http/parent-device.ts';
import type { Deps } from '#server/http/types.ts';
import { erasedPhone, phoneHash } from '#server/platform/crypto.ts';
import { messages } from '#shared/messages.ts';
import type { GuardianData } from '#shared/schemas.ts';
import { confirmedGuardianSql } from '../auth/guardians.ts';

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const iso = (value: Date | string) => new Date(value).toISOString();

export async function guardianData(
  deps: Pick<Deps, 'db' | 'clock'>,
  parent: ParentIdentity,
): Promise<GuardianData> {
  const { db } = deps;
  const found = await rows<{
    athlete_id: string;
    first_name: string;
    last_name: string;
    team_name: string | null;
    source: 'parent' | 'roster' | 'staff';
    event_name: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`
      select pl.athlete_id, a.first_name, a.last_name, t.name as team_name, pl.source,
        e.name as event_name, pl.created_at
      from parent_links pl
      join athletes a on a.id = pl.athlete_id
      left join teams t on t.id = a.team_id
      left join events e on e.id = pl.event_id
      where pl.phone_number = ${parent.phoneNumber}
      order by lower(a.last_name), lower(a.first_name), a.id, pl.created_at`,
  );
  const links = new Map<string, GuardianData['links'][number]>();
  for (const row of found) {
    let link = links.get(row.athlete_id);
    if (!link) {
      link = {
        athleteId: row.athlete_id,
        firstName: row.first_name,
        lastName: row.last_name,
        teamName: row.team_name,
        sources: [],
      };
      links.set(row.athlete_id, link);
    }
    link.sources.push({
      source: row.source,
      eventName: row.event_name,
      createdAt: iso(row.created_at),
    });
  }
  const devices = await db
    .select()
    .from(parentDevices)
    .where(
      and(
        eq(parentDevices.phoneNumber, parent.phoneNumber),
        gt(parentDevices.expiresAt, deps.clock.now()),
      ),
    )
    .orderBy(asc(parentDevices.createdAt));
  return {
    phoneNumber: parent.phoneNumber,
    links: [...links.values()],
    devices: devices.map((device) => ({
      id: device.id,
      createdAt: device.createdAt.toISOString(),
      expiresAt: device.expiresAt.toISOString(),
      isThisDevice: device.id === parent.deviceId,
    })),
  };
}

/** Remembers that this phone's roster-file links to these athletes were removed by it. */
async function rememberRemovals(
  db: DbOrTx,
  hash: string,
  athleteIds: string[],
  options: { erased: boolean; now: Date },
) {
  if (athleteIds.length === 0) return;
  await db.execute(sql`
    insert into guardian_link_removals (phone_hash, athlete_id, removed_at, erased)
    select ${hash}, id, ${options.now.toISOString()}::timestamptz, ${options.erased}
    from unnest(${sql.param([...new Set(athleteIds)])}::uuid[]) as removed(id)
    on conflict (phone_hash, athlete_id)
      do update set removed_at = excluded.removed_at, erased = excluded.erased`);
}

/**
 * Every place staff read an erased phone, in the erasure's transaction (its links are
 * already gone): the adults it added stop being trusted and their codes void (an adult who is
 * a confirmed guardian of the child keeps the codes that link gives, decision 059); it stops
 * being anyone's trusted adult and its own codes void; then the number becomes the pseudonym
 * in the rows that keep it. A "not authorised" mark stays, under the pseudonym, and still
 * refuses the phone.
 */
async function pseudonymise(db: DbOrTx, input: { phone: string; pseudonym: string; now: string }) {
  const { phone, pseudonym, now } = input;
  await db.execute(sql`
    with removed as (
      update trusted_adults set removed_at = ${now}::timestamptz
      where added_by_phone = ${phone} and removed_at is null
      returning athlete_id, phone_number)
    update pickup_codes c set voided_at = ${now}::timestamptz
    from removed r
    where c.athlete_id = r.athlete_id and c.phone_number = r.phone_number and c.voided_at is null
      and not ${confirmedGuardianSql(sql`r.phone_number`, sql`r.athlete_id`)}`);
  await db.execute(sql`update trusted_adults set removed_at = ${now}::timestamptz
    where phone_number = ${phone} and removed_at is null`);
  await db.execute(sql`update pickup_codes set voided_at = ${now}::timestamptz
    where phone_number = ${phone} and voided_at is null`);
  // Every row of the phone is removed or voided now: the live unique indexes cannot clash.
  await db.execute(sql`update trusted_adults set
      phone_number = case when phone_number = ${phone} then ${pseudonym} else phone_number end,
      added_by_phone = case when added_by_phone = ${phone} then ${pseudonym} else added_by_phone end
    where phone_number = ${phone} or added_by_phone = ${phone}`);
  await db.execute(
    sql`update pickup_codes set phone_number = ${pseudonym} where phone_number = ${phone}`,
  );
  await db.execute(sql`insert into pickup_blocks (athlete_id, phone_number, created_by_user_id, created_at)
    select athlete_id, ${pseudonym}, created_by_user_id, created_at
    from pickup_blocks where phone_number = ${phone}
    on conflict do nothing`);
  await db.execute(sql`delete from pickup_blocks where phone_number = ${phone}`);
  await db.execute(
    sql`update releases set released_to_phone = ${pseudonym} where released_to_phone = ${phone}`,
  );
  // A phone it confirmed as a guardian stays confirmed (a coach may take that back), by whom
  // it says with the pseudonym (decision 059).
  await db.execute(sql`update parent_links set confirmed_by_phone = ${pseudonym}
    where confirmed_by_phone = ${phone}`);
  // Its texts are cancelled already; their keys named the number and dedupe nothing now.
  await db.execute(sql`update outbound_messages set recipient = ${pseudonym}, dedupe_key = null
    where recipient = ${phone}`);
  // The number as a whole JSON string, wherever it sits in the details (a trusted adult's
  // phone, the phone released to, a mark, a roster import's held-back phones).
  const quoted = JSON.stringify(phone);
  await db.execute(sql`update audit_log set
      actor_id = case when actor_id = ${phone} then ${pseudonym} else actor_id end,
      details = case when details is null then null
        else replace(details::text, ${quoted}, ${JSON.stringify(pseudonym)})::jsonb end
    where actor_id = ${phone} or strpos(details::text, ${quoted}) > 0`);
}

/** The guardian removes every link between their phone and one child. */
export async function removeOwnLink(
  deps: Pick<Deps, 'db' | 'clock' | 'secretKey'>,
  input: { parent: ParentIdentity; athleteId: string; ip: string },
): Promise<void> {
  const { parent } = input;
  await deps.db.transaction(async (tx) => {
    const removed = await rows<{ source: 'parent' | 'roster' | 'staff'; event_id: string | null }>(
      tx,
      sql`delete from parent_links
        where phone_number = ${parent.phoneNumber} and athlete_id = ${input.athleteId}::uuid
        returning source, event_id`,
    );
    if (removed.length === 0)
      throw appError('PARENT_LINK_NOT_FOUND', messages.errors.parentLinkNotFound);
    if (removed.some((row) => row.source === 'roster'))
      await rememberRemovals(tx, phoneHash(deps.secretKey, parent.phoneNumber), [input.athleteId], {
        erased: false,
        now: deps.clock.now(),
      });
    await writeAudit(tx, {
      actorType: 'parent',
      actorId: parent.phoneNumber,
      action: 'parent_link.removed_by_guardian',
      targetType: 'athlete',
      targetId: input.athleteId,
      details: { sources: removed.map((row) => ({ source: row.source, eventId: row.event_id })) },
      ip: input.ip,
    });
  });
}

/** The guardian stops trusting one of their phone's devices. */
export async function removeOwnDevice(
  deps: Pick<Deps, 'db'>,
  input: { parent: ParentIdentity; deviceId: string; ip: string },
): Promise<void> {
  const deleted = await deps.db
    .delete(parentDevices)
    .where(
      and(
        eq(parentDevices.id, input.deviceId),
        eq(parentDevices.phoneNumber, input.parent.phoneNumber),
      ),
    )
    .returning({ id: parentDevices.id });
  if (deleted.length === 0) throw appError('NOT_FOUND', messages.errors.notFound);
  await writeAudit(deps.db, {
    actorType: 'parent',
    actorId: input.parent.phoneNumber,
    action: 'parent_device.removed_by_guardian',
    targetType: 'device',
    targetId: input.deviceId,
    ip: input.ip,
  });
}

/**
 * Erases the phone from TapIn in one transaction: its links (roster-file ones remembered by
 * hash only, so a re-import does not restore them), its trusted devices, its texted codes,
 * the dev outbox's messages to it; its number is removed from past check-ins. Wherever staff
 * read it (releases, the coach's pickup view, "not authorised" marks, the audit log and both
 * CSVs, the outbox of alert texts) it becomes one pseudonym, `erasedPhone` (a tag of its keyed
 * hash), so staff can still tell two erased phones apart and a mark still holds if the phone
 * comes back (issue 32). The adults this phone added stop being trusted and their codes
 * void; so do its own codes and its place as another child's trusted adult. Kept, for abuse
 * limits only: the record of codes texted to it in the last day (deleted by the lifecycle
 * after a day). The erasure itself is audited without the number.
 */
export async function eraseOwnPhone(
  deps: Pick<Deps, 'db' | 'clock' | 'secretKey'>,
  input: { parent: ParentIdentity; ip: string },
): Promise<{ links: number; devices: number; checkIns: number }> {
  const phone = input.parent.phoneNumber;
  const hash = phoneHash(deps.secretKey, phone);
  const pseudonym = erasedPhone(deps.secretKey, phone);
  const now = deps.clock.now().toISOString();
  return deps.db.transaction(async (tx) => {
    // No link of this phone is made while it is being erased (the linking lock).
    await tx.execute(parentLinksLock(phone));
    const links = await rows<{ athlete_id: string; source: 'parent' | 'roster' | 'staff' }>(
      tx,
      sql`delete from parent_links where phone_number = ${phone} returning athlete_id, source`,
    );
    await rememberRemovals(
      tx,
      hash,
      links.filter((link) => link.source === 'roster').map((link) => link.athlete_id),
      { erased: true, now: deps.clock.now() },
    );
    // Earlier single removals of this phone now read as an erasure too.
    await tx.execute(
      sql`update guardian_link_removals set erased = true where phone_hash = ${hash}`,
    );
    const devices = await rows<{ id: string }>(
      tx,
      sql`delete from parent_devices where phone_number = ${phone} returning id`,
    );
    await tx.execute(sql`delete from verification_codes where phone_number = ${phone}`);
    await tx.execute(sql`delete from outbox where "to" = ${phone}`);
    // Guardian texts (decisions 042, 046): every choice goes and nothing more is sent, to the
    // phone or to its email. The consent record itself stays, with this erasure as its last
    // row: it is the club's proof of what it was allowed to send, kept four years (046).
    const contact = await rows<{ email: string | null }>(
      tx,
      sql`delete from guardian_contacts where phone_number = ${phone} returning email`,
    );
    const email = contact[0]?.email ?? null;
    await tx.execute(sql`delete from alert_subscriptions where phone_number = ${phone}`);
    await tx.execute(sql`delete from email_confirmations where phone_number = ${phone}`);
    await tx.execute(sql`update outbound_messages set status = 'cancelled', locked_until = null,
        last_error = ${messages.outboxReasons.erased}
      where status = 'pending' and (recipient = ${phone} or recipient = ${email})`);
    await tx.execute(sql`insert into consent_records (phone_number, channel, action, source, ip, created_at)
      select ${phone}, 'sms', 'opt_out', 'check_in_page', ${input.ip}, ${deps.clock.now().toISOString()}::timestamptz
      where exists (select 1 from consent_records where phone_number = ${phone})`);
    const checkIns = await rows<{ id: string }>(
      tx,
      sql`update check_ins set phone_number = null where phone_number = ${phone} returning id`,
    );
    await pseudonymise(tx, { phone, pseudonym, now });
    const counts = { links: links.length, devices: devices.length, checkIns: checkIns.length };
    await writeAudit(tx, {
      actorType: 'parent',
      actorId: null,
      action: 'parent.phone_erased',
      details: counts,
      ip: input.ip,
    });
    return counts;
  });
}
