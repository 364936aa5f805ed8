import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ROSTER_ACCEPTED_MIME_TYPES,
  ROSTER_MAX_FILE_BYTES,
  ROSTER_TEMPLATE_FILENAME,
} from '../../../shared/constants.ts';
import { en } from '../../../shared/messages.ts';
import {
  idSchema,
  rosterColumnFieldSchema,
  rosterCopyBodySchema,
  rosterCopyResultSchema,
  rosterFailureSchema,
  rosterImportBodySchema,
  rosterImportResultSchema,
  rosterPreviewSchema,
  rosterSchema,
  syncRosterResultSchema,
} from '../../../shared/schemas.ts';
import { attachment } from '../../http/content-disposition.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { App, Deps } from '../../http/types.ts';
import { createSheetFetcher } from '../../platform/sheet-fetcher.ts';
import { requireStaff } from '../auth/sessions.ts';
import { listRoster } from '../events/service.ts';
import {
  copyRoster,
  importRosterFile,
  importRosterRows,
  previewRosterFile,
  rosterTemplateCsv,
  syncRoster,
} from './service.ts';

const tags = ['rosters'];
const eventParams = z.object({ eventId: idSchema });

const ROSTER_TABLE_EXTENSIONS = ['csv', 'tsv', 'tab', 'txt', 'text', 'xlsx'];
const ROSTER_TABLE_MIME_TYPES = [
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
const ROSTER_COLUMNS_FIELD_MAX = 8192;

/** The coach's corrections of the preview's column guesses: {"3":"lastName",...} as JSON. */
const columnOverridesSchema = z
  .string()
  .max(ROSTER_COLUMNS_FIELD_MAX)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: en.errors.invalidRequest });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().regex(/^\d{1,3}$/), rosterColumnFieldSchema));

/** The form fields beside the file. */
const uploadFieldsSchema = z.object({
  eventId: z.uuid({ error: en.errors.rosterFileAndEvent }),
  action: z.enum(['preview', 'import']).default('preview'),
  columns: columnOverridesSchema.optional(),
});

/**
 * What may be a roster, by name or type: the spec's CSV (MIME type or .csv) and the other
 * tables spreadsheets and registration systems write (.tsv, .txt, .text, .xlsx). The
 * content decides how it is read; images, PDFs and other binaries are refused by content.
 * The name is used for nothing else.
 */
function isTableUpload(filename: string, mimetype: string): boolean {
  const extension = /\.([a-z0-9]+)$/.exec(filename.toLowerCase())?.[1] ?? '';
  return (
    ROSTER_TABLE_EXTENSIONS.includes(extension) ||
    (ROSTER_ACCEPTED_MIME_TYPES as readonly string[]).includes(mimetype.toLowerCase()) ||
    ROSTER_TABLE_MIME_TYPES.includes(mimetype.toLowerCase())
  );
}

/** Reads the one file and the fields of a multipart upload, in whatever order they come. */
async function readUpload(scope: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(en.errors.rosterFileAndEvent);
  const errors = scope.multipartErrors;
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string; mimetype: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file = { bytes, filename: part.filename ?? '', mimetype: part.mimetype ?? '' };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) {
      throw new AppError(413, en.errors.rosterFileTooLarge);
    }
    if (error instanceof errors.FilesLimitError) throw badRequest(en.errors.rosterOneFile);
    if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) {
      throw badRequest(en.errors.invalidRequest);
    }
    if (error instanceof AppError) throw error;
    // Anything else the parser throws is a body that is not a whole multipart form (cut
    // off, no boundary, bad part headers): the client's fault, nothing was read or stored.
    throw badRequest(en.errors.uploadMalformed);
  }
  const parsedFields = uploadFieldsSchema.safeParse(fields);
  if (!file || !parsedFields.success) throw badRequest(en.errors.rosterFileAndEvent);
  if (!isTableUpload(file.filename, file.mimetype)) throw badRequest(en.errors.rosterNotCsv);
  return { ...parsedFields.data, bytes: file.bytes };
}

export function rosterRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const fetchSheet = createSheetFetcher(deps.config.sheets);

  /** Tells the event's open dashboards to refetch its roster when athletes were added. */
  async function announceRoster<T extends { newCount: number }>(
    eventId: string,
    result: T,
  ): Promise<T> {
    if (result.newCount === 0) return result;
    // The import stands whatever happens here: a dashboard also refetches on reconnect.
    await deps.live
      .publish({ type: 'roster', eventId })
      .catch((error) => app.log.warn({ err: error }, 'roster change not announced'));
    return result;
  }

  app.get(
    '/api/roster/template',
    { schema: { tags, summary: `${ROSTER_TEMPLATE_FILENAME}: the four columns and sample rows` } },
    async (request, reply) => {
      await requireStaff(deps, request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(ROSTER_TEMPLATE_FILENAME))
        .send(rosterTemplateCsv());
    },
  );

  app.get(
    '/api/roster/:eventId',
    {
      schema: {
        tags,
        summary: 'The event roster',
        params: eventParams,
        response: { 200: rosterSchema },
      },
    },
    async (request) => {
      await requireStaff(deps, request);
      return listRoster(db, request.params.eventId);
    },
  );

  // Multipart parsing only where a file is expected (an encapsulated plugin scope).
  app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: ROSTER_MAX_FILE_BYTES,
        files: 1,
        fields: 4,
        // The column corrections (`columns`) are the largest field.
        fieldSize: 8192,
        parts: 6,
        headerPairs: 50,
      },
    });
    (scope as unknown as App).post(
      '/api/roster/upload',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            'Multipart (file, eventId, action=preview|import, optional columns: JSON of column index to field, correcting the preview). The file: CSV/TSV/TXT in any delimiter and encoding, or .xlsx. preview: every row validated and what was understood, nothing imported. import: all rows must be valid.',
          consumes: ['multipart/form-data'],
          response: {
            200: z.union([rosterPreviewSchema, rosterImportResultSchema]),
            400: rosterFailureSchema,
          },
        },
      },
      async (request) => {
        const actor = await requireStaff(deps, request);
        const upload = await readUpload(scope, request);
        if (upload.action === 'import') {
          const result = await importRosterFile(db, {
            actor,
            eventId: upload.eventId,
            bytes: upload.bytes,
            ip: request.ip,
            options: { columns: upload.columns, today: deps.clock.now() },
          });
          return announceRoster(upload.eventId, result);
        }
        return previewRosterFile(db, {
          eventId: upload.eventId,
          bytes: upload.bytes,
          options: { columns: upload.columns, today: deps.clock.now() },
        });
      },
    );
  });

  app.post(
    '/api/roster/import',
    {
      // 10,000 rows of JSON are larger than the app's 1 MB default.
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import the valid rows of a preview (checked again); all or nothing',
        body: rosterImportBodySchema,
        response: { 200: rosterImportResultSchema, 400: rosterFailureSchema },
      },
    },
    async (request) => {
      const actor = await requireStaff(deps, request);
      const result = await importRosterRows(db, { actor, ...request.body, ip: request.ip });
      return announceRoster(request.body.eventId, result);
    },
  );

  app.post(
    '/api/roster/copy',
    {
      schema: {
        tags,
        summary: "Copy one event's roster onto another",
        body: rosterCopyBodySchema,
        response: { 200: rosterCopyResultSchema },
      },
    },
    async (request) => {
      const actor = await requireStaff(deps, request);
      const result = await copyRoster(db, { actor, ...request.body, ip: request.ip });
      return announceRoster(request.body.targetEventId, result);
    },
  );

  app.post(
    '/api/events/:eventId/sync-roster',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Fetch the event's Google Sheet as CSV and import its valid rows",
        params: eventParams,
        response: { 200: syncRosterResultSchema, 400: rosterFailureSchema },
      },
    },
    async (request) => {
      const actor = await requireStaff(deps, request);
      const result = await syncRoster(db, {
        actor,
        eventId: request.params.eventId,
        ip: request.ip,
        fetchSheet,
        sheets: deps.config.sheets,
        clock: deps.clock,
      });
      return announceRoster(request.params.eventId, result);
    },
  );
}
