/**
 * The API contract, coach: who is linked to the athletes of an event (decision 021).
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';
import { PHONE_INPUT_MAX_LENGTH } from '../field-limits.ts';
import { idSchema } from './common.ts';

export const PARENT_LINK_SOURCES = ['parent', 'roster'] as const;
export type ParentLinkSource = (typeof PARENT_LINK_SOURCES)[number];

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
});
export type ParentLink = z.infer<typeof parentLinkSchema>;
export const parentLinksSchema = z.array(parentLinkSchema);

export const removeParentLinkParamsSchema = z.object({
  eventId: idSchema,
  athleteId: idSchema,
  phoneNumber: z.string().max(PHONE_INPUT_MAX_LENGTH),
});
