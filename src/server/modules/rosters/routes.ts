import multipart from '@fastify/multipart';
import { z } from 'zod';
import { attachment } from '#server/http/content-disposition.ts';
import { route } from '#server/http/route.ts';
import { requireStaff } from '#server/http/sessions.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { ROSTER_MAX_FILE_BYTES, ROSTER_TEMPLATE_FILENAME } from '#shared/constants.ts';
import {
  idSchema,
  rosterCopyBodySchema,
  rosterCopyResultSchema,
  rosterFailureSchema,
  rosterImportBodySchema,
  rosterImportResultSchema,
  rosterPreviewSchema,
  syncRosterResultSchema,
} from '#shared/schemas.ts';
import { assertEventVisible, requireStaffScope } from '../auth/scope.ts';
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

  route(
    app,
    endpoints.rosterTemplate,
    {
      config: { access: 'staff' },
      schema: { tags, summary: `${ROSTER_TEMPLATE_FILENAME}: the four columns and sample rows` },
    },
    async (request, reply) => {
      await requireStaff(deps, request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(ROSTER_TEMPLATE_FILENAME))
        .send(rosterTemplateCsv());
    },
  );

  // Multipart parsing only where a file is expected (an encapsulated plugin scope).
  app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: ROSTER_MAX_FILE_BYTES,
        files: 1,
        fields: 5,
        // The column corrections (`columns`, `options`) are the largest fields.
        fieldSize: 8192,
        parts: 7,
        headerPairs: 50,
      },
    });
    route(
      scope as unknown as App,
      endpoints.rosterUpload,
      {
        config: { access: 'staff', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            'Multipart (file, eventId, action=preview|import, optional columns: JSON of column index to field, optional options: JSON of teamForAll, teamForMissing, sheets, includeStatuses, notTeamColumns, swapNames; both correcting the preview). The file: CSV/TSV/TXT in any delimiter and encoding, or .xlsx. preview: every row validated and what was understood, nothing imported. import: all rows must be valid.',
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
        await assertEventVisible(deps, { scope: staff, eventId: upload.eventId });
        if (upload.action === 'import') {
          const result = await importRosterFile(reading(), {
            actor,
            scope: staff,
            eventId: upload.eventId,
            bytes: upload.bytes,
            ip: request.ip,
            options: { ...upload.options, columns: upload.columns, today: deps.clock.now() },
          });
          return announceRoster(upload.eventId, result);
        }
        return previewRosterFile(reading(), {
          scope: staff,
          eventId: upload.eventId,
          bytes: upload.bytes,
          options: { ...upload.options, columns: upload.columns, today: deps.clock.now() },
        });
      },
    );
  });

  route(
    app,
    endpoints.rosterImport,
    {
      config: { access: 'staff' },
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
      await assertEventVisible(deps, { scope, eventId: request.body.eventId });
      const result = await importRosterRows(deps, {
        actor,
        ...request.body,
        ip: request.ip,
        scope,
      });
      return announceRoster(request.body.eventId, result);
    },
  );

  route(
    app,
    endpoints.rosterCopy,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Copy one event's roster onto another",
        body: rosterCopyBodySchema,
        response: { 200: rosterCopyResultSchema },
      },
    },
    async (request) => {
      const { user: actor, scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.body.sourceEventId });
      await assertEventVisible(deps, { scope, eventId: request.body.targetEventId });
      const result = await copyRoster(deps, { actor, ...request.body, ip: request.ip, scope });
      return announceRoster(request.body.targetEventId, result);
    },
  );

  route(
    app,
    endpoints.syncRoster,
    {
      config: { access: 'staff', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Fetch the event's Google Sheet as CSV and import its valid rows",
        params: eventParams,
        response: { 200: syncRosterResultSchema, 400: rosterFailureSchema },
      },
    },
    async (request) => {
      const { user: actor, scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
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
