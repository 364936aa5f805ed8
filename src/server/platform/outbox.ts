/**
 * The dev outbox: where SMS and email go when no provider is configured (never in
 * production). Shown at /dev/outbox and GET /api/dev/outbox?to=.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '#shared/schemas.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export type OutboxEntry = Omit<OutboxMessage, 'createdAt'>;

export function createOutbox(db: Db) {
  return {
    async put(entry: OutboxEntry): Promise<void> {
      await db.insert(outbox).values({
        channel: entry.channel,
        to: entry.to,
        subject: entry.subject ?? null,
        body: entry.body,
        link: entry.link ?? null,
        code: entry.code ?? null,
      });
    },

    async list(options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(outbox)
        .where(options.to ? and(eq(outbox.to, options.to)) : undefined)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(options.limit ?? 100);
      return rows.map((row) => ({
        channel: row.channel,
        to: row.to,
        ...(row.subject ? { subject: row.subject } : {}),
        body: row.body,
        ...(row.link ? { link: row.link } : {}),
        ...(row.code ? { code: row.code } : {}),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
