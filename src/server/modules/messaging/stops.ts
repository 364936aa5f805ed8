/**
 * STOP and START for alert texts (decision 042): a phone that replied STOP (or that the
 * provider refuses with 21610) gets no more alert texts; its pending ones of every kind STOP
 * ends (text-kinds.ts, decision 058) are cancelled and the consent record says when and how. START clears it. Verification codes are not
 * affected: they go from their own sender.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { consentRecords, guardianContacts, outboundMessages } from '#server/db/schema.ts';
import { outboxReasons } from '#shared/messages/alert-texts.ts';
import { kindsWhere } from './text-kinds.ts';

export async function stopTexts(
  { db }: { db: DbOrTx },
  input: { phone: string; source: 'sms_reply' | 'provider'; now: Date },
): Promise<{ cancelled: number }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(guardianContacts)
      .values({ phoneNumber: input.phone, smsStoppedAt: input.now, updatedAt: input.now })
      .onConflictDoUpdate({
        target: guardianContacts.phoneNumber,
        set: {
          smsStoppedAt: sql`coalesce(${guardianContacts.smsStoppedAt}, excluded.sms_stopped_at)`,
          updatedAt: input.now,
        },
      });
    await tx.insert(consentRecords).values({
      phoneNumber: input.phone,
      channel: 'sms',
      action: 'stop',
      source: input.source,
      createdAt: input.now,
    });
    const cancelled = await tx
      .update(outboundMessages)
      .set({ status: 'cancelled', lastError: outboxReasons.stopped, lockedUntil: null })
      .where(
        and(
          eq(outboundMessages.channel, 'sms'),
          eq(outboundMessages.recipient, input.phone),
          eq(outboundMessages.status, 'pending'),
          inArray(
            outboundMessages.purpose,
            kindsWhere((kind) => kind.stoppedByStop),
          ),
        ),
      )
      .returning({ id: outboundMessages.id });
    return { cancelled: cancelled.length };
  });
}

export async function startTexts(
  { db }: { db: DbOrTx },
  input: { phone: string; source: 'sms_reply'; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(guardianContacts)
      .set({ smsStoppedAt: null, updatedAt: input.now })
      .where(eq(guardianContacts.phoneNumber, input.phone));
    await tx.insert(consentRecords).values({
      phoneNumber: input.phone,
      channel: 'sms',
      action: 'start',
      source: input.source,
      createdAt: input.now,
    });
  });
}
