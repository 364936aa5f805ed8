/**
 * Guardian texts' consent (decision 046): what a verified phone chose to hear about its
 * children, changed only by that phone on the check-in page. Every yes and no is a row of
 * the append-only consent record (phone, child, when, where from, the wording's version,
 * the client address); a yes enqueues one confirmation text (or email) in the same
 * transaction, through the durable outbox. A guardian who never says yes has no
 * subscription, so is never texted.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  alertSubscriptions,
  athletes,
  consentRecords,
  emailConfirmations,
  guardianContacts,
  parentLinks,
  teams,
} from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import { hashToken, randomToken } from '#server/platform/crypto.ts';
import { EMAIL_CONFIRMATION_HOURS, TEXTS_WORDING_VERSION } from '#shared/guardian-texts.ts';
import { messages } from '#shared/messages.ts';
import type { TextsChoicesBody, TextsState } from '#shared/schemas.ts';
import { enqueueMessages } from '../messaging/service.ts';

const t = messages.guardianTexts;
const HOUR_MS = 60 * 60 * 1000;
/** Links a phone may ask for in an hour (each is an email to an address it typed). */
export const EMAIL_LINKS_PER_PHONE_PER_HOUR = 5;

type Channel = 'sms' | 'email';

/** The club's name as a text carries it: accents folded, so it stays GSM-7 (one segment). */
export const smsOrgName = (orgName: string) =>
  orgName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '');

const dayKey = (now: Date) => now.toISOString().slice(0, 10);

async function findContact(db: DbOrTx, phoneNumber: string) {
  const [contact] = await db
    .select()
    .from(guardianContacts)
    .where(eq(guardianContacts.phoneNumber, phoneNumber));
  return contact ?? null;
}

/** The athletes linked to the phone (by the parent or a roster file), each once. */
async function linkedChildren(db: DbOrTx, phoneNumber: string, athleteIds?: string[]) {
  return db
    .select({
      id: athletes.id,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      teamName: teams.name,
    })
    .from(athletes)
    .leftJoin(teams, eq(teams.id, athletes.teamId))
    .where(
      and(
        sql`exists (select 1 from ${parentLinks} where ${parentLinks.phoneNumber} = ${phoneNumber} and ${parentLinks.athleteId} = ${athletes.id})`,
        athleteIds ? inArray(athletes.id, athleteIds) : undefined,
      ),
    )
    .orderBy(asc(athletes.firstName), asc(athletes.lastName), asc(athletes.id));
}

/** The Texts screen: the phone's children with its choice for each, its channels and email. */
export async function getTextsState(
  deps: Pick<Deps, 'config' | 'clock'> & { db: DbOrTx },
  phoneNumber: string,
): Promise<TextsState> {
  const { db } = deps;
  const [children, subscribed, contact, [pending]] = await Promise.all([
    linkedChildren(db, phoneNumber),
    db
      .select({ athleteId: alertSubscriptions.athleteId })
      .from(alertSubscriptions)
      .where(
        and(
          eq(alertSubscriptions.phoneNumber, phoneNumber),
          eq(alertSubscriptions.kind, 'arrival'),
        ),
      ),
    findContact(db, phoneNumber),
    db
      .select({ email: emailConfirmations.email, createdAt: emailConfirmations.createdAt })
      .from(emailConfirmations)
      .where(
        and(
          eq(emailConfirmations.phoneNumber, phoneNumber),
          gt(emailConfirmations.expiresAt, deps.clock.now()),
        ),
      )
      .orderBy(desc(emailConfirmations.createdAt))
      .limit(1),
  ]);
  const on = new Set(subscribed.map((row) => row.athleteId));
  const email = contact?.emailConfirmedAt ? contact.email : null;
  const isPendingConfirmed =
    pending &&
    contact?.email === pending.email &&
    contact.emailConfirmedAt &&
    contact.emailConfirmedAt >= pending.createdAt;
  return {
    phoneNumber,
    orgName: deps.config.texts.orgName,
    orgContact: deps.config.texts.orgContact,
    wordingVersion: TEXTS_WORDING_VERSION,
    smsStoppedAt: contact?.smsStoppedAt?.toISOString() ?? null,
    smsAlerts: contact?.smsAlerts ?? true,
    emailAlerts: contact?.emailAlerts ?? false,
    email,
    pendingEmail: pending && !isPendingConfirmed ? pending.email : null,
    children: children.map((child) => ({ ...child, arrival: on.has(child.id) })),
  };
}

/**
 * Saves a phone's choices, atomically and serialised per phone: each child named is set on
 * or off (a child not linked to the phone refuses the whole request, changing nothing), the
 * channels as given. Every change is a consent row. A new yes (a child, or a channel turned
 * on while a child is chosen) enqueues one confirmation per channel, at most one a day.
 */
export async function saveTextsChoices(
  db: DbOrTx,
  input: {
    phoneNumber: string;
    choices: TextsChoicesBody;
    ip: string | null;
    now: Date;
    orgName: string;
  },
): Promise<{ confirmationSent: boolean }> {
  const { phoneNumber, choices, now } = input;
  if (choices.wordingVersion !== TEXTS_WORDING_VERSION) {
    throw appError('WORDING_CHANGED', messages.errors.wordingChanged);
  }
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`guardian-texts:${phoneNumber}`}))`);

  const wanted = new Map(choices.children.map((child) => [child.athleteId, child.arrival]));
  const children = wanted.size > 0 ? await linkedChildren(db, phoneNumber, [...wanted.keys()]) : [];
  if (children.length !== wanted.size) {
    throw appError('ATHLETE_NOT_FOUND', messages.errors.athleteNotFound);
  }

  const contact = await findContact(db, phoneNumber);
  const before = {
    sms: contact?.smsAlerts ?? true,
    email: contact?.emailAlerts ?? false,
  };
  const after = {
    sms: choices.smsAlerts ?? before.sms,
    email: choices.emailAlerts ?? before.email,
  };
  if (after.email && !before.email && !contact?.emailConfirmedAt) {
    throw appError('EMAIL_NOT_CONFIRMED', messages.errors.emailNotConfirmed);
  }
  await db
    .insert(guardianContacts)
    .values({ phoneNumber, smsAlerts: after.sms, emailAlerts: after.email, updatedAt: now })
    .onConflictDoUpdate({
      target: guardianContacts.phoneNumber,
      set: { smsAlerts: after.sms, emailAlerts: after.email, updatedAt: now },
    });

  const current = new Set(
    (
      await db
        .select({ athleteId: alertSubscriptions.athleteId })
        .from(alertSubscriptions)
        .where(
          and(
            eq(alertSubscriptions.phoneNumber, phoneNumber),
            eq(alertSubscriptions.kind, 'arrival'),
          ),
        )
    ).map((row) => row.athleteId),
  );
  const turnedOn = children.filter((child) => wanted.get(child.id) && !current.has(child.id));
  const turnedOff = children.filter((child) => !wanted.get(child.id) && current.has(child.id));

  const channelsOf = (state: { sms: boolean; email: boolean }): Channel[] => {
    const on: Channel[] = [];
    if (state.sms) on.push('sms');
    if (state.email) on.push('email');
    return on.length > 0 ? on : ['sms'];
  };
  const record = {
    phoneNumber,
    kind: 'arrival' as const,
    source: 'check_in_page' as const,
    wordingVersion: TEXTS_WORDING_VERSION,
    ip: input.ip,
    createdAt: now,
  };
  const label = (child: { firstName: string; lastName: string }) =>
    `${child.firstName} ${child.lastName}`;
  const rows: (typeof consentRecords.$inferInsert)[] = [
    ...turnedOn.flatMap((child) =>
      channelsOf(after).map((channel) => ({
        ...record,
        athleteId: child.id,
        athleteLabel: label(child),
        channel,
        action: 'opt_in' as const,
      })),
    ),
    ...turnedOff.flatMap((child) =>
      channelsOf(before).map((channel) => ({
        ...record,
        athleteId: child.id,
        athleteLabel: label(child),
        channel,
        action: 'opt_out' as const,
      })),
    ),
    ...(['sms', 'email'] as const)
      .filter((channel) => before[channel] !== after[channel])
      .map((channel) => ({
        ...record,
        athleteId: null,
        athleteLabel: null,
        channel,
        action: after[channel] ? ('opt_in' as const) : ('opt_out' as const),
      })),
  ];
  if (turnedOn.length > 0) {
    await db.insert(alertSubscriptions).values(
      turnedOn.map((child) => ({
        phoneNumber,
        athleteId: child.id,
        kind: 'arrival' as const,
        wordingVersion: TEXTS_WORDING_VERSION,
      })),
    );
  }
  if (turnedOff.length > 0) {
    await db.delete(alertSubscriptions).where(
      and(
        eq(alertSubscriptions.phoneNumber, phoneNumber),
        eq(alertSubscriptions.kind, 'arrival'),
        inArray(
          alertSubscriptions.athleteId,
          turnedOff.map((child) => child.id),
        ),
      ),
    );
  }
  if (rows.length > 0) await db.insert(consentRecords).values(rows);

  // One confirmation per channel newly saying yes: a new child, or a channel switched on
  // while a child is chosen. At most one a day per phone and channel (the dedupe key).
  const hasChildren = current.size - turnedOff.length + turnedOn.length > 0;
  const confirms = (channel: Channel) =>
    after[channel] && hasChildren && (turnedOn.length > 0 || (after[channel] && !before[channel]));
  const orgName = smsOrgName(input.orgName);
  const outgoing = [];
  if (confirms('sms') && !contact?.smsStoppedAt) {
    outgoing.push({
      channel: 'sms' as const,
      purpose: 'consent',
      recipient: phoneNumber,
      body: t.confirmationSms(orgName),
      dedupeKey: `consent:sms:${phoneNumber}:${dayKey(now)}`,
    });
  }
  if (confirms('email') && contact?.email && contact.emailConfirmedAt) {
    outgoing.push({
      channel: 'email' as const,
      purpose: 'consent',
      recipient: contact.email,
      subject: t.confirmationEmailSubject(input.orgName),
      body: t.confirmationEmailText(input.orgName),
      dedupeKey: `consent:email:${phoneNumber}:${dayKey(now)}`,
    });
  }
  const written = await enqueueMessages(db, outgoing);
  return { confirmationSent: written.length > 0 };
}

/**
 * Emails a confirmation link for `email` (stored hashed, valid EMAIL_CONFIRMATION_HOURS).
 * The address becomes the phone's only when the link is opened.
 */
export async function requestEmailLink(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'config'>,
  input: { phoneNumber: string; email: string },
) {
  const now = deps.clock.now();
  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`guardian-email:${input.phoneNumber}`}))`,
    );
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(emailConfirmations)
      .where(
        and(
          eq(emailConfirmations.phoneNumber, input.phoneNumber),
          gt(emailConfirmations.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.count ?? 0) >= EMAIL_LINKS_PER_PHONE_PER_HOUR) {
      throw appError('RATE_LIMITED', messages.errors.tooManyRequests);
    }
    await tx.insert(emailConfirmations).values({
      tokenHash: hashToken(token),
      phoneNumber: input.phoneNumber,
      email: input.email,
      expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_HOURS * HOUR_MS),
      createdAt: now,
    });
  });
  const link = `${deps.config.publicUrl}/check-in/confirm-email#token=${token}`;
  const orgName = deps.config.texts.orgName;
  await deps.mailer.send({
    to: input.email,
    subject: t.linkEmailSubject(orgName),
    text: t.linkEmailText(orgName, link, EMAIL_CONFIRMATION_HOURS),
    link,
  });
}

/**
 * Opens an emailed link: the address becomes the phone's, confirmed. Honest answers: a link
 * never sent (EMAIL_LINK_INVALID), already used (the address was confirmed by it or
 * after it: EMAIL_LINK_USED), past its time (EMAIL_LINK_EXPIRED). The link's row is locked,
 * so two opens at once confirm once.
 */
export async function confirmEmail(
  db: DbOrTx,
  input: { token: string; now: Date; ip: string | null },
): Promise<{ email: string }> {
  const [link] = await db
    .select()
    .from(emailConfirmations)
    .where(eq(emailConfirmations.tokenHash, hashToken(input.token)))
    .for('update');
  if (!link) throw appError('EMAIL_LINK_INVALID', messages.errors.emailLinkInvalid);
  const contact = await findContact(db, link.phoneNumber);
  if (
    contact?.email === link.email &&
    contact.emailConfirmedAt &&
    contact.emailConfirmedAt >= link.createdAt
  ) {
    throw appError('EMAIL_LINK_USED', messages.errors.emailLinkUsed);
  }
  if (link.expiresAt <= input.now) {
    throw appError('EMAIL_LINK_EXPIRED', messages.errors.emailLinkExpired);
  }
  await db
    .insert(guardianContacts)
    .values({
      phoneNumber: link.phoneNumber,
      email: link.email,
      emailConfirmedAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: guardianContacts.phoneNumber,
      set: { email: link.email, emailConfirmedAt: input.now, updatedAt: input.now },
    });
  // Older links of the phone go: one cannot later put back an address replaced since.
  await db
    .delete(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.phoneNumber, link.phoneNumber),
        sql`${emailConfirmations.createdAt} < ${link.createdAt}`,
      ),
    );
  await db.insert(consentRecords).values({
    phoneNumber: link.phoneNumber,
    channel: 'email',
    action: 'opt_in',
    source: 'email_link',
    ip: input.ip,
    createdAt: input.now,
  });
  return { email: link.email };
}

/** The whole consent record, oldest first, for the admin's CSV. */
export function listConsentRecords(db: DbOrTx) {
  return db
    .select()
    .from(consentRecords)
    .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id));
}
