/**
 * The API contract, dev outbox.
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';

export const outboxMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().optional(),
  body: z.string(),
  link: z.string().optional(),
  code: z.string().optional(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
