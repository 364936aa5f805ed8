/**
 * The database schema: every entity of docs/product.md#data plus what the security model needs.
 * Each change here comes with the next hand-written SQL file in `migrations/` and its journal
 * entry (decision 048): the SQL is what runs; this file is how the code reads it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_name_ci').on(sql`lower(${t.name})`)],
);

export const athletes = pgTable(
  'athletes',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    gradYear: integer('grad_year'),
    createdAt: createdAt(),
  },
  (t) => [index('athletes_team').on(t.teamId)],
);

/**
 * A repeating event (decision 030): what its occurrences were made from. Each occurrence
 * is a row of `events` with `series_id` set; the series shares one roster (an import
 * reaches the occurrences not yet started).
 */
export const eventSeries = pgTable('event_series', {
  id: id(),
  name: text('name').notNull(),
  locationName: text('location_name').notNull(),
  /** ISO weekdays, 1 = Monday. */
  weekdays: integer('weekdays').array().notNull(),
  /** The last day an occurrence may fall on, in `time_zone`. */
  until: date('until').notNull(),
  /** The zone whose wall clock the occurrences keep (the coach's browser's). */
  timeZone: text('time_zone').notNull(),
  firstStart: at('first_start').notNull(),
  durationMinutes: integer('duration_minutes'),
  autoOpenMinutes: integer('auto_open_minutes'),
  createdAt: createdAt(),
  endedAt: at('ended_at'),
  /** "Pickup check" for the whole series (issue 26): switching it sets its occurrences'. */
  pickupCheck: boolean('pickup_check').notNull().default(false),
});

export const events = pgTable(
  'events',
  {
    id: id(),
    name: text('name').notNull(),
    locationId: text('location_id').notNull(),
    locationName: text('location_name').notNull(),
    date: at('date').notNull(),
    active: boolean('active').notNull().default(false),
    googleSheetUrl: text('google_sheet_url'),
    lastSyncAt: at('last_sync_at'),
    /** The last sheet sync that failed, and what the coach was told (cleared by a success). */
    lastSyncFailedAt: at('last_sync_failed_at'),
    lastSyncError: text('last_sync_error'),
    createdAt: createdAt(),
    seriesId: uuid('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    /** The end; null: the start plus DEFAULT_EVENT_MINUTES where an end is needed. */
    endsAt: at('ends_at'),
    /** A cancelled occurrence stays (with its check-ins) but never opens. */
    cancelledAt: at('cancelled_at'),
    /** Check-in opens this many minutes before the start, by itself; null: the switch only. */
    autoOpenMinutes: integer('auto_open_minutes'),
    /** When a coach last switched this event on or off by hand (the schedule yields to it). */
    manualSwitchAt: at('manual_switch_at'),
    /** When check-in last opened (off to on): no offline tap is dated before it (decision 039). */
    openedAt: at('opened_at'),
    /** Who opened it then: a coach's switch holds it open until its end (decision 039). */
    openedBy: text('opened_by', { enum: ['coach', 'schedule'] }),
    /** Who created it: a coach scoped to teams sees the events they created (decision 044). */
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** "Pickup check" (issue 26, decision 049): children are released to a known adult. */
    pickupCheck: boolean('pickup_check').notNull().default(false),
  },
  (t) => [
    index('events_active').on(t.active),
    index('events_series').on(t.seriesId, t.date),
    index('events_auto_open')
      .on(t.date)
      .where(sql`${t.autoOpenMinutes} is not null and ${t.cancelledAt} is null`),
    index('events_created_by').on(t.createdByUserId),
  ],
);

/** The roster: which athletes are expected at which event. */
export const eventAthletes = pgTable(
  'event_athletes',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.athleteId] }),
    index('event_athletes_athlete').on(t.athleteId),
  ],
);

/**
 * A series' roster, stored once (decision 038): the athletes an import, copy or sync onto
 * one of its occurrences brought, each reaching every occurrence that starts after `from_at`
 * (the moment it was added). Read through `event_roster`.
 */
export const seriesAthletes = pgTable(
  'series_athletes',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => eventSeries.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    fromAt: at('from_at').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.athleteId] }),
    index('series_athletes_athlete').on(t.athleteId),
  ],
);

/**
 * Every event's roster as it reads (a view, migration 0007): its own athletes and, for an
 * occurrence, its series' athletes added before it started. Every read of a roster uses it.
 */
export const eventRoster = pgView('event_roster', {
  eventId: uuid('event_id').notNull(),
  athleteId: uuid('athlete_id').notNull(),
}).existing();

export const checkIns = pgTable(
  'check_ins',
  {
    id: id(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    timestamp: at('timestamp').notNull().defaultNow(),
    phoneNumber: text('phone_number'),
    source: text('source', { enum: ['qr', 'manual_fallback'] }).notNull(),
    /** The coach or admin who checked the athlete in by hand, if any. */
    createdByUserId: uuid('created_by_user_id'),
    /**
     * When the parent tapped, for a tap kept on the phone with no signal and sent later
     * (decision 022), as the phone's clock said. `timestamp` is the arrival: this time when
     * the server accepted it (`offline` 'tap'), else the receipt.
     */
    tappedAt: at('tapped_at'),
    /**
     * How an arrival sent later was dated (decision 039): 'tap' at the tap time (within the
     * bounds the server checks; `timestamp` is then that time), 'receipt' when the tap time
     * was refused and the receipt stands; null for a check-in made online.
     */
    offline: text('offline', { enum: ['tap', 'receipt'] }),
    /** Tapped by a phone not (yet) confirmed as the child's guardian (decision 059). */
    unconfirmed: boolean('unconfirmed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('check_ins_athlete_event').on(t.athleteId, t.eventId),
    index('check_ins_event').on(t.eventId),
    index('check_ins_timestamp').on(t.timestamp),
  ],
);

/**
 * A phone number linked to an athlete: the parent relationship. A link comes from the
 * parent (`source` 'parent', no event: they searched and linked), from an event's roster
 * file (`source` 'roster', `eventId` the event whose file listed the phone as a guardian's),
 * or from a coach or admin who added the phone by hand (`source` 'staff', decision 059).
 * One phone and athlete may hold both kinds, and file links from several events; the phone
 * sees the athlete while any link remains (decision 021).
 */
export const parentLinks = pgTable(
  'parent_links',
  {
    phoneNumber: text('phone_number').notNull(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['parent', 'roster', 'staff'] })
      .notNull()
      .default('parent'),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /**
     * When someone the club trusts chose this link (decision 059): a coach's import seen in
     * the preview ('import'), a coach or admin ('coach'), a confirmed guardian ('guardian'),
     * the school's rostering service ('rostering'). A phone is the child's confirmed guardian
     * while any of its links to the child is confirmed; unconfirmed, it only checks in.
     */
    confirmedAt: at('confirmed_at'),
    confirmedBy: text('confirmed_by', { enum: ['import', 'coach', 'guardian', 'rostering'] }),
    confirmedByUserId: uuid('confirmed_by_user_id'),
    confirmedByPhone: text('confirmed_by_phone'),
  },
  (t) => [
    unique('parent_links_key').on(t.phoneNumber, t.athleteId, t.eventId).nullsNotDistinct(),
    index('parent_links_athlete').on(t.athleteId),
    index('parent_links_event').on(t.eventId),
    index('parent_links_unconfirmed').on(t.athleteId).where(sql`${t.confirmedAt} is null`),
    check(
      'parent_links_confirmed_by',
      sql`${t.confirmedBy} is null or ${t.confirmedBy} in ('import', 'coach', 'guardian', 'rostering')`,
    ),
    check(
      'parent_links_source_event',
      sql`(${t.source} in ('parent', 'staff') and ${t.eventId} is null) or (${t.source} = 'roster' and ${t.eventId} is not null)`,
    ),
  ],
);

/**
 * A roster-file link a guardian removed themselves (decision 044): a re-import of a file that
 * still lists the phone does not link it again, and the coach's Parent links panel says so.
 * The phone is kept only as a keyed hash (HMAC with the server's key), so a guardian who
 * erased their phone is not kept in the clear; `erased` says which of the two it was.
 */
export const guardianLinkRemovals = pgTable(
  'guardian_link_removals',
  {
    phoneHash: text('phone_hash').notNull(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    removedAt: at('removed_at').notNull().defaultNow(),
    erased: boolean('erased').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.phoneHash, t.athleteId] }),
    index('guardian_link_removals_athlete').on(t.athleteId),
  ],
);

/**
 * The live texted code of one phone in one browser (decision 017): the browser holds a
 * random binding token in a cookie, stored here hashed. A resend from that browser
 * replaces its code; only that browser's guesses count against it.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    phoneNumber: text('phone_number').notNull(),
    browserHash: text('browser_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.phoneNumber, t.browserHash] }),
    index('verification_codes_expires').on(t.expiresAt),
  ],
);

/**
 * Every code sent, kept a day for the caps: per phone, per client address (only sends
 * never verified count, decision 017) and in all.
 */
export const verificationSends = pgTable(
  'verification_sends',
  {
    id: id(),
    phoneNumber: text('phone_number').notNull(),
    ip: text('ip').notNull(),
    browserHash: text('browser_hash').notNull().default(''),
    createdAt: createdAt(),
    /** When a code texted to this phone for this browser was verified. */
    verifiedAt: at('verified_at'),
  },
  (t) => [
    index('verification_sends_phone').on(t.phoneNumber, t.createdAt),
    index('verification_sends_ip').on(t.ip, t.createdAt),
    index('verification_sends_created').on(t.createdAt),
  ],
);

/** A device that verified a phone: its cookie token, stored hashed. */
export const parentDevices = pgTable(
  'parent_devices',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    phoneNumber: text('phone_number').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('parent_devices_token').on(t.tokenHash),
    index('parent_devices_expires').on(t.expiresAt),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    role: text('role').notNull().default('pending'),
    createdAt: createdAt(),
    lastLoginAt: at('last_login_at'),
    /**
     * The key (32 random bytes, base64url) sealing this coach's offline changes in a
     * browser they signed out of (decision 036); made on first use.
     */
    offlineKey: text('offline_key'),
    /** The language this person chose (decision 025), e.g. 'es'; null: the browser's. */
    locale: text('locale'),
    /** A coach who sees every team though others are assigned to theirs (decision 044). */
    allTeams: boolean('all_teams').notNull().default(false),
  },
  (t) => [uniqueIndex('users_email_ci').on(sql`lower(${t.email})`)],
);

/**
 * The teams a coach coaches (decision 044). While no row exists every coach sees every
 * team, as before; once one does, a coach sees only their teams (unless `all_teams`).
 */
export const coachTeams = pgTable(
  'coach_teams',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] }), index('coach_teams_team').on(t.teamId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token').on(t.tokenHash),
    index('sessions_user').on(t.userId),
    index('sessions_expires').on(t.expiresAt),
  ],
);

export const loginTokens = pgTable(
  'login_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    /** The client address that asked for the link: for the per-address send limit. */
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('login_tokens_token').on(t.tokenHash),
    index('login_tokens_email').on(t.email, t.createdAt),
    index('login_tokens_ip').on(t.ip, t.createdAt),
    index('login_tokens_created').on(t.createdAt),
  ],
);

/**
 * What the schedule did that a coach should hear of (decision 039): an event that waited
 * for another (`kind` 'waited': its check-in did not open when its time came, because
 * `other_event_id` stays open until `until_at`), or was closed for another ('closed-for').
 * Shown to every coach and admin until each dismisses it; one row per event and moment.
 */
export const scheduleNotices = pgTable(
  'schedule_notices',
  {
    id: id(),
    kind: text('kind', { enum: ['waited', 'closed-for'] }).notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    otherEventId: uuid('other_event_id').references(() => events.id, { onDelete: 'cascade' }),
    happensAt: at('happens_at').notNull(),
    untilAt: at('until_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('schedule_notices_once').on(t.kind, t.eventId, t.happensAt),
    index('schedule_notices_created').on(t.createdAt),
  ],
);

/** Who has dismissed which schedule notice. */
export const scheduleNoticeDismissals = pgTable(
  'schedule_notice_dismissals',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => scheduleNotices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);

/** Messages kept by the dev outbox when no SMS or email provider is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    link: text('link'),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to').on(t.to, t.createdAt), index('outbox_created').on(t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorType: text('actor_type', { enum: ['user', 'parent', 'system'] }).notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created').on(t.createdAt),
    index('audit_log_action').on(t.action, t.createdAt),
    index('audit_log_actor').on(t.actorId, t.createdAt),
  ],
);

/**
 * What TapIn knows of a guardian's phone beyond its links: how they want to hear of their
 * children (texts, email once confirmed), whether the phone replied STOP to alert texts
 * (`sms_stopped_at`; verification codes still go, decision 042), and their language.
 */
export const guardianContacts = pgTable('guardian_contacts', {
  phoneNumber: text('phone_number').primaryKey(),
  email: text('email'),
  emailConfirmedAt: at('email_confirmed_at'),
  smsAlerts: boolean('sms_alerts').notNull().default(true),
  emailAlerts: boolean('email_alerts').notNull().default(false),
  smsStoppedAt: at('sms_stopped_at'),
  locale: text('locale'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A guardian's yes to hearing of one child: a row per phone, child and kind while they are
 * opted in (never pre-ticked; made only by the guardian's own choice). The history of
 * every yes and stop is `consent_records`.
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    phoneNumber: text('phone_number').notNull(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['arrival', 'departure'] }).notNull(),
    /** The version of the wording the guardian saw when they said yes. */
    wordingVersion: text('wording_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'alert_subscriptions_pk', columns: [t.phoneNumber, t.athleteId, t.kind] }),
    index('alert_subscriptions_athlete').on(t.athleteId, t.kind),
    check('alert_subscriptions_kind', sql`${t.kind} in ('arrival', 'departure')`),
  ],
);

/**
 * The consent record: every yes, no, STOP and START, append-only, kept past the retention
 * of check-ins (decision 042). No foreign key: it outlives the child's row.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    phoneNumber: text('phone_number').notNull(),
    athleteId: uuid('athlete_id'),
    /** The child as the guardian saw them then ("Maya G."). */
    athleteLabel: text('athlete_label'),
    kind: text('kind', { enum: ['arrival', 'departure'] }),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    action: text('action', { enum: ['opt_in', 'opt_out', 'stop', 'start'] }).notNull(),
    source: text('source', {
      enum: ['check_in_page', 'sms_reply', 'coach', 'provider', 'email_link'],
    }).notNull(),
    wordingVersion: text('wording_version'),
    ip: text('ip'),
    /** Which kind of link the yes came from: how the phone was confirmed (decision 059). */
    linkOrigin: text('link_origin'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_records_phone').on(t.phoneNumber, t.createdAt),
    index('consent_records_created').on(t.createdAt),
  ],
);

/**
 * Texts a guardian sent us (the provider's inbound webhook, decision 042), one row per
 * provider message id: a signed request replayed changes nothing and gets the first
 * answer. No phone number: the id and the reply are not personal data, so the rows can stay
 * as long as the consent record they protect (CONSENT_RECORD_YEARS).
 */
export const inboundTexts = pgTable(
  'inbound_texts',
  {
    messageSid: text('message_sid').primaryKey(),
    /** What we answered (null: no reply). */
    reply: text('reply'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('inbound_texts_received').on(t.receivedAt)],
);

/**
 * A late athlete whose guardians a coach's nudge texted (decision 042): once per athlete and
 * event, whoever pressed, so one team's nudge marks only that team's athletes (decision 044).
 */
export const lateNudges = pgTable(
  'late_nudges',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    nudgedAt: at('nudged_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.athleteId] })],
);

/** A link emailed to confirm a guardian's address, stored hashed. */
export const emailConfirmations = pgTable('email_confirmations', {
  tokenHash: text('token_hash').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/**
 * The durable outbox (decision 042): every text or email that must not be lost is written
 * here in the same transaction as what caused it, then delivered by any instance, one
 * deliverer per message (`FOR UPDATE SKIP LOCKED`). `dedupe_key` makes "one text per
 * guardian, child, event and kind" a database rule. `send_after` holds an arrival text for
 * the undo grace period and schedules retries.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** What the message is: 'arrival', 'arrival_correction', 'nudge', 'consent', 'help'… */
    purpose: text('purpose').notNull(),
    /** A phone number (E.164) or an email address. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    dedupeKey: text('dedupe_key'),
    eventId: uuid('event_id'),
    athleteId: uuid('athlete_id'),
    status: text('status', {
      enum: ['pending', 'sending', 'sent', 'failed', 'cancelled', 'skipped'],
    })
      .notNull()
      .default('pending'),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    providerMessageId: text('provider_message_id'),
    segments: integer('segments').notNull().default(1),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('outbound_messages_dedupe').on(t.dedupeKey),
    index('outbound_messages_due')
      .on(t.sendAfter)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('outbound_messages_sent').on(t.channel, t.sentAt).where(sql`${t.status} = 'sent'`),
    index('outbound_messages_event').on(t.eventId, t.athleteId),
    index('outbound_messages_created').on(t.createdAt),
    check('outbound_messages_channel', sql`${t.channel} in ('sms', 'email')`),
    check(
      'outbound_messages_status',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'cancelled', 'skipped')`,
    ),
  ],
);

/**
 * An adult a guardian added who may collect a child (decision 049). They see a pickup code
 * once they verified their own phone (`verified_at`); removal (`removed_at`) voids their codes.
 */
export const trustedAdults = pgTable(
  'trusted_adults',
  {
    id: id(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    name: text('name').notNull(),
    addedByPhone: text('added_by_phone').notNull(),
    verifiedAt: at('verified_at'),
    removedAt: at('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trusted_adults_live')
      .on(t.athleteId, t.phoneNumber)
      .where(sql`${t.removedAt} is null`),
    index('trusted_adults_phone').on(t.phoneNumber).where(sql`${t.removedAt} is null`),
  ],
);

/**
 * A pickup code: one per event, child and adult, stored as an HMAC only (`code_hash`); the
 * code is derived again from `seed` with the server key to show it (decision 049). A code's
 * hash is unique within its event, voided ones included: never reused.
 */
export const pickupCodes = pgTable(
  'pickup_codes',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    seed: text('seed').notNull(),
    codeHash: text('code_hash').notNull(),
    voidedAt: at('voided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pickup_codes_event_hash').on(t.eventId, t.codeHash),
    uniqueIndex('pickup_codes_live')
      .on(t.eventId, t.athleteId, t.phoneNumber)
      .where(sql`${t.voidedAt} is null`),
  ],
);

/** Staff marked this phone "not authorised for this child": a warning on the coach's screen. */
export const pickupBlocks = pgTable(
  'pickup_blocks',
  {
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'pickup_blocks_pk', columns: [t.athleteId, t.phoneNumber] })],
);

/**
 * A child released to an adult (decision 049). `id` is chosen by the dashboard, so a release
 * queued offline and sent twice is one row; one live (not undone) release per child and event.
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    releasedAt: at('released_at').notNull(),
    method: text('method', { enum: ['code', 'qr', 'list', 'no_code'] }).notNull(),
    releasedToPhone: text('released_to_phone'),
    releasedToName: text('released_to_name'),
    reason: text('reason'),
    releasedByUserId: uuid('released_by_user_id'),
    offline: boolean('offline').notNull().default(false),
    undoneAt: at('undone_at'),
    undoneByUserId: uuid('undone_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('releases_live').on(t.eventId, t.athleteId).where(sql`${t.undoneAt} is null`),
    index('releases_event').on(t.eventId),
    check('releases_method', sql`${t.method} in ('code', 'qr', 'list', 'no_code')`),
    check('releases_reason', sql`${t.method} <> 'no_code' or length(trim(${t.reason})) > 0`),
  ],
);
