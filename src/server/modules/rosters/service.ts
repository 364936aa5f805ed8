/**
 * Roster operations behind the coach tools: preview an uploaded file, import rows (from
 * the preview, a file, or a synced Google Sheet), copy a roster between events. Every
 * import is one transaction (all or nothing) and one audit entry.
 */
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { writeAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { events } from '#server/db/schema.ts';
import { AppError, appError } from '#server/http/errors.ts';
import type { SessionUser } from '#server/http/sessions.ts';
import { assertSheetLink, sheetFetchFailure } from '#server/http/sheet-link.ts';
import type { Deps } from '#server/http/types.ts';
import { SheetFetchError } from '#server/platform/sheet-fetcher/index.ts';
import { ROSTER_TEMPLATE_HEADER, ROSTER_TEMPLATE_SAMPLE_ROWS } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type {
  RosterImportAthlete,
  RosterImportResult,
  RosterPreview,
  RosterRow,
  SyncRosterResult,
} from '#shared/schemas.ts';
import type { StaffScope } from '../auth/scope.ts';
import { findEventRow } from '../events/service.ts';
import {
  copyRosterAthletes,
  type ImportAthlete,
  type ImportCounts,
  importAthletes,
  spreadToSeries,
} from './import-roster.ts';
import type { RosterParser } from './parse-in-worker.ts';
import {
  normalizeGuardianPhones,
  type ParsedRoster,
  type ParseOptions,
  validateRosterEntry,
} from './parse-roster.ts';
import { applyTeamRule, type TeamRule, teamRule } from './team-scope.ts';

type ImportSource = 'upload' | 'file' | 'sheet';

/** Where roster files are read: worker processes, never the event loop (decision 037). */
export interface RosterReading {
  rosterParser: RosterParser;
}

/** A 400 that carries every row, for the client's error table. */
function rowErrors(parsed: Pick<ParsedRoster, 'rows' | 'validCount' | 'errorCount'>) {
  return appError('ROSTER_ROW_ERRORS', messages.errors.rosterRowErrors(parsed.errorCount), {
    validCount: parsed.validCount,
    errorCount: parsed.errorCount,
    totalCount: parsed.rows.length,
    athletes: parsed.rows,
  });
}

/** Parses and validates an uploaded file; imports nothing. */
export async function previewRosterFile(
  deps: Pick<Deps, 'db'> & RosterReading,
  input: { eventId: string; bytes: Uint8Array; options?: ParseOptions; scope: StaffScope },
): Promise<RosterPreview> {
  await findEventRow(deps, input.eventId);
  const rule = await teamRule(deps, input.scope);
  const parsed = applyTeamRule(rule, await deps.rosterParser.parse(input.bytes, input.options));
  return {
    message: messages.coachApi.rosterParsed(parsed.validCount, parsed.errorCount),
    validCount: parsed.validCount,
    errorCount: parsed.errorCount,
    totalCount: parsed.rows.length,
    athletes: parsed.rows,
    understood: parsed.understood,
  };
}

async function runImport(
  db: Db,
  now: Date,
  phoneKey: string,
  input: {
    actor: SessionUser;
    eventId: string;
    athletes: ImportAthlete[];
    /** Shared phones the coach confirmed in the preview; none for files and sheets. */
    confirmedSharedPhones?: ReadonlySet<string>;
    source: ImportSource;
    ip: string;
    /** Runs inside the transaction after the rows land (sync sets lastSyncAt). */
    also?: (tx: Tx) => Promise<void>;
    details?: Record<string, unknown>;
  },
): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    await findEventRow({ db: tx }, input.eventId);
    const counts = await importAthletes(
      { db: tx },
      {
        phoneKey,
        eventId: input.eventId,
        athletes: input.athletes,
        ...(input.confirmedSharedPhones
          ? { confirmedSharedPhones: input.confirmedSharedPhones }
          : {}),
        // Only rows the coach saw in the preview confirm guardians (decision 059): a file
        // imported in one request or a synced sheet links phones that wait for confirmation.
        ...(input.source === 'upload' ? { confirmedAt: now } : {}),
      },
    );
    const seriesReached = await spreadToSeries(tx, { eventId: input.eventId, now });
    await input.also?.(tx);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.actor.id,
      action: input.source === 'sheet' ? 'roster.synced' : 'roster.imported',
      targetType: 'event',
      targetId: input.eventId,
      details: {
        source: input.source,
        ...counts,
        ...input.details,
        ...(seriesReached > 0 ? { seriesReached } : {}),
      },
      ip: input.ip,
    });
    return counts;
  });
}

/** The sentence a result ends with when shared phones were left unlinked (decision 040). */
const notLinkedNote = (counts: ImportCounts) => {
  const held = counts.guardianLinks?.sharedPhonesNotLinked ?? [];
  return held.length > 0
    ? ` ${messages.coachApi.sharedPhonesNotLinked(held.map(({ phone }) => phone))}`
    : '';
};

const importResult = (counts: ImportCounts): RosterImportResult => ({
  message:
    messages.coachApi.rosterImported(counts.count, counts.newCount, counts.duplicateCount) +
    notLinkedNote(counts),
  ...counts,
});

/** Upload with action=import: every row must be valid, else nothing is imported. */
export async function importRosterFile(
  deps: Pick<Deps, 'db' | 'clock' | 'secretKey'> & RosterReading,
  input: {
    actor: SessionUser;
    eventId: string;
    bytes: Uint8Array;
    ip: string;
    options?: ParseOptions;
    scope: StaffScope;
  },
): Promise<RosterImportResult> {
  const { db } = deps;
  await findEventRow(deps, input.eventId);
  const rule = await teamRule(deps, input.scope);
  const parsed = applyTeamRule(rule, await deps.rosterParser.parse(input.bytes, input.options));
  if (parsed.errorCount > 0) throw rowErrors(parsed);
  return importResult(
    await runImport(db, deps.clock.now(), deps.secretKey, {
      ...input,
      athletes: parsed.athletes,
      source: 'file',
    }),
  );
}

/**
 * Guardian phones sent back from the preview, checked again by the phone step's own rule
 * (normalizePhone: docs/product.md#validation, then E.164), so any number a parent can verify
 * links, and nothing else does. Undefined when the row carries none (its links stay as they are).
 */
function checkGuardianPhones(
  phones: string[] | undefined,
  cache: Map<string, string | null>,
): { phones: string[] | undefined; errors: string[] } {
  if (!phones) return { phones: undefined, errors: [] };
  // The row's own check already read these through the same cache: no second parse.
  const { phones: normalized, invalid } = normalizeGuardianPhones(phones, cache);
  return {
    phones: normalized,
    errors: invalid.map((phone) => messages.errors.invalidGuardianPhone(phone)),
  };
}

/**
 * POST /api/roster/import: the preview's valid rows, checked again here with the same
 * rules. A row that fails refuses the whole import (the client sent something it should
 * not have), with every row's errors.
 */
export async function importRosterRows(
  deps: Pick<Deps, 'db' | 'clock' | 'secretKey'>,
  input: {
    actor: SessionUser;
    eventId: string;
    athletes: RosterImportAthlete[];
    confirmedSharedPhones?: string[] | undefined;
    ip: string;
    scope: StaffScope;
  },
): Promise<RosterImportResult> {
  const { db } = deps;
  const rule: TeamRule = await teamRule(deps, input.scope);
  const rows: RosterRow[] = [];
  const valid: ImportAthlete[] = [];
  const phoneCache = new Map<string, string | null>();
  input.athletes.forEach((entry, index) => {
    const { cleaned, errors, athlete } = validateRosterEntry(entry, phoneCache);
    // Phones sent back are refused when not valid (the preview only offers valid ones),
    // and a row sent without them leaves its links as they are (decision 021).
    const guardians = checkGuardianPhones(entry.guardianPhones, phoneCache);
    errors.push(...guardians.errors);
    // A coach scoped to teams imports their teams' athletes only (decision 044).
    const refused = athlete && errors.length === 0 ? rule.refuse(athlete.teamName) : null;
    if (refused) errors.push(refused);
    rows.push({ row: index + 1, valid: errors.length === 0, ...cleaned, errors });
    if (athlete && errors.length === 0) {
      const { guardianPhones: _read, ...rest } = athlete;
      valid.push(guardians.phones ? { ...rest, guardianPhones: guardians.phones } : rest);
    }
  });
  const errorCount = rows.length - valid.length;
  if (errorCount > 0) throw rowErrors({ rows, validCount: valid.length, errorCount });
  // Confirmations are read with the phone step's rule too; one that is no number confirms nothing.
  const confirmed = new Set(
    normalizeGuardianPhones(input.confirmedSharedPhones ?? [], phoneCache).phones,
  );
  return importResult(
    await runImport(db, deps.clock.now(), deps.secretKey, {
      ...input,
      athletes: valid,
      confirmedSharedPhones: confirmed,
      source: 'upload',
    }),
  );
}

export async function copyRoster(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: {
    actor: SessionUser;
    sourceEventId: string;
    targetEventId: string;
    ip: string;
    scope: StaffScope;
  },
): Promise<RosterImportResult> {
  const { db } = deps;
  if (input.sourceEventId === input.targetEventId)
    throw appError('COPY_SAME_EVENT', messages.errors.copySameEvent);
  return db.transaction(async (tx) => {
    await findEventRow({ db: tx }, input.sourceEventId);
    await findEventRow({ db: tx }, input.targetEventId);
    // A coach scoped to teams copies their teams' athletes only (decision 044).
    const counts = await copyRosterAthletes({ db: tx }, input);
    const seriesReached = await spreadToSeries(tx, {
      eventId: input.targetEventId,
      now: deps.clock.now(),
    });
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.actor.id,
      action: 'roster.copied',
      targetType: 'event',
      targetId: input.targetEventId,
      details: {
        sourceEventId: input.sourceEventId,
        ...counts,
        ...(seriesReached > 0 ? { seriesReached } : {}),
      },
      ip: input.ip,
    });
    return {
      message: messages.coachApi.rosterCopied(counts.count, counts.newCount, counts.duplicateCount),
      ...counts,
    };
  });
}

/**
 * Fetches the event's connected sheet as CSV (outside any transaction: network time must
 * not hold database locks) and imports its valid rows; invalid rows are skipped and
 * counted. A sheet with no valid row is refused with every row's errors.
 */
export async function syncRoster(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'fetchSheet' | 'secretKey'> & RosterReading,
  input: { actor: SessionUser; eventId: string; ip: string; scope: StaffScope },
): Promise<SyncRosterResult> {
  try {
    return await syncSheet(deps, input);
  } catch (error) {
    await recordSyncFailure(deps, input.eventId, error);
    throw error;
  }
}

/**
 * Keeps a failed sync's time and message on the event, so the Google Sheets tab shows it
 * after the toast is gone ("Never synced" alone hid it). Only refusals the coach can act
 * on are kept, in the words they were told; anything else reads as the generic failure.
 */
async function recordSyncFailure(
  deps: Pick<Deps, 'db' | 'clock'>,
  eventId: string,
  error: unknown,
): Promise<void> {
  if (error instanceof AppError && error.code === 'EVENT_NOT_FOUND') return;
  const message = error instanceof AppError ? error.message : messages.coachTools.failedSync;
  try {
    await deps.db
      .update(events)
      .set({ lastSyncFailedAt: deps.clock.now(), lastSyncError: message })
      .where(eq(events.id, eventId));
  } catch {
    // The database is the failure (an outage): the sync's own error is what to answer.
  }
}

async function syncSheet(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'fetchSheet' | 'secretKey'> & RosterReading,
  input: { actor: SessionUser; eventId: string; ip: string; scope: StaffScope },
): Promise<SyncRosterResult> {
  const { db } = deps;
  const event = await findEventRow(deps, input.eventId);
  if (!event.googleSheetUrl)
    throw appError('SHEET_NOT_CONNECTED', messages.errors.sheetNotConnected);
  const csvUrl = assertSheetLink(event.googleSheetUrl, deps.config.sheets);
  let body: Buffer;
  try {
    ({ body } = await deps.fetchSheet(csvUrl));
  } catch (error) {
    if (error instanceof SheetFetchError) throw sheetFetchFailure(error);
    throw error;
  }
  // Rows of teams a scoped coach does not coach are skipped and counted (decision 044).
  const rule = await teamRule(deps, input.scope);
  const parsed = applyTeamRule(rule, await deps.rosterParser.parse(body));
  if (parsed.validCount === 0) throw rowErrors(parsed);
  const lastSyncAt = deps.clock.now();
  const counts = await runImport(db, deps.clock.now(), deps.secretKey, {
    actor: input.actor,
    eventId: input.eventId,
    athletes: parsed.athletes,
    source: 'sheet',
    ip: input.ip,
    details: { errorCount: parsed.errorCount },
    also: async (tx) => {
      await tx
        .update(events)
        .set({ lastSyncAt, lastSyncFailedAt: null, lastSyncError: null })
        .where(eq(events.id, input.eventId));
    },
  });
  return {
    message:
      parsed.errorCount > 0
        ? messages.coachApi.rosterSyncedWithErrors(counts.count, parsed.errorCount) +
          notLinkedNote(counts)
        : messages.coachApi.rosterSynced(counts.count) + notLinkedNote(counts),
    ...counts,
    errorCount: parsed.errorCount,
    lastSyncAt: lastSyncAt.toISOString(),
  };
}

/** roster-template.csv: the four columns and a few sample rows. */
export function rosterTemplateCsv(): string {
  return `${Papa.unparse(
    { fields: ROSTER_TEMPLATE_HEADER, data: ROSTER_TEMPLATE_SAMPLE_ROWS },
    { newline: '\r\n' },
  )}\r\n`;
}
