import multipart from '@fastify/multipart';
import { z } from 'zod';
import { attachment } from '#server/http/content-disposition.ts';
import type { App, Deps } from '#server/http/types.ts';
import { ROSTER_MAX_FILE_BYTES, ROSTER_TEMPLATE_FILENAME } from '#shared/constants.ts';
import {
  idSchema,
  rosterCopyBodySchema,
  rosterCopyResultSchema,
  rosterFailureSchema,
  rosterImportBodySchema,
  rosterImportResultSchema,
  rosterPreviewSchema,
  rosterSchema,
  syncRosterResultSchema,
} from '#shared/schemas.ts';
import { assertEventVisible, requireStaffScope } from '../auth/scope.ts';
import { requireStaff } from '../auth/sessions.ts';
import { listRoster } from '../events/service.ts';
import type { RosterParser } from './parse-in-worker.ts';
import {
  copyRoster,
  importRosterFile,
  importRosterRows,
  previewRosterFile,
  rosterTemplateCsv,
  syncRoster,
} from './service.ts';
import { readRosterUpload } from './upload.ts';

const tags = ['rosters'];
const eventParams = z.object({ eventId: idSchema });

export function rosterRoutes(app: App, deps: Deps, rosterParser: RosterParser) {
  const { db } = deps;
  /** The services' deps with the roster readers, read at each call (tests swap deps). */
  const reading = () => ({ ...deps, rosterParser });

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
      const { scope } = await requireStaffScope(deps, request);
      await assertEventVisible(db, scope, request.params.eventId);
      return listRoster(db, request.params.eventId, scope);
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
        const { user: actor, scope: staff } = await requireStaffScope(deps, request);
        const upload = await readRosterUpload(scope, request);
        await assertEventVisible(db, staff, upload.eventId);
        if (upload.action === 'import') {
          const result = await importRosterFile(reading(), {
            actor,
            scope: staff,
            eventId: upload.eventId,
            bytes: upload.bytes,
            ip: request.ip,
            options: { columns: upload.columns, today: deps.clock.now() },
          });
          return announceRoster(upload.eventId, result);
        }
        return previewRosterFile(reading(), {
          scope: staff,
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
      const { user: actor, scope } = await requireStaffScope(deps, request);
      await assertEventVisible(db, scope, request.body.eventId);
      const result = await importRosterRows(deps, {
        actor,
        ...request.body,
        ip: request.ip,
        scope,
      });
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
      const { user: actor, scope } = await requireStaffScope(deps, request);
      await assertEventVisible(db, scope, request.body.sourceEventId);
      await assertEventVisible(db, scope, request.body.targetEventId);
      const result = await copyRoster(deps, { actor, ...request.body, ip: request.ip, scope });
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
      const { user: actor, scope } = await requireStaffScope(deps, request);
      await assertEventVisible(db, scope, request.params.eventId);
      const result = await syncRoster(reading(), {
        actor,
        scope,
        eventId: request.params.eventId,
        ip: request.ip,
      });
      return announceRoster(request.params.eventId, result);
    },
  );
}
