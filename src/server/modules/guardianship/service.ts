/**
 * Who is a child's guardian (decision 059). A phone linked to a child is the child's
 * *confirmed* guardian only while one of its links to the child was chosen by someone the
 * club trusts: an import a coach saw in the preview, a coach or admin, a confirmed guardian,
 * the school's rostering service. Every other link (a parent's own search, a sheet sync, an
 * import nobody previewed, any API write) is *unconfirmed*: the phone checks the child in
 * and sees the child in its list, and nothing more — no pickup code, no trusted adults, no
 * texts about the child, no other guardian's phone.
 *
 * The rule itself is written once, in auth/guardians.ts, where every module that decides a
 * guardian's rights reads it; this module confirms, takes back, lists and tells.
 */
import { type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { appError } from '#server/http/errors.ts';
import { withSavedLocale } from '#server/http/locale.ts';
import type { Deps } from '#server/http/types.ts';
import { normalizePhone } from '#server/platform/phone.ts';
import { messages } from '#shared/messages.ts';
import type { GuardianConfirmer, WaitingGuardian } from '#shared/schemas.ts';
import {
  activeTrustedAdultSql,
  confirmedGuardianSql,
  isConfirmedGuardian,
} from '../auth/guardians.ts';
import { type StaffScope, teamVisible } from '../auth/scope.ts';
import {
  childLabel,
  cleanSupplied,
  enqueueMessages,
  type NewMessage,
  textRecipients,
} from '../messaging/service.ts';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const last4 = (phone: string) => phone.slice(-4);

/**
 * The texts of a guardianship change (decision 059), written in the transaction that makes
 * it: to the child's confirmed guardians who take texts about the child (said yes to a kind,
 * texts on, no STOP), never to the phone concerned or the one who acted; and, for a
 * confirmation taken back, to the phone concerned unless it replied STOP.
 */
async function noticeTexts(
  deps: Pick<Deps, 'config'> & { db: DbOrTx },
  input: {
    kind: 'guardian_linked' | 'guardian_confirmed' | 'guardian_unconfirmed';
    phoneNumber: string;
    athleteId: string;
    actorPhone?: string | null;
    at: Date;
  },
): Promise<number> {
  const [child] = await rows<{ first_name: string; last_name: string }>(
    deps.db,
    sql`select first_name, last_name from athletes where id = ${input.athleteId}::uuid`,
  );
  if (!child) return 0;
  const org = cleanSupplied(deps.config.texts.orgName) || 'TapIn';
  const label = childLabel(child.first_name, child.last_name);
  const t = messages.alertTexts;
  // Who is told, by messaging's one rule (decision 058): the confirmed guardians who take
  // texts about the child, or, for a confirmation taken back, the phone concerned.
  const recipients =
    input.kind === 'guardian_unconfirmed'
      ? await rows<{ phone_number: string; locale: string | null }>(
          deps.db,
          sql`select p.phone as phone_number, g.locale
              from (select ${input.phoneNumber}::text as phone) p
              left join guardian_contacts g on g.phone_number = p.phone
              where g.phone_number is null or g.sms_stopped_at is null`,
        )
      : (
          await textRecipients(
            { db: deps.db },
            { kind: input.kind, athleteId: input.athleteId, exceptPhone: input.phoneNumber },
          )
        )
          .filter((recipient) => recipient.recipient !== input.actorPhone)
          .map((recipient) => ({ phone_number: recipient.recipient, locale: recipient.locale }));
  const body = (locale: string | null) =>
    withSavedLocale(locale, deps.config.defaultLocale, () =>
      input.kind === 'guardian_linked'
        ? t.guardianLinked(org, last4(input.phoneNumber), label)
        : input.kind === 'guardian_confirmed'
          ? t.guardianConfirmed(org, last4(input.phoneNumber), label)
          : t.guardianUnconfirmed(org, label),
    );
  const written = await enqueueMessages(
    { db: deps.db },
    recipients.map(
      (recipient): NewMessage => ({
        kind: input.kind,
        channel: 'sms',
        recipient: recipient.phone_number,
        body: body(recipient.locale),
        about: `${input.phoneNumber}@${input.at.getTime()}`,
        athleteId: input.athleteId,
      }),
    ),
  );
  return written.length;
}

/**
 * A phone linked itself to a child (its own search): the child's confirmed guardians are told,
 * so a stranger's link does not go unnoticed. Called in the linking transaction, only when the
 * link is new and unconfirmed.
 */
export async function announceNewLink(
  deps: Pick<Deps, 'config' | 'clock'> & { db: DbOrTx },
  input: { phoneNumber: string; athleteId: string },
): Promise<void> {
  await noticeTexts(deps, { kind: 'guardian_linked', ...input, at: deps.clock.now() });
}

type Actor =
  | { kind: 'coach'; userId: string; scope: StaffScope }
  | { kind: 'guardian'; phoneNumber: string };

/** The staff member may see the child (their team, decision 044); else the link is not found. */
async function assertActorMayAct(db: DbOrTx, actor: Actor, athleteId: string, phone: string) {
  if (actor.kind === 'coach') {
    const [visible] = await rows<{ ok: boolean }>(
      db,
      sql`select exists (select 1 from athletes a where a.id = ${athleteId}::uuid
            and ${teamVisible(actor.scope, sql`a.team_id`)}) as ok`,
    );
    if (!visible?.ok) throw appError('PARENT_LINK_NOT_FOUND', messages.errors.parentLinkNotFound);
    return;
  }
  // A guardian acts on another phone of their own confirmed child, never on their own.
  const ok =
    actor.phoneNumber !== phone &&
    (await isConfirmedGuardian({ db }, { phoneNumber: actor.phoneNumber, athleteId }));
  if (!ok) throw appError('PARENT_LINK_NOT_FOUND', messages.errors.parentLinkNotFound);
}

/**
 * Confirms a phone as the child's guardian: one call per phone and child (no bulk confirm),
 * by a coach or admin who may see the child or by a confirmed guardian of the child; audited,
 * and the child's other confirmed guardians are told. Confirming a confirmed phone is a no-op.
 */
export async function confirmGuardian(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: { phoneNumber: string; athleteId: string; actor: Actor; ip: string },
): Promise<{ confirmed: boolean; changed: boolean }> {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone) throw appError('PARENT_LINK_NOT_FOUND', messages.errors.parentLinkNotFound);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertActorMayAct(tx, input.actor, input.athleteId, phone);
    const links = await rows<{ confirmed: boolean }>(
      tx,
      sql`select confirmed_at is not null as confirmed from parent_links
          where phone_number = ${phone} and athlete_id = ${input.athleteId}::uuid for update`,
    );
    if (links.length === 0)
      throw appError('PARENT_LINK_NOT_FOUND', messages.errors.parentLinkNotFound);
    if (links.some((link) => link.confirmed)) return { confirmed: true, changed: false };
    const by = input.actor.kind;
    await tx.execute(sql`
      update parent_links set confirmed_at = ${now.toISOString()}::timestamptz,
        confirmed_by = ${by},
        confirmed_by_user_id = ${input.actor.kind === 'coach' ? input.actor.userId : null}::uuid,
        confirmed_by_phone = ${input.actor.kind === 'guardian' ? input.actor.phoneNumber : null}::text
      where phone_number = ${phone} and athlete_id = ${input.athleteId}::uuid`);
    await writeAudit(tx, {
      actorType: input.actor.kind === 'coach' ? 'user' : 'parent',
      actorId: input.actor.kind === 'coach' ? input.actor.userId : input.actor.phoneNumber,
      action: 'guardian.confirmed',
      targetType: 'athlete',
      targetId: input.athleteId,
      details: { phoneNumber: phone, by },
      ip: input.ip,
    });
    await noticeTexts(
      { ...deps, db: tx },
      {
        kind: 'guardian_confirmed',
        phoneNumber: phone,
        athleteId: input.athleteId,
        actorPhone: input.actor.kind === 'guardian' ? input.actor.phoneNumber : null,
        at: now,
      },
    );
    return { confirmed: true, changed: true };
  });
}

/**
 * A coach or admin adds a guardian's phone to an athlete of the event by hand (decision 059):
 * a confirmed link (source 'staff'), or the confirmation of the phone's link already there.
 * For the club with no phones in its rosters, whose coach knows the family. Audited; the
 * child's other confirmed guardians are told.
 */
export async function addGuardianPhone(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: {
    eventId: string;
    athleteId: string;
    phoneNumber: string;
    actor: { userId: string; scope: StaffScope };
    ip: string;
  },
): Promise<void> {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone) throw appError('VALIDATION_FAILED', messages.errors.invalidPhone);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [onRoster] = await rows<{ ok: boolean }>(
      tx,
      sql`select exists (select 1 from event_roster er join athletes a on a.id = er.athlete_id
            where er.event_id = ${input.eventId}::uuid and er.athlete_id = ${input.athleteId}::uuid
              and ${teamVisible(input.actor.scope, sql`a.team_id`)}) as ok`,
    );
    if (!onRoster?.ok) throw appError('ATHLETE_NOT_FOUND', messages.errors.athleteNotFound);
    const wasConfirmed = await isConfirmedGuardian(
      { db: tx },
      { phoneNumber: phone, athleteId: input.athleteId },
    );
    await tx.execute(sql`
      insert into parent_links (phone_number, athlete_id, source, event_id, confirmed_at,
        confirmed_by, confirmed_by_user_id)
      values (${phone}, ${input.athleteId}::uuid, 'staff', null, ${now.toISOString()}::timestamptz,
        'coach', ${input.actor.userId}::uuid)
      on conflict (phone_number, athlete_id, event_id) do update
        set confirmed_at = coalesce(parent_links.confirmed_at, excluded.confirmed_at),
          confirmed_by = coalesce(parent_links.confirmed_by, excluded.confirmed_by),
          confirmed_by_user_id = case when parent_links.confirmed_at is null
            then excluded.confirmed_by_user_id else parent_links.confirmed_by_user_id end`);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.actor.userId,
      action: 'guardian.added',
      targetType: 'athlete',
      targetId: input.athleteId,
      details: { phoneNumber: phone, eventId: input.eventId },
      ip: input.ip,
    });
    if (!wasConfirmed)
      await noticeTexts(
        { ...deps, db: tx },
        { kind: 'guardian_confirmed', phoneNumber: phone, athleteId: input.athleteId, at: now },
      );
  });
}

/**
 * Takes a confirmation back: a coach or admin any, a guardian only the ones they made. The
 * phone keeps its links (it still checks in) but loses codes, adults and texts at once: its
 * live codes and those of the adults it added are voided. The phone concerned is told.
 */
export async function unconfirmGuardian(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: { phoneNumber: string; athleteId: string; actor: Actor; ip: string },
): Promise<void> {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone) throw appError('PARENT_LINK_NOT_FOUND', messages.errors.parentLinkNotFound);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await assertActorMayAct(tx, input.actor, input.athleteId, phone);
    const mine =
      input.actor.kind === 'guardian'
        ? sql`and confirmed_by = 'guardian' and confirmed_by_phone = ${input.actor.phoneNumber}`
        : sql``;
    const taken = await rows<{ one: number }>(
      tx,
      sql`update parent_links set confirmed_at = null, confirmed_by = null,
            confirmed_by_user_id = null, confirmed_by_phone = null
          where phone_number = ${phone} and athlete_id = ${input.athleteId}::uuid
            and confirmed_at is not null ${mine}
          returning 1 as one`,
    );
    if (taken.length === 0)
      throw appError('GUARDIAN_NOT_CONFIRMED', messages.errors.guardianNotConfirmed);
    await writeAudit(tx, {
      actorType: input.actor.kind === 'coach' ? 'user' : 'parent',
      actorId: input.actor.kind === 'coach' ? input.actor.userId : input.actor.phoneNumber,
      action: 'guardian.unconfirmed',
      targetType: 'athlete',
      targetId: input.athleteId,
      details: { phoneNumber: phone, by: input.actor.kind },
      ip: input.ip,
    });
    // Still confirmed another way (a guardian took back theirs, an import still vouches).
    if (await isConfirmedGuardian({ db: tx }, { phoneNumber: phone, athleteId: input.athleteId }))
      return;
    await voidUntrustedCodes({ db: tx }, { athleteId: input.athleteId, at: now });
    await noticeTexts(
      { ...deps, db: tx },
      { kind: 'guardian_unconfirmed', phoneNumber: phone, athleteId: input.athleteId, at: now },
    );
  });
}

/**
 * Voids the live codes of a child held by a phone that is neither its confirmed guardian nor
 * an active added adult: what a lost confirmation gave is taken back in the same transaction.
 */
export async function voidUntrustedCodes(
  { db }: { db: DbOrTx },
  input: { athleteId: string; at: Date },
): Promise<void> {
  await db.execute(sql`
    update pickup_codes pc set voided_at = ${input.at.toISOString()}::timestamptz
    where pc.athlete_id = ${input.athleteId}::uuid and pc.voided_at is null
      and not ${confirmedGuardianSql(sql`pc.phone_number`, sql`pc.athlete_id`)}
      and not exists (select 1 from trusted_adults ta
                      where ta.athlete_id = pc.athlete_id and ta.phone_number = pc.phone_number
                        and ${activeTrustedAdultSql('ta')})`);
}

/**
 * The coach's "waiting for confirmation" list for an event: each unconfirmed phone linked to
 * a child of the roster the coach may see, the children it claims there, when it linked,
 * and each child's confirmed guardian phones to compare (decision 059).
 */
export async function listWaitingGuardians(
  deps: Pick<Deps, 'db'>,
  input: { eventId: string; scope: StaffScope },
): Promise<WaitingGuardian[]> {
  const found = await rows<{
    phone_number: string;
    athlete_id: string;
    first_name: string;
    last_name: string;
    team_name: string | null;
    linked_at: Date | string;
    sources: string[];
    roster_phones: string[] | null;
  }>(
    deps.db,
    sql`
      select pl.phone_number, a.id as athlete_id, a.first_name, a.last_name,
        t.name as team_name, min(pl.created_at) as linked_at,
        array_agg(distinct pl.source) as sources,
        (select array_agg(distinct c.phone_number order by c.phone_number) from parent_links c
          where c.athlete_id = a.id and c.confirmed_at is not null) as roster_phones
      from event_roster er
      join athletes a on a.id = er.athlete_id
      left join teams t on t.id = a.team_id
      join parent_links pl on pl.athlete_id = a.id
      where er.event_id = ${input.eventId}::uuid
        and ${teamVisible(input.scope, sql`a.team_id`)}
        and not ${confirmedGuardianSql(sql`pl.phone_number`, sql`a.id`)}
      group by pl.phone_number, a.id, a.first_name, a.last_name, t.name
      order by min(pl.created_at), pl.phone_number, lower(a.last_name), lower(a.first_name)`,
  );
  const byPhone = new Map<string, WaitingGuardian>();
  for (const row of found) {
    let entry = byPhone.get(row.phone_number);
    if (!entry) {
      entry = { phoneNumber: row.phone_number, children: [] };
      byPhone.set(row.phone_number, entry);
    }
    entry.children.push({
      athleteId: row.athlete_id,
      firstName: row.first_name,
      lastName: row.last_name,
      teamName: row.team_name,
      linkedAt: new Date(row.linked_at).toISOString(),
      fromRosterFile: row.sources.includes('roster'),
      confirmedPhones: row.roster_phones ?? [],
    });
  }
  return [...byPhone.values()];
}

/**
 * A confirmed guardian's view of the other phones linked to their child: each phone, whether
 * it is confirmed, and whether this guardian confirmed it (so may take it back). A phone that
 * is not a confirmed guardian of the child sees no other phone (404).
 */
export async function listChildGuardians(
  deps: Pick<Deps, 'db'>,
  input: { phoneNumber: string; athleteId: string },
): Promise<
  Array<{
    phoneNumber: string;
    confirmed: boolean;
    confirmedBy: GuardianConfirmer | null;
    mine: boolean;
  }>
> {
  if (!(await isConfirmedGuardian(deps, input)))
    throw appError('ATHLETE_NOT_FOUND', messages.errors.athleteNotFound);
  const found = await rows<{
    phone_number: string;
    confirmed_by: GuardianConfirmer | null;
    mine: boolean;
  }>(
    deps.db,
    sql`select phone_number,
          (array_agg(confirmed_by order by confirmed_at) filter (where confirmed_at is not null))[1] as confirmed_by,
          bool_or(confirmed_by = 'guardian' and confirmed_by_phone = ${input.phoneNumber}) as mine
        from parent_links
        where athlete_id = ${input.athleteId}::uuid and phone_number <> ${input.phoneNumber}
        group by phone_number order by phone_number`,
  );
  return found.map((row) => ({
    phoneNumber: row.phone_number,
    confirmed: row.confirmed_by !== null,
    confirmedBy: row.confirmed_by,
    mine: Boolean(row.mine),
  }));
}
