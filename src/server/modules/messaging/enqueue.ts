/**
 * The one way TapIn hands over a text or an email that must not be lost (decision 042):
 * written to `outbound_messages` in the caller's transaction, so it exists exactly when what
 * caused it does; the deliverer sends it later from any instance. A message with a
 * `dedupeKey` already present is not written again: "one text per guardian, child, event and
 * kind" is the database's unique index, not a check in code.
 */
import { SegmentedMessage } from 'sms-segments-calculator';
import type { DbOrTx } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema.ts';

export interface NewMessage {
  channel: 'sms' | 'email';
  purpose: string;
  /** A phone number (E.164) or an email address. */
  recipient: string;
  subject?: string;
  body: string;
  dedupeKey?: string;
  eventId?: string;
  athleteId?: string;
  /** Not before this time (an arrival text waits out the undo grace period). */
  sendAfter?: Date;
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
  return db
    .insert(outboundMessages)
    .values(
      messages.map((message) => ({
        channel: message.channel,
        purpose: message.purpose,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        dedupeKey: message.dedupeKey ?? null,
        eventId: message.eventId ?? null,
        athleteId: message.athleteId ?? null,
        segments: message.channel === 'sms' ? smsSegments(message.body) : 0,
        ...(message.sendAfter ? { sendAfter: message.sendAfter } : {}),
      })),
    )
    .onConflictDoNothing({ target: outboundMessages.dedupeKey })
    .returning({ id: outboundMessages.id, dedupeKey: outboundMessages.dedupeKey });
}
