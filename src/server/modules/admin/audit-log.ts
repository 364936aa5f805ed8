/**
 * The audit log as the admin dashboard reads it (decision 044): newest first, filtered by
 * action (exact, or a prefix ending in "." such as `data.`), by the acting user's email
 * (part of it) and by days (UTC, both included); the screen lists the newest
 * AUDIT_LIST_MAX, the CSV up to AUDIT_CSV_MAX.
 */
import { and, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLog, users } from '#server/db/schema.ts';
import { spreadsheetCsv } from '#server/http/spreadsheet-csv.ts';
import type { Deps } from '#server/http/types.ts';
import { messages } from '#shared/messages.ts';
import type { AuditEntry, AuditList, AuditQuery } from '#shared/schemas.ts';

export const AUDIT_LIST_MAX = 200;
export const AUDIT_CSV_MAX = 50_000;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(query: AuditQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.action) {
    where.push(
      query.action.endsWith('.')
        ? like(auditLog.action, `${escapeLike(query.action)}%`)
        : eq(auditLog.action, query.action),
    );
  }
  if (query.actor)
    where.push(sql`lower(${users.email}) like ${`%${escapeLike(query.actor.toLowerCase())}%`}`);
  if (query.from) where.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(auditLog.createdAt, end));
  }
  return where.length > 0 ? and(...where) : undefined;
}

async function readEntries(db: DbOrTx, query: AuditQuery, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, email: users.email })
    .from(auditLog)
    // actor_id is text (a parent's phone, a user's id): compared as text, never cast.
    .leftJoin(
      users,
      sql`${users.id}::text = ${auditLog.actorId} and ${auditLog.actorType} = 'user'`,
    )
    .where(conditions(query))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ entry, email }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actorType: entry.actorType,
    actorId: entry.actorId,
    actorEmail: email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: (entry.details as Record<string, unknown> | null) ?? null,
    ip: entry.ip,
  }));
}

export async function listAudit({ db }: Pick<Deps, 'db'>, query: AuditQuery): Promise<AuditList> {
  const [entries, actions] = await Promise.all([
    readEntries(db, query, AUDIT_LIST_MAX + 1),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return {
    entries: entries.slice(0, AUDIT_LIST_MAX),
    actions: actions.map((row) => row.action),
    truncated: entries.length > AUDIT_LIST_MAX,
  };
}

/** The filtered log as spreadsheet-safe CSV, newest first. */
export async function auditCsv({ db }: Pick<Deps, 'db'>, query: AuditQuery): Promise<string> {
  const entries = await readEntries(db, query, AUDIT_CSV_MAX);
  const t = messages.admin.audit;
  return spreadsheetCsv(
    t.csvHeader,
    entries.map((entry) => [
      entry.at,
      entry.actorType,
      entry.actorEmail ?? entry.actorId ?? '',
      entry.action,
      entry.targetType ?? '',
      entry.targetId ?? '',
      entry.details ? JSON.stringify(entry.details) : '',
      entry.ip ?? '',
    ]),
  );
}
