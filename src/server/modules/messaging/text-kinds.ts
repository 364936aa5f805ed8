/**
 * Every kind of text TapIn sends, and its policy, in one table (decision 058): which consent
 * it needs, whether STOP ends it, whether it counts against ALERT_TEXTS_PER_DAY, which
 * sender it goes from, whether its recipient is asked again when it is sent, and how old it
 * may grow unsent. Enqueueing, STOP, the deliverer's checks, the cap and the admin's Texts
 * panel all read this table; adding a kind is adding a row.
 *
 * The `purpose` column of `outbound_messages` holds the kind's name.
 */

/** A guardian's yes on the Texts screen (`alert_subscriptions.kind`). */
export type SubscriptionKind = 'arrival' | 'departure';

export interface TextPolicy {
  /**
   * The subscriptions of which the recipient needs one (any), for this child. Empty: the
   * text needs no subscription (a code, a confirmation of the guardian's own yes, or the
   * correction of a text they already got).
   */
  consent: readonly SubscriptionKind[];
  /** A STOP reply (or the provider's 21610) ends this kind, queued texts included. */
  stoppedByStop: boolean;
  /** Counts against ALERT_TEXTS_PER_DAY, and is skipped once the day's cap is reached. */
  countsAgainstCap: boolean;
  /** 'codes': TWILIO_FROM; 'alerts': the Messaging Service or TWILIO_ALERTS_FROM. */
  sender: 'codes' | 'alerts';
  /** 'outbox': queued, sent by the deliverer; 'request': sent while the person waits. */
  delivery: 'outbox' | 'request';
  /**
   * Its recipient is asked again, by the same rule that chose them, when it is sent: a
   * guardian who said no, was unlinked, switched texts off or replied STOP during the wait
   * gets nothing.
   */
  askedAgainAtSend: boolean;
  /**
   * Still unsent `ms` after what it tells of (the check-in's arrival time, or the release),
   * it is dropped as `skipped` with a reason: news that late misleads. Null: never too old.
   */
  maxAge: { ms: number; from: 'check_in' | 'release' } | null;
  channels: readonly ('sms' | 'email')[];
  /**
   * What the dedupe key is per besides the recipient: one event's child, one day, or one
   * change the caller names (`about`: a guardianship change, its phone and moment).
   */
  dedupePer: 'event_child' | 'day' | 'change';
}

const MINUTE = 60_000;

export const TEXT_KINDS = {
  /** The sign-in code (verification): sent in the request, from its own sender. */
  code: {
    consent: [],
    stoppedByStop: false,
    countsAgainstCap: false,
    sender: 'codes',
    delivery: 'request',
    askedAgainAtSend: false,
    maxAge: null,
    channels: ['sms'],
    dedupePer: 'day',
  },
  /** "You will get texts about…": the confirmation of a guardian's new yes. */
  consent: {
    consent: [],
    stoppedByStop: true,
    countsAgainstCap: true,
    sender: 'alerts',
    delivery: 'outbox',
    askedAgainAtSend: true,
    maxAge: null,
    channels: ['sms', 'email'],
    dedupePer: 'day',
  },
  arrival: {
    consent: ['arrival'],
    stoppedByStop: true,
    countsAgainstCap: true,
    sender: 'alerts',
    delivery: 'outbox',
    askedAgainAtSend: true,
    maxAge: { ms: 30 * MINUTE, from: 'check_in' },
    channels: ['sms', 'email'],
    dedupePer: 'event_child',
  },
  /** An arrival undone after its text went: to whoever got the arrival. */
  arrival_correction: {
    consent: [],
    stoppedByStop: true,
    countsAgainstCap: true,
    sender: 'alerts',
    delivery: 'outbox',
    askedAgainAtSend: true,
    maxAge: null,
    channels: ['sms', 'email'],
    dedupePer: 'event_child',
  },
  /** The coach's "not checked in yet" nudge. */
  nudge: {
    consent: ['arrival'],
    stoppedByStop: true,
    countsAgainstCap: true,
    sender: 'alerts',
    delivery: 'outbox',
    askedAgainAtSend: true,
    maxAge: null,
    channels: ['sms', 'email'],
    dedupePer: 'event_child',
  },
  /** "Sam D. was picked up by Dana R." (decision 049): texts only. */
  departure: {
    consent: ['departure'],
    stoppedByStop: true,
    countsAgainstCap: true,
    sender: 'alerts',
    delivery: 'outbox',
    askedAgainAtSend: true,
    maxAge: { ms: 15 * MINUTE, from: 'release' },
    channels: ['sms'],
    dedupePer: 'event_child',
  },
  /** "Sam D. is still waiting to be picked up": to guardians of either yes. */
  'pickup-pending': {
    consent: ['arrival', 'departure'],
    stoppedByStop: true,
    countsAgainstCap: true,
    sender: 'alerts',
    delivery: 'outbox',
    askedAgainAtSend: true,
    maxAge: null,
    channels: ['sms'],
    dedupePer: 'event_child',
  },
  /**
   * A phone linked itself to the child, or was confirmed as its guardian (decision 059): to
   * the child's confirmed guardians who take texts about the child (either yes).
   */
  guardian_linked: {
    consent: ['arrival', 'departure'],
    stoppedByStop: true,
    countsAgainstCap: true,
    sender: 'alerts',
    delivery: 'outbox',
    askedAgainAtSend: true,
    maxAge: null,
    channels: ['sms'],
    dedupePer: 'change',
  },
  guardian_confirmed: {
    consent: ['arrival', 'departure'],
    stoppedByStop: true,
    countsAgainstCap: true,
    sender: 'alerts',
    delivery: 'outbox',
    askedAgainAtSend: true,
    maxAge: null,
    channels: ['sms'],
    dedupePer: 'change',
  },
  /** A confirmation taken back: to the phone concerned, whatever its choices, unless STOP. */
  guardian_unconfirmed: {
    consent: [],
    stoppedByStop: true,
    countsAgainstCap: true,
    sender: 'alerts',
    delivery: 'outbox',
    askedAgainAtSend: false,
    maxAge: null,
    channels: ['sms'],
    dedupePer: 'change',
  },
} as const satisfies Record<string, TextPolicy>;

export type TextKind = keyof typeof TEXT_KINDS;

const KIND_NAMES = Object.keys(TEXT_KINDS) as TextKind[];

/**
 * The policy of a stored `purpose`. A purpose no row names (an old row, a test's) is
 * treated with the strictest policy: STOP ends it, the cap counts it, nothing else is asked.
 */
export function textPolicy(purpose: string): TextPolicy {
  return (TEXT_KINDS as Record<string, TextPolicy>)[purpose] ?? UNKNOWN_KIND;
}

const UNKNOWN_KIND: TextPolicy = {
  consent: [],
  stoppedByStop: true,
  countsAgainstCap: true,
  sender: 'alerts',
  delivery: 'outbox',
  askedAgainAtSend: false,
  maxAge: null,
  channels: ['sms', 'email'],
  dedupePer: 'event_child',
};

/** The kinds whose policy says yes to `question`. */
export function kindsWhere(question: (policy: TextPolicy) => boolean): TextKind[] {
  return KIND_NAMES.filter((kind) => question(TEXT_KINDS[kind]));
}

/** A SQL list of kinds, `('arrival', 'nudge')`; the names are this file's constants. */
export function kindListSql(kinds: readonly string[]): string {
  return `(${kinds.map((kind) => `'${kind.replace(/'/g, "''")}'`).join(', ') || 'null'})`;
}

/**
 * "One text per kind, recipient and what it is about": the outbox's unique dedupe key, in
 * one format for every kind: `kind:about:child:recipient`, where `about` is the event (the
 * day, for a kind deduplicated per day; the change, for a guardianship notice) and `child`
 * the athlete ('-' when none).
 */
export function dedupeKey(
  kind: TextKind,
  text: {
    recipient: string;
    eventId?: string | null;
    athleteId?: string | null;
    day?: Date;
    about?: string;
  },
): string {
  const per = TEXT_KINDS[kind].dedupePer;
  const about =
    per === 'day'
      ? (text.day ?? new Date()).toISOString().slice(0, 10)
      : per === 'change'
        ? (text.about ?? '-')
        : (text.eventId ?? '-');
  return `${kind}:${about}:${text.athleteId ?? '-'}:${text.recipient}`;
}

/** The same key as a SQL expression over columns, for statements that enqueue in SQL. */
export function dedupeKeySql(
  kind: TextKind,
  columns: { eventId: string; athleteId: string; recipient: string },
): string {
  return `'${kind}:' || ${columns.eventId} || ':' || ${columns.athleteId} || ':' || ${columns.recipient}`;
}
