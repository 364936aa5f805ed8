/**
 * The API contract, safe pickup (issue 26, docs/product.md#safe-pickup, decision 049).
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';
import { messages } from '../messages.ts';
import {
  RELEASE_METHODS,
  RELEASE_REASON_MAX_LENGTH,
  TRUSTED_ADULT_NAME_MAX_LENGTH,
} from '../pickup.ts';
import { idSchema, phoneNumberSchema } from './common.ts';

export const pickupSwitchBodySchema = z.object({ enabled: z.boolean() });

/** One code the parent's phone shows: per checked-in child at an event with the switch on. */
export const pickupCodeSchema = z.object({
  eventId: z.string(),
  athleteId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  code: z.string(),
  /** What the QR holds (`TAPIN-PICKUP:<event>:<code>`). */
  qr: z.string(),
  /** The same QR as a PNG data: URL (drawn by the server: no QR code in the parent bundle). */
  qrImage: z.string(),
  releasedAt: z.string().nullable(),
});
export type PickupCode = z.infer<typeof pickupCodeSchema>;
export const pickupCodesSchema = z.object({
  codes: z.array(pickupCodeSchema),
  /**
   * Children checked in here whom this phone reaches by a link nobody confirmed yet
   * (decision 059): no code until a coach or a confirmed guardian confirms it.
   */
  waiting: z.array(
    z.object({ athleteId: z.string(), firstName: z.string(), lastName: z.string() }),
  ),
});
export type PickupCodes = z.infer<typeof pickupCodesSchema>;

export const trustedAdultSchema = z.object({
  /** null for a guardian (a linked phone); an added adult's id otherwise. */
  id: z.string().nullable(),
  name: z.string().nullable(),
  phoneNumber: z.string(),
  kind: z.enum(['guardian', 'added']),
  verified: z.boolean(),
});
export type TrustedAdult = z.infer<typeof trustedAdultSchema>;
export const trustedAdultsSchema = z.object({ adults: z.array(trustedAdultSchema) });
export type TrustedAdults = z.infer<typeof trustedAdultsSchema>;

export const addTrustedAdultBodySchema = z.object({
  athleteId: idSchema,
  name: z
    .string()
    .trim()
    .min(1, { error: messages.pickupParent.invalidName })
    .max(TRUSTED_ADULT_NAME_MAX_LENGTH, { error: messages.pickupParent.invalidName }),
  phoneNumber: phoneNumberSchema,
});

export const releaseSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  athleteId: z.string(),
  releasedAt: z.string(),
  method: z.enum(RELEASE_METHODS),
  releasedToName: z.string().nullable(),
  releasedToPhone: z.string().nullable(),
  reason: z.string().nullable(),
  releasedByUserId: z.string().nullable(),
  offline: z.boolean(),
});
export type Release = z.infer<typeof releaseSchema>;

/**
 * A release. `id` is made by the dashboard (a UUID): sending it again (an offline queue's
 * retry) is the same release. `code` for 'code', `qr` for 'qr', `phoneNumber` for 'list',
 * `reason` (and optionally `releasedToName`) for 'no_code'; `athleteId` is required except
 * for a code or QR, which name their child.
 */
export const releaseBodySchema = z.object({
  id: idSchema,
  method: z.enum(RELEASE_METHODS),
  athleteId: idSchema.optional(),
  code: z.string().max(20).optional(),
  qr: z.string().max(200).optional(),
  phoneNumber: z.string().max(40).optional(),
  reason: z.string().trim().max(RELEASE_REASON_MAX_LENGTH).optional(),
  releasedToName: z.string().trim().max(TRUSTED_ADULT_NAME_MAX_LENGTH).optional(),
  /** When the coach released, for a release queued offline (ISO time). */
  releasedAt: z.iso.datetime({ offset: true }).optional(),
  /** The dashboard's time zone, for the time in the departure text. */
  timeZone: z.string().max(64).optional(),
});
export type ReleaseBody = z.infer<typeof releaseBodySchema>;
export const releaseResponseSchema = z.object({
  release: releaseSchema,
  alreadyReleased: z.boolean(),
  /** Departure texts this release wrote to the outbox (0 for a repeat). */
  textsQueued: z.number().int(),
});
export type ReleaseResponse = z.infer<typeof releaseResponseSchema>;

export const pickupAdultSchema = z.object({
  phoneNumber: z.string(),
  name: z.string().nullable(),
  kind: z.enum(['guardian', 'added']),
  /** Staff marked this phone "not authorised for this child": shown to staff only. */
  notAuthorised: z.boolean(),
});

/** One checked-in child as the coach's pickup view sees them. */
export const pickupChildSchema = z.object({
  athleteId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  arrivedAt: z.string(),
  release: releaseSchema.nullable(),
  adults: z.array(pickupAdultSchema),
  /** Phones marked not authorised for this child (whether or not they are on the list). */
  notAuthorised: z.array(z.string()),
});

/** A code hash the tablet keeps for offline checks (no code, no seed). */
export const pickupHashSchema = z.object({
  hash: z.string(),
  athleteId: z.string(),
  phoneNumber: z.string(),
});

export const pickupViewSchema = z.object({
  eventId: z.string(),
  enabled: z.boolean(),
  /** The weekly series the event belongs to, and its own switch (null: a one-off event). */
  series: z.object({ id: z.string(), enabled: z.boolean() }).nullable(),
  children: z.array(pickupChildSchema),
  /** "The last ones waiting": null unless 10 minutes after the end and ≤ 2 are unreleased. */
  lastWaiting: z
    .object({ athleteIds: z.array(z.string()), pendingTextedAt: z.string().nullable() })
    .nullable(),
  /** HMAC key of this event's code hashes (staff only), and the hashes (decision 049). */
  offline: z.object({ key: z.string(), hashes: z.array(pickupHashSchema) }),
});
export type PickupView = z.infer<typeof pickupViewSchema>;

export const pickupBlockBodySchema = z.object({
  athleteId: idSchema,
  phoneNumber: phoneNumberSchema,
});

export const pendingTextsResponseSchema = z.object({ queued: z.number().int() });
