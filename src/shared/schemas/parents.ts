/**
 * The API contract, parent calls (docs/product.md#api).
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';
import { CHECK_IN_ALL_MAX_ATHLETES, CHECK_IN_SOURCES } from '../constants.ts';
import { ATHLETE_NAME_MAX_LENGTH } from '../field-limits.ts';
import { messages } from '../messages.ts';
import { gradYearSchema, idSchema } from './common.ts';
import { athleteSchema, checkInSchema } from './entities.ts';

export const athletesQuerySchema = z.object({
  phone: z.string().optional(),
  event: idSchema.optional(),
});

export const checkInBodySchema = z.object({
  athleteId: idSchema,
  eventId: idSchema,
  phoneNumber: z.string().optional(),
  source: z.enum(CHECK_IN_SOURCES).default('qr'),
  /**
   * When the parent tapped, for a tap kept on the phone with no signal and sent later
   * (decision 022). Stored apart from the check-in's time, which is the server's.
   */
  tappedAt: z.iso.datetime({ offset: true }).optional(),
  /**
   * With `tappedAt`: the server-signed time this device last heard from the server about the
   * event (the `x-tapin-heard` header of the event screen or check-in list), kept with the
   * queued tap. The tap is dated by its tap time only when it is not before it (decision 039).
   */
  heard: z.string().max(200).optional(),
});
export const checkInResponseSchema = z.object({
  checkIn: checkInSchema,
  /** True when this athlete was already checked in: a double tap or a retry. */
  alreadyCheckedIn: z.boolean(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

export const rosterSearchQuerySchema = z.object({ q: z.string().trim() });
export const rosterMatchSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamName: z.string().nullable(),
  gradYear: z.number().int().nullable(),
});
export type RosterMatch = z.infer<typeof rosterMatchSchema>;

const requiredText = z
  .string({ error: () => messages.parent.fillAllFields })
  .trim()
  .min(1, {
    error: () => messages.parent.fillAllFields,
  });

export const linkParentBodySchema = z.object({
  phoneNumber: z.string().optional(),
  eventId: idSchema,
  /** Set when the parent picked the athlete from the roster search. */
  athleteId: idSchema.optional(),
  firstName: requiredText.max(ATHLETE_NAME_MAX_LENGTH),
  lastName: requiredText.max(ATHLETE_NAME_MAX_LENGTH),
  teamId: idSchema.nullable().optional(),
  gradYear: gradYearSchema.nullable().optional(),
});
export type LinkParentBody = z.input<typeof linkParentBodySchema>;
export const linkParentResponseSchema = z.object({
  athlete: athleteSchema,
  checkIn: checkInSchema.optional(),
});
export type LinkParentResponse = z.infer<typeof linkParentResponseSchema>;

/**
 * POST /api/check-in/all: a parent checks several linked athletes in with one tap
 * ("Check in all (N)"). Idempotent like a single check-in; each athlete answers for itself.
 */
export const checkInAllBodySchema = z.object({
  eventId: idSchema,
  athleteIds: z.array(idSchema).min(1).max(CHECK_IN_ALL_MAX_ATHLETES),
  phoneNumber: z.string().optional(),
});
export type CheckInAllBody = z.input<typeof checkInAllBodySchema>;
export const checkInAllResponseSchema = z.object({
  results: z.array(
    z.object({
      athleteId: z.string(),
      /** checked-in: by this tap; already-checked-in: earlier; not-linked: not this phone's athlete on this roster. */
      status: z.enum(['checked-in', 'already-checked-in', 'not-linked']),
      checkIn: checkInSchema.nullable(),
    }),
  ),
});
export type CheckInAllResponse = z.infer<typeof checkInAllResponseSchema>;

/** What TapIn keeps about the verified phone of this device (decision 044). */
export const guardianDataSchema = z.object({
  phoneNumber: z.string(),
  /** The children this phone is linked to, and from where. */
  links: z.array(
    z.object({
      athleteId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      teamName: z.string().nullable(),
      sources: z.array(
        z.object({
          /** `roster`: a coach's roster file listed this phone; `parent`: the phone linked itself. */
          source: z.enum(['parent', 'roster', 'staff']),
          eventName: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
  /** The devices that verified this phone and are still trusted. */
  devices: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      isThisDevice: z.boolean(),
    }),
  ),
});
export type GuardianData = z.infer<typeof guardianDataSchema>;

/** A link a guardian removed themselves, as the coach's Parent links panel shows it. */
export const guardianRemovalSchema = z.object({
  athleteId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamName: z.string().nullable(),
  removedAt: z.string(),
  /** The guardian erased their phone from TapIn (rather than removing one link). */
  erased: z.boolean(),
});
export const guardianRemovalsSchema = z.array(guardianRemovalSchema);
export type GuardianRemoval = z.infer<typeof guardianRemovalSchema>;
