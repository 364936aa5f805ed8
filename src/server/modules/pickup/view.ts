/**
 * The coach's pickup view (children checked in, their trusted adults, releases, "not
 * authorised" marks, the last children waiting, and what the tablet keeps for offline checks),
 * and the "pickup pending" texts sent from it.
 */

import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import {
  athletes,
  checkIns,
  eventSeries,
  events,
  outboundMessages,
  pickupBlocks,
  pickupCodes,
} from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import { withSavedLocale } from '#server/http/locale.ts';
import { erasedPhone } from '#server/platform/crypto.ts';
import { messages } from '#shared/messages.ts';
import { endOf } from '#shared/opening-rule.ts';
import { LAST_WAITING_AFTER_MS, LAST_WAITING_MAX } from '#shared/pickup.ts';
import type { PickupView } from '#shared/schemas.ts';
import { ALL_TEAMS, athleteVisibleSql, type StaffScope } from '../auth/scope.ts';
import { enqueueMessages, type NewMessage, textRecipients } from '../messaging/service.ts';
import { eventPickupKey } from './codes.ts';
import { liveReleases, type PickupDeps, toRelease, trustedPhonesOf } from './internal.ts';
import { smsEventName, smsPersonName } from './sms.ts';

const t = messages.pickup;

/** Children checked in and not released, 10 minutes after the end, when 1 or 2 are left. */
function lastWaitingOf(
  event: { date: Date; endsAt: Date | null },
  children: { athleteId: string; release: unknown }[],
  now: Date,
): string[] | null {
  if (now.getTime() < endOf(event).getTime() + LAST_WAITING_AFTER_MS) return null;
  const waiting = children.filter((child) => !child.release).map((child) => child.athleteId);
  return waiting.length > 0 && waiting.length <= LAST_WAITING_MAX ? waiting : null;
}

export async function pickupView(
  deps: PickupDeps,
  eventId: string,
  /** A coach of some teams sees their own children and codes only (decision 044). */
  scope: StaffScope = ALL_TEAMS,
): Promise<PickupView> {
  const [event] = await deps.db
    .select({
      id: events.id,
      pickupCheck: events.pickupCheck,
      date: events.date,
      endsAt: events.endsAt,
      seriesId: events.seriesId,
      seriesPickup: eventSeries.pickupCheck,
    })
    .from(events)
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .where(eq(events.id, eventId));
  if (!event) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  const arrived = await deps.db
    .select({
      athleteId: checkIns.athleteId,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      timestamp: checkIns.timestamp,
    })
    .from(checkIns)
    .innerJoin(athletes, eq(athletes.id, checkIns.athleteId))
    .where(and(eq(checkIns.eventId, eventId), athleteVisibleSql(scope, sql`${checkIns.athleteId}`)))
    .orderBy(asc(athletes.lastName), asc(athletes.firstName));
  const released = await liveReleases(deps, { eventId });
  const ids = arrived.map((row) => row.athleteId);
  const blocks = ids.length
    ? await deps.db.select().from(pickupBlocks).where(inArray(pickupBlocks.athleteId, ids))
    : [];
  const trusted = await trustedPhonesOf(deps, ids);
  const children: PickupView['children'] = [];
  for (const row of arrived) {
    const blocked = blocks
      .filter((block) => block.athleteId === row.athleteId)
      .map((block) => block.phoneNumber);
    const adults = trusted.get(row.athleteId) ?? [];
    const release = released.get(row.athleteId);
    children.push({
      athleteId: row.athleteId,
      firstName: row.firstName,
      lastName: row.lastName,
      arrivedAt: row.timestamp.toISOString(),
      release: release ? toRelease(release) : null,
      adults: adults.map((adult) => ({
        phoneNumber: adult.phoneNumber,
        name: adult.name,
        kind: adult.kind,
        notAuthorised:
          blocked.includes(adult.phoneNumber) ||
          blocked.includes(erasedPhone(deps.secretKey, adult.phoneNumber)),
      })),
      notAuthorised: blocked,
    });
  }
  const waiting = event.pickupCheck ? lastWaitingOf(event, children, deps.clock.now()) : null;
  let pendingTextedAt: string | null = null;
  if (waiting) {
    const [row] = await deps.db
      .select({ at: max(outboundMessages.createdAt) })
      .from(outboundMessages)
      .where(
        and(eq(outboundMessages.eventId, eventId), eq(outboundMessages.purpose, 'pickup-pending')),
      );
    pendingTextedAt = row?.at ? new Date(row.at).toISOString() : null;
  }
  const hashes = await deps.db
    .select({
      hash: pickupCodes.codeHash,
      athleteId: pickupCodes.athleteId,
      phoneNumber: pickupCodes.phoneNumber,
    })
    .from(pickupCodes)
    .where(
      and(
        eq(pickupCodes.eventId, eventId),
        isNull(pickupCodes.voidedAt),
        athleteVisibleSql(scope, sql`${pickupCodes.athleteId}`),
      ),
    );
  return {
    eventId,
    enabled: event.pickupCheck,
    series: event.seriesId ? { id: event.seriesId, enabled: event.seriesPickup ?? false } : null,
    children,
    lastWaiting: waiting ? { athleteIds: waiting, pendingTextedAt } : null,
    offline: { key: eventPickupKey(deps.secretKey, eventId), hashes },
  };
}

/**
 * "Pickup pending" texts to the opted-in guardians of the last children waiting (one per
 * guardian, child and event, by the outbox's dedupe key). Answers how many were queued now.
 */
export async function sendPendingTexts(
  deps: PickupDeps,
  input: { eventId: string; userId: string; ip: string; scope?: StaffScope },
): Promise<number> {
  const view = await pickupView(deps, input.eventId, input.scope);
  if (!view.enabled) throw appError('PICKUP_OFF', t.errors.pickupOff);
  if (!view.lastWaiting) return 0;
  const [event] = await deps.db
    .select({ name: events.name })
    .from(events)
    .where(eq(events.id, input.eventId));
  return deps.db.transaction(async (tx) => {
    const queued: NewMessage[] = [];
    for (const athleteId of view.lastWaiting?.athleteIds ?? []) {
      const child = view.children.find((entry) => entry.athleteId === athleteId);
      if (!child) continue;
      const name = smsPersonName(child.firstName, child.lastName);
      const guardians = await textRecipients(
        { db: tx },
        { kind: 'pickup-pending', athleteId, eventId: input.eventId },
      );
      for (const { recipient: phone, locale } of guardians)
        queued.push({
          kind: 'pickup-pending',
          channel: 'sms',
          recipient: phone,
          body: withSavedLocale(locale, deps.config?.defaultLocale ?? 'en', () =>
            t.sms.pending(name ?? t.sms.someone, smsEventName(event?.name ?? '')),
          ),
          eventId: input.eventId,
          athleteId,
        });
    }
    const written = await enqueueMessages({ db: tx }, queued);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      action: 'pickup.pending_texts',
      targetType: 'event',
      targetId: input.eventId,
      details: { queued: written.length },
      ip: input.ip,
    });
    return written.length;
  });
}
