/**
 * The one way TapIn hands over a text or an email that must not be lost (decision 042):
 * written to `outbound_messages` in the caller's transaction, so it exists exactly when what
 * caused it does; the deliverer sends it later from any instance. A message with a
 * dedupe key already present is not written again: "one text per guardian, child, event and
 * kind" is the database's unique index, not a check in code. The key, and everything else
 * a kind decides, comes from its row in text-kinds.ts (decision 058).
 */
import { SegmentedMessage } from 'sms-segments-calculator';
import type { DbOrTx } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema.ts';
import { dedupeKey, TEXT_KINDS, type TextKind, type TextPolicy } from './text-kinds.ts';

export interface NewMessage {
  /** What the message is (its row in text-kinds.ts): stored as `purpose`. */
  kind: TextKind;
  channel: 'sms' | 'email';
  /** A phone number (E.164) or an email address. */
  recipient: string;
  subject?: string;
  body: string;
  eventId?: string;
  athleteId?: string;
  /** Not before this time (an arrival text waits out the undo grace period). */
  sendAfter?: Date;
  /** For a kind deduplicated per day: the day it belongs to (default: today). */
  day?: Date;
  /** For a kind deduplicated per change: which change (a phone and a moment). */
  about?: string;
}

/** GSM-7 or UCS-2 segments of an SMS body, as the provider bills them. */
export function smsSegments(body: string): number {
  return new SegmentedMessage(body).segmentsCount;
}

/** Writes the messages; returns the ones written (those not already there by dedupe key). */
export async function enqueueMessages(
  { db }: { db: DbOrTx },
  messages: readonly NewMessage[],
): Promise<{ id: string; dedupeKey: string | null }[]> {
  if (messages.length === 0) return [];
  for (const message of messages) {
    const policy: TextPolicy = TEXT_KINDS[message.kind];
    // A programming error, not a request's: a kind sent in the request, on a channel its
    // policy does not carry, or from a sender the deliverer does not use (it texts from the
    // alert sender only) never enters the outbox.
    if (
      policy.delivery !== 'outbox' ||
      policy.sender !== 'alerts' ||
      !(policy.channels as readonly string[]).includes(message.channel)
    ) {
      throw new Error(`${message.kind} texts do not go by ${message.channel} through the outbox`);
    }
  }
  return db
    .insert(outboundMessages)
    .values(
      messages.map((message) => ({
        channel: message.channel,
        purpose: message.kind,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        dedupeKey: dedupeKey(message.kind, {
          recipient: message.recipient,
          eventId: message.eventId,
          athleteId: message.athleteId,
          day: message.day,
          about: message.about,
        }),
        eventId: message.eventId ?? null,
        athleteId: message.athleteId ?? null,
        segments: message.channel === 'sms' ? smsSegments(message.body) : 0,
        ...(message.sendAfter ? { sendAfter: message.sendAfter } : {}),
      })),
    )
    .onConflictDoNothing({ target: outboundMessages.dedupeKey })
    .returning({ id: outboundMessages.id, dedupeKey: outboundMessages.dedupeKey });
}
