import { z } from 'zod';
import { qrCodeFilename, reportFilename } from '../../../shared/constants.ts';
import { en } from '../../../shared/messages.ts';
import {
  createEventBodySchema,
  eventSchema,
  idSchema,
  qrCodeResponseSchema,
  rosterSchema,
  updateEventBodySchema,
} from '../../../shared/schemas.ts';
import { attachment } from '../../http/content-disposition.ts';
import type { App, Deps } from '../../http/types.ts';
import { requireStaff } from '../auth/sessions.ts';
import { checkInUrl, qrDataUrl, qrPng } from './qr.ts';
import { buildReportCsv, isTimeZone } from './report.ts';
import { createEvent, findEventRow, listEvents, listRoster, updateEvent } from './service.ts';

const tags = ['events'];
const eventParams = z.object({ eventId: idSchema });

export function eventRoutes(app: App, deps: Deps) {
  const { db } = deps;

  app.get(
    '/api/events',
    {
      schema: {
        tags,
        summary: 'Every event, newest first',
        response: { 200: z.array(eventSchema) },
      },
    },
    async (request) => {
      await requireStaff(deps, request);
      return listEvents(db);
    },
  );

  app.post(
    '/api/events',
    {
      schema: {
        tags,
        summary: 'Create an event (always inactive)',
        body: createEventBodySchema,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(deps, request);
      const event = await createEvent(db, { actor, ...request.body, ip: request.ip });
      return reply.code(201).send(event);
    },
  );

  app.patch(
    '/api/events/:eventId',
    {
      schema: {
        tags,
        summary: 'Switch on or off (one active at a time), rename, or connect a Google Sheet',
        params: eventParams,
        body: updateEventBodySchema,
        response: { 200: eventSchema },
      },
    },
    async (request) => {
      const actor = await requireStaff(deps, request);
      return updateEvent(db, {
        actor,
        eventId: request.params.eventId,
        ...request.body,
        sheets: deps.config.sheets,
        ip: request.ip,
      });
    },
  );

  app.get(
    '/api/events/:eventId/athletes',
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

  app.get(
    '/api/events/:eventId/qr',
    {
      schema: {
        tags,
        summary: "The event's check-in QR code as a PNG download",
        params: eventParams,
      },
    },
    async (request, reply) => {
      await requireStaff(deps, request);
      const event = await findEventRow(db, request.params.eventId);
      const png = await qrPng(checkInUrl(deps.config.publicUrl, event.id));
      return reply
        .type('image/png')
        .header('content-disposition', attachment(qrCodeFilename(event.name)))
        .header('cache-control', 'no-store')
        .send(png);
    },
  );

  app.get(
    '/api/qr-code/:eventId',
    {
      schema: {
        tags,
        summary: "The event's check-in QR code as a data: URL",
        params: eventParams,
        response: { 200: qrCodeResponseSchema },
      },
    },
    async (request) => {
      await requireStaff(deps, request);
      const event = await findEventRow(db, request.params.eventId);
      const address = checkInUrl(deps.config.publicUrl, event.id);
      return { url: await qrDataUrl(address), checkInUrl: address };
    },
  );

  app.get(
    '/api/events/:eventId/report',
    {
      schema: {
        tags,
        summary: 'Check-in report: every roster athlete, checked in or not (CSV)',
        params: eventParams,
        querystring: z.object({
          /** The IANA zone for check-in times (the browser's own); UTC without it. */
          tz: z
            .string()
            .max(64)
            .refine(isTimeZone, { error: en.coachApi.unknownTimeZone })
            .default('UTC'),
        }),
      },
    },
    async (request, reply) => {
      await requireStaff(deps, request);
      const event = await findEventRow(db, request.params.eventId);
      const csv = await buildReportCsv(db, { eventId: event.id, timeZone: request.query.tz });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(reportFilename(event.name)))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
