/**
 * The API contract, coach: who is linked to the athletes of an event (decision 021).
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';
import { PHONE_INPUT_MAX_LENGTH } from '../field-limits.ts';
import { idSchema, phoneNumberSchema } from './common.ts';

export const PARENT_LINK_SOURCES = ['parent', 'roster', 'staff'] as const;
export type ParentLinkSource = (typeof PARENT_LINK_SOURCES)[number];

/** Who confirmed a phone as a child's guardian (decision 059). */
export const GUARDIAN_CONFIRMERS = ['import', 'coach', 'guardian', 'rostering'] as const;
export type GuardianConfirmer = (typeof GUARDIAN_CONFIRMERS)[number];

/** One phone and one athlete of the event roster, with every way they are linked. */
export const parentLinkSchema = z.object({
  phoneNumber: z.string(),
  athleteId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamName: z.string().nullable(),
  sources: z.array(
    z.object({
      source: z.enum(PARENT_LINK_SOURCES),
      /** For a roster-file link: the event whose file listed the phone. */
      eventId: z.string().nullable(),
      eventName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Athletes this phone is linked to in all (any event). */
  phoneAthleteCount: z.number().int(),
  /** Linked to unusually many athletes (LINKED_ATHLETES_FLAG_AT or more). */
  isFlagged: z.boolean(),
  /** A confirmed guardian of the athlete (decision 059), and who confirmed it. */
  confirmed: z.boolean(),
  confirmedBy: z.enum(GUARDIAN_CONFIRMERS).nullable(),
});
export type ParentLink = z.infer<typeof parentLinkSchema>;
export const parentLinksSchema = z.array(parentLinkSchema);

export const removeParentLinkParamsSchema = z.object({
  eventId: idSchema,
  athleteId: idSchema,
  phoneNumber: z.string().max(PHONE_INPUT_MAX_LENGTH),
});

/**
 * A phone waiting for a coach's confirmation (decision 059): the children of the event it
 * claims, when it linked to each, and each child's confirmed guardian phones to compare.
 */
export const waitingGuardianSchema = z.object({
  phoneNumber: z.string(),
  children: z.array(
    z.object({
      athleteId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      teamName: z.string().nullable(),
      linkedAt: z.string(),
      /** A roster file listed it (a sheet sync or an import nobody previewed). */
      fromRosterFile: z.boolean(),
      confirmedPhones: z.array(z.string()),
    }),
  ),
});
export type WaitingGuardian = z.infer<typeof waitingGuardianSchema>;
export const waitingGuardiansSchema = z.array(waitingGuardianSchema);

/** The other phones linked to a guardian's child, as that confirmed guardian sees them. */
export const childGuardianSchema = z.object({
  phoneNumber: z.string(),
  confirmed: z.boolean(),
  confirmedBy: z.enum(GUARDIAN_CONFIRMERS).nullable(),
  /** This guardian confirmed it, so may take it back. */
  mine: z.boolean(),
});
export type ChildGuardian = z.infer<typeof childGuardianSchema>;
export const childGuardiansSchema = z.object({ guardians: z.array(childGuardianSchema) });

export const guardianConfirmationParamsSchema = removeParentLinkParamsSchema;
export const childGuardianParamsSchema = z.object({
  athleteId: idSchema,
  phoneNumber: z.string().max(PHONE_INPUT_MAX_LENGTH),
});

/** A coach or admin adds a guardian's phone to an athlete of the event by hand (decision 059). */
export const addGuardianPhoneBodySchema = z.object({
  athleteId: idSchema,
  phoneNumber: phoneNumberSchema,
});
