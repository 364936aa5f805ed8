/** The language switch's request (decision 045). */
import { z } from 'zod';
import { offeredLocales } from '../i18n/locales.ts';
import { messages } from '../messages.ts';

export const localeBodySchema = z.object({
  locale: z.string().refine((value) => (offeredLocales as string[]).includes(value), {
    error: () => messages.errors.invalidRequest,
  }),
});
export type LocaleBody = z.input<typeof localeBodySchema>;

export const localeResponseSchema = z.object({
  locale: z.string(),
  /** Where the choice was saved besides this device: the staff account, the verified phone. */
  savedFor: z.array(z.enum(['account', 'phone'])),
});
export type LocaleResponse = z.output<typeof localeResponseSchema>;
