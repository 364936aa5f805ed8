/**
 * Guardian texts' consent (decision 046): what a verified phone chose to hear about its
 * children, changed only by that phone on the check-in page. Every yes and no is a row of
 * the append-only consent record (phone, child, when, where from, the wording's version,
 * the client address); a yes enqueues one confirmation text (or email) in the same
 * transaction, through the durable outbox. A guardian who never says yes has no
 * subscription, so is never texted.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { guardianEmailLock, guardianTextsLock } from '#server/db/locks.ts';
import {
  alertSubscriptions,
  athletes,
  checkIns,
  consentRecords,
  emailConfirmations,
  eventAthletes,
  events,
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
type Kind = 'arrival' | 'departure';
const KINDS: readonly Kind[] = ['arrival', 'departure'];

/**
 * How far back an event with "Pickup check" still offers departure texts for its children
 * (issue 26): a team that used pickup this last month likely uses it again.
 */
const PICKUP_OFFER_DAYS = 30;

/** The club's name as a text carries it: accents folded, so it stays GSM-7 (one segment). */
export const smsOrgName = (orgName: string) =>
  orgName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '');

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
      /** How the phone was confirmed as the child's guardian; null: not confirmed (059). */
      confirmedBy: sql<string | null>`(select min(gl.confirmed_by) from ${parentLinks} gl
        where gl.phone_number = ${phoneNumber} and gl.athlete_id = ${athletes.id}
          and gl.confirmed_at is not null)`,
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

/** The phone's subscriptions, by kind: the children it said yes for. */
async function subscriptionsOf(
  db: DbOrTx,
  phoneNumber: string,
): Promise<Record<Kind, Set<string>>> {
  const rows = await db
    .select({ athleteId: alertSubscriptions.athleteId, kind: alertSubscriptions.kind })
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.phoneNumber, phoneNumber));
  const of = (kind: Kind) =>
    new Set(rows.filter((row) => row.kind === kind).map((row) => row.athleteId));
  return { arrival: of('arrival'), departure: of('departure') };
}

/**
 * The children whose events use "Pickup check" (issue 26): on the roster of, or checked in
 * at, an event with it on that is upcoming or ended within PICKUP_OFFER_DAYS. Only they are
 * offered departure texts; teens' teams, which never switch it on, never see the choice.
 */
async function pickupChildren(db: DbOrTx, athleteIds: string[], now: Date): Promise<Set<string>> {
  if (athleteIds.length === 0) return new Set();
  const since = new Date(now.getTime() - PICKUP_OFFER_DAYS * 24 * HOUR_MS);
  const recent = and(
    eq(events.pickupCheck, true),
    isNull(events.cancelledAt),
    sql`coalesce(${events.endsAt}, ${events.date} + interval '2 hours') > ${since}`,
  );
  const [rostered, arrived] = await Promise.all([
    db
      .selectDistinct({ athleteId: eventAthletes.athleteId })
      .from(eventAthletes)
      .innerJoin(events, eq(events.id, eventAthletes.eventId))
      .where(and(inArray(eventAthletes.athleteId, athleteIds), recent)),
    db
      .selectDistinct({ athleteId: checkIns.athleteId })
      .from(checkIns)
      .innerJoin(events, eq(events.id, checkIns.eventId))
      .where(and(inArray(checkIns.athleteId, athleteIds), recent)),
  ]);
  return new Set([...rostered, ...arrived].map((row) => row.athleteId));
}

/** The Texts screen: the phone's children with its choice for each, its channels and email. */
export async function getTextsState(
  deps: Pick<Deps, 'config' | 'clock'> & { db: DbOrTx },
  phoneNumber: string,
): Promise<TextsState> {
  const { db } = deps;
  const [children, subscribed, contact, [pending]] = await Promise.all([
    linkedChildren(db, phoneNumber),
    subscriptionsOf(db, phoneNumber),
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
  const pickup = await pickupChildren(
    db,
    children.map((child) => child.id),
    deps.clock.now(),
  );
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
    children: children.map(({ confirmedBy, ...child }) => ({
      ...child,
      confirmed: confirmedBy !== null,
      arrival: subscribed.arrival.has(child.id),
      departure: subscribed.departure.has(child.id),
      // A choice already made stays visible (so it can be turned off) after pickup stops.
      pickup: pickup.has(child.id) || subscribed.departure.has(child.id),
    })),
  };
}

/**
 * Saves a phone's choices, atomically and serialised per phone: each child named is set on
 * or off (a child not linked to the phone refuses the whole request, changing nothing), the
 * channels as given. Every change is a consent row. A new yes (a child, or a channel turned
 * on while a child is chosen) enqueues one confirmation per channel, at most one a day.
 */
export async function saveTextsChoices(
  { db }: { db: DbOrTx },
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
  await db.execute(guardianTextsLock(phoneNumber));

  const wanted = new Map(choices.children.map((child) => [child.athleteId, child]));
  const children = wanted.size > 0 ? await linkedChildren(db, phoneNumber, [...wanted.keys()]) : [];
  if (children.length !== wanted.size) {
    throw appError('ATHLETE_NOT_FOUND', messages.errors.athleteNotFound);
  }
  /** The choice asked for a child and kind: true, false, or undefined (left as it is). */
  const asked = (childId: string, kind: Kind) => wanted.get(childId)?.[kind];
  const current = await subscriptionsOf(db, phoneNumber);
  // A new yes needs a confirmed guardian (decision 059); a no is always taken.
  const unconfirmedYes = children.some(
    (child) =>
      child.confirmedBy === null &&
      KINDS.some((kind) => asked(child.id, kind) === true && !current[kind].has(child.id)),
  );
  if (unconfirmedYes)
    throw appError('GUARDIAN_NOT_CONFIRMED', messages.errors.guardianNotConfirmed);
  // A new yes to departure texts only where the screen showed their wording (pickup check).
  const newDepartures = children
    .filter((child) => asked(child.id, 'departure') && !current.departure.has(child.id))
    .map((child) => child.id);
  const offered = await pickupChildren(db, newDepartures, now);
  if (newDepartures.some((childId) => !offered.has(childId))) {
    throw appError('VALIDATION_FAILED', messages.errors.invalidRequest);
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

  const changes = KINDS.map((kind) => ({
    kind,
    turnedOn: children.filter(
      (child) => asked(child.id, kind) === true && !current[kind].has(child.id),
    ),
    turnedOff: children.filter(
      (child) => asked(child.id, kind) === false && current[kind].has(child.id),
    ),
  }));

  const channelsOf = (state: { sms: boolean; email: boolean }): Channel[] => {
    const on: Channel[] = [];
    if (state.sms) on.push('sms');
    if (state.email) on.push('email');
    return on.length > 0 ? on : ['sms'];
  };
  // Departure texts go by text message only (decision 049): their consent is for texts.
  const channelsFor = (kind: Kind, state: { sms: boolean; email: boolean }): Channel[] =>
    kind === 'departure' ? ['sms'] : channelsOf(state);
  const record = {
    phoneNumber,
    source: 'check_in_page' as const,
    wordingVersion: TEXTS_WORDING_VERSION,
    ip: input.ip,
    createdAt: now,
  };
  const label = (child: { firstName: string; lastName: string }) =>
    `${child.firstName} ${child.lastName}`;
  const rows: (typeof consentRecords.$inferInsert)[] = [
    ...changes.flatMap(({ kind, turnedOn, turnedOff }) => [
      ...turnedOn.flatMap((child) =>
        channelsFor(kind, after).map((channel) => ({
          ...record,
          kind,
          athleteId: child.id,
          athleteLabel: label(child),
          channel,
          action: 'opt_in' as const,
          linkOrigin: child.confirmedBy,
        })),
      ),
      ...turnedOff.flatMap((child) =>
        channelsFor(kind, before).map((channel) => ({
          ...record,
          kind,
          athleteId: child.id,
          athleteLabel: label(child),
          channel,
          action: 'opt_out' as const,
          linkOrigin: child.confirmedBy ?? 'unconfirmed',
        })),
      ),
    ]),
    ...(['sms', 'email'] as const)
      .filter((channel) => before[channel] !== after[channel])
      .map((channel) => ({
        ...record,
        kind: 'arrival' as const,
        athleteId: null,
        athleteLabel: null,
        channel,
        action: after[channel] ? ('opt_in' as const) : ('opt_out' as const),
      })),
  ];
  for (const { kind, turnedOn, turnedOff } of changes) {
    if (turnedOn.length > 0) {
      await db.insert(alertSubscriptions).values(
        turnedOn.map((child) => ({
          phoneNumber,
          athleteId: child.id,
          kind,
          wordingVersion: TEXTS_WORDING_VERSION,
        })),
      );
    }
    if (turnedOff.length > 0) {
      await db.delete(alertSubscriptions).where(
        and(
          eq(alertSubscriptions.phoneNumber, phoneNumber),
          eq(alertSubscriptions.kind, kind),
          inArray(
            alertSubscriptions.athleteId,
            turnedOff.map((child) => child.id),
          ),
        ),
      );
    }
  }
  if (rows.length > 0) await db.insert(consentRecords).values(rows);

  // One confirmation per channel newly saying yes: a new child, or a channel switched on
  // while a child is chosen. At most one a day per phone and channel (the dedupe key).
  // Email carries arrivals only, so only arrival choices confirm by email.
  const remaining = (kinds: readonly Kind[]) =>
    changes
      .filter((change) => kinds.includes(change.kind))
      .reduce(
        (sum, change) =>
          sum + current[change.kind].size - change.turnedOff.length + change.turnedOn.length,
        0,
      );
  const newYes = (kinds: readonly Kind[]) =>
    changes.some((change) => kinds.includes(change.kind) && change.turnedOn.length > 0);
  const confirms = (channel: Channel) => {
    const kinds: readonly Kind[] = channel === 'sms' ? KINDS : ['arrival'];
    return after[channel] && remaining(kinds) > 0 && (newYes(kinds) || !before[channel]);
  };
  const orgName = smsOrgName(input.orgName);
  const outgoing = [];
  if (confirms('sms') && !contact?.smsStoppedAt) {
    outgoing.push({
      kind: 'consent' as const,
      channel: 'sms' as const,
      recipient: phoneNumber,
      body: t.confirmationSms(orgName),
      day: now,
    });
  }
  if (confirms('email') && contact?.email && contact.emailConfirmedAt) {
    outgoing.push({
      kind: 'consent' as const,
      channel: 'email' as const,
      recipient: contact.email,
      subject: t.confirmationEmailSubject(input.orgName),
      body: t.confirmationEmailText(input.orgName),
      day: now,
    });
  }
  const written = await enqueueMessages({ db }, outgoing);
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
    await tx.execute(guardianEmailLock(input.phoneNumber));
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
  { db }: { db: DbOrTx },
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
export function listConsentRecords({ db }: Pick<Deps, 'db'>) {
  return db
    .select()
    .from(consentRecords)
    .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id));
}
