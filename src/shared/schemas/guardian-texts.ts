/**
 * The API contract of guardian texts' consent (decision 046): the Texts screen's state and
 * choices, and the emailed confirmation of an address.
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { idSchema } from './common.ts';

export const textsChildSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  teamName: z.string().nullable(),
  /** This phone said yes to hearing of this child's arrival. */
  arrival: z.boolean(),
  /** This phone said yes to a text when this child is picked up (issue 26). */
  departure: z.boolean(),
  /**
   * The child's events use "Pickup check" (or the phone already chose departure texts):
   * only then is the departure choice, and its wording, shown.
   */
  pickup: z.boolean(),
  /**
   * This phone is a confirmed guardian of the child (decision 059). Unconfirmed: no texts
   * about the child (a choice already made is paused) until a coach or a guardian confirms it.
   */
  confirmed: z.boolean(),
});

export const textsStateSchema = z.object({
  phoneNumber: z.string(),
  /** Who is texting, and how to reach them (ORG_NAME, ORG_CONTACT). */
  orgName: z.string(),
  orgContact: z.string().nullable(),
  /** The wording version this server asks with; a save must carry it. */
  wordingVersion: z.string(),
  /** When the phone replied STOP (null: not stopped, or started again). */
  smsStoppedAt: z.iso.datetime().nullable(),
  smsAlerts: z.boolean(),
  emailAlerts: z.boolean(),
  /** The confirmed address, if any. */
  email: z.string().nullable(),
  /** An address waiting for its link to be opened (not yet confirmed). */
  pendingEmail: z.string().nullable(),
  children: z.array(textsChildSchema),
});
export type TextsState = z.infer<typeof textsStateSchema>;
export type TextsChild = z.infer<typeof textsChildSchema>;

export const textsChoicesBodySchema = z.object({
  /** The version of the wording the guardian was shown (TEXTS_WORDING_VERSION). */
  wordingVersion: z.string().min(1).max(40),
  /** Each child named is set to on or off; a child not named is left as it is. */
  children: z
    .array(
      z.object({
        athleteId: idSchema,
        arrival: z.boolean(),
        /** Departure texts; not named: left as it is. A yes needs the child's `pickup`. */
        departure: z.boolean().optional(),
      }),
    )
    .max(50)
    .default([]),
  /** Texts, email, or both; a channel not named is left as it is. */
  smsAlerts: z.boolean().optional(),
  emailAlerts: z.boolean().optional(),
});
export type TextsChoicesBody = z.infer<typeof textsChoicesBodySchema>;

export const textsEmailBodySchema = z.object({ email: emailSchema });

export const emailConfirmBodySchema = z.object({ token: z.string().min(20).max(200) });
export const emailConfirmResponseSchema = z.object({ email: z.string() });

export const textsSaveResponseSchema = textsStateSchema.extend({
  /** A confirmation text (or email) was enqueued by this save. */
  confirmationSent: z.boolean(),
});
export type TextsSaveResponse = z.infer<typeof textsSaveResponseSchema>;
