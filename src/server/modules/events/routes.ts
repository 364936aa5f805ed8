import { z } from 'zod';
import { writeAudit } from '#server/db/audit.ts';
import { isKnownTimeZone } from '#server/db/time-zones.ts';
import { attachment } from '#server/http/content-disposition.ts';
import { appError } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { qrCodeFilename, reportFilename } from '#shared/constants.ts';
import { isTimeZone } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import {
  createEventBodySchema,
  endSeriesResultSchema,
  eventSchema,
  idSchema,
  qrCodeResponseSchema,
  rosterSchema,
  updateEventBodySchema,
} from '#shared/schemas.ts';
import { assertEventVisible, assertSeriesVisible, requireStaffScope } from '../auth/scope.ts';
import { checkInUrl, qrDataUrl, qrPng, seriesCheckInUrl } from './qr.ts';
import { buildReportCsv } from './report.ts';
import {
  createEvent,
  endSeries,
  findEventRow,
  findSeriesRow,
  listEvents,
  listRoster,
  PAST_PAGE_MAX,
  toEvent,
  updateEvent,
} from './service.ts';

const tags = ['events'];
/** Data rows of a CSV the server wrote (a header line, CRLF line ends). */
const csvRowCount = (csv: string) => Math.max(0, csv.split('\r\n').filter(Boolean).length - 1);
const eventParams = z.object({ eventId: idSchema });
const listEventsQuerySchema = z.object({
  scope: z.enum(['current', 'past', 'all']).default('current'),
  seriesId: idSchema.optional(),
  before: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAST_PAGE_MAX).optional(),
});
const seriesParams = z.object({ seriesId: idSchema });

/**
 * What the event routes need of the schedule (app.ts passes the scheduler): a run before a
 * switch, and one before a read when a run is due, so no answer shows a window the schedule
 * has not applied yet (decision 030).
 */
export interface ScheduleHook {
  tick(): Promise<void>;
  ensure(): Promise<void>;
}

export function eventRoutes(app: App, deps: Deps, scheduler?: ScheduleHook) {
  const { db } = deps;
  /** Runs the schedule now (not throttled), then answers the event as it stands. */
  const afterSchedule = async (eventId: string) => {
    await scheduler?.tick();
    return toEvent(await findEventRow(deps, eventId));
  };

  route(
    app,
    endpoints.events,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'The events, newest first: the current ones by default',
        description:
          '`scope=current` (the default): the active event, every event not ended yet and those ended in the last 14 days. `scope=past`: the older ones, a page of `limit` (50 by default, at most 200) at a time; `before` (the id of the last event of the previous page) asks for the next page. `scope=all`: every event. `seriesId` keeps one series. Occurrences of a repeating event are events like any other, with their `seriesId`. `cancelled` occurrences stay listed. `overlappedBy` names the self-opening event that starts sooner and whose time overlaps this one: it wins, and this one opens only once it has closed (decisions 030, 038). An event a coach opened by hand is held open until its own end (`heldOpenUntil`); a self-opening event whose time falls meanwhile `waitsFor` it and opens when it ends (decision 039). `openedBy` says who opened an active event: `coach` or `schedule`.',
        querystring: listEventsQuerySchema,
        response: { 200: z.array(eventSchema) },
      },
    },
    async (request) => {
      const { scope } = await requireStaffScope(deps, request);
      await scheduler?.ensure();
      return listEvents(deps, { ...request.query, now: deps.clock.now(), staffScope: scope });
    },
  );

  route(
    app,
    endpoints.createEvent,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Create an event (always inactive), or a repeating series of them',
        description:
          "With `repeat: { weekdays, until, timeZone }` (ISO weekdays, 1 = Monday; `until` a YYYY-MM-DD date, inclusive; the zone whose wall clock the occurrences keep, UTC without it) one event is created on each chosen weekday from the start date until `until`, in one transaction, at most 208 of them; the answer is the first. The occurrences share one roster: an import, copy or sheet sync onto one reaches it and every occurrence not yet started. Optional `endsAt` (the end; every occurrence keeps the same length) and `autoOpenMinutes` (check-in opens by itself that many minutes before the start and closes at the end, or 120 minutes after the start without one; null: the switch only). Of two self-opening events that overlap, the one starting sooner is active; a coach's switch stands until the next scheduled opening or closing.",
        body: createEventBodySchema,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) => {
      const { user: actor } = await requireStaffScope(deps, request);
      const event = await createEvent(deps, { actor, ...request.body, ip: request.ip });
      if (request.body.autoOpenMinutes == null) return reply.code(201).send(event);
      // Its window may already be open: the schedule decides now, not at its next run, so
      // the coach's table and the parents' page agree at once (decision 035).
      return reply.code(201).send(await afterSchedule(event.id));
    },
  );

  route(
    app,
    endpoints.updateEvent,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Switch on or off (one active at a time), rename, connect a Google Sheet, move (date, endsAt), set autoOpenMinutes, or cancel (cancelled: true) and restore one event or occurrence',
        params: eventParams,
        body: updateEventBodySchema,
        response: { 200: eventSchema },
      },
    },
    async (request) => {
      const { user: actor, scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      const event = await updateEvent(deps, {
        actor,
        eventId: request.params.eventId,
        ...request.body,
        sheets: deps.config.sheets,
        ip: request.ip,
      });
      const { date, endsAt, autoOpenMinutes, cancelled } = request.body;
      const movesWindow = [date, endsAt, autoOpenMinutes, cancelled].some((x) => x !== undefined);
      // A new window may hold now, or the one that held may have gone (decision 035).
      return movesWindow ? afterSchedule(event.id) : event;
    },
  );

  route(
    app,
    endpoints.endSeries,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'End the series of this occurrence',
        description:
          'Every occurrence of the series that has not started yet is cancelled (kept and listed as cancelled, so its roster, guardian links and history stay); past occurrences are unchanged. 400 when the event is in no series or the series has already ended.',
        params: eventParams,
        response: { 200: endSeriesResultSchema },
      },
    },
    async (request) => {
      const { user: actor, scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      return endSeries(deps, { actor, eventId: request.params.eventId, ip: request.ip });
    },
  );

  // One route at two addresses: /api/roster/:eventId is the older one, kept for whoever
  // calls it (decision 055); the browser asks the first.
  for (const endpoint of [endpoints.eventRoster, endpoints.rosterOfEvent]) {
    const isOlderAddress = endpoint === endpoints.rosterOfEvent;
    route(
      app,
      endpoint,
      {
        config: { access: 'staff' },
        schema: {
          tags: isOlderAddress ? ['rosters'] : tags,
          summary: 'The event roster',
          description: isOlderAddress
            ? 'The same route as GET /api/events/{eventId}/athletes, at its older address.'
            : undefined,
          params: eventParams,
          response: { 200: rosterSchema },
        },
      },
      async (request) => {
        const { scope } = await requireStaffScope(deps, request);
        await assertEventVisible(deps, { scope, eventId: request.params.eventId });
        return listRoster(deps, { eventId: request.params.eventId, scope });
      },
    );
  }

  route(
    app,
    endpoints.eventQrPng,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "The event's check-in QR code as a PNG download",
        params: eventParams,
      },
    },
    async (request, reply) => {
      const { scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      const event = await findEventRow(deps, request.params.eventId);
      const png = await qrPng(checkInUrl(deps.config.publicUrl, event.id));
      return reply
        .type('image/png')
        .header('content-disposition', attachment(qrCodeFilename(event.name)))
        .header('cache-control', 'no-store')
        .send(png);
    },
  );

  route(
    app,
    endpoints.eventQrCode,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "The event's check-in QR code as a data: URL",
        params: eventParams,
        response: { 200: qrCodeResponseSchema },
      },
    },
    async (request) => {
      const { scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      const event = await findEventRow(deps, request.params.eventId);
      const address = checkInUrl(deps.config.publicUrl, event.id);
      return { url: await qrDataUrl(address), checkInUrl: address };
    },
  );

  // One QR code for a season (decision 040): the same rule as an event's (staff).
  route(
    app,
    endpoints.seriesQrPng,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "The series' one check-in QR code for the season as a PNG download: it leads to the occurrence open now",
        params: seriesParams,
      },
    },
    async (request, reply) => {
      const { scope } = await requireStaffScope(deps, request);
      const series = await findSeriesRow(deps, request.params.seriesId);
      await assertSeriesVisible(deps, { scope, seriesId: series.id });
      const png = await qrPng(seriesCheckInUrl(deps.config.publicUrl, series.id));
      return reply
        .type('image/png')
        .header('content-disposition', attachment(qrCodeFilename(series.name)))
        .header('cache-control', 'no-store')
        .send(png);
    },
  );

  route(
    app,
    endpoints.seriesQrCode,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "The series' one check-in QR code for the season as a data: URL",
        params: seriesParams,
        response: { 200: qrCodeResponseSchema },
      },
    },
    async (request) => {
      const { scope } = await requireStaffScope(deps, request);
      const series = await findSeriesRow(deps, request.params.seriesId);
      await assertSeriesVisible(deps, { scope, seriesId: series.id });
      const address = seriesCheckInUrl(deps.config.publicUrl, series.id);
      return { url: await qrDataUrl(address), checkInUrl: address };
    },
  );

  route(
    app,
    endpoints.eventReport,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Check-in report: every roster athlete, checked in or not (CSV)',
        params: eventParams,
        querystring: z.object({
          /** The IANA zone for check-in times (the browser's own); UTC without it. */
          tz: z
            .string()
            .max(64)
            .refine(isTimeZone, { error: () => messages.coachApi.unknownTimeZone })
            .default('UTC'),
        }),
      },
    },
    async (request, reply) => {
      const { user, scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      // The same zones as attendance accepts, both Intl's and the database's (decision 040).
      if (!(await isKnownTimeZone(db, request.query.tz))) {
        throw appError('VALIDATION_FAILED', messages.coachApi.unknownTimeZone);
      }
      const event = await findEventRow(deps, request.params.eventId);
      const csv = await buildReportCsv(deps, {
        eventId: event.id,
        timeZone: request.query.tz,
        scope,
      });
      // Personal data leaving in bulk is on the audit log (decision 044).
      await writeAudit(db, {
        actorType: 'user',
        actorId: user.id,
        action: 'data.report_downloaded',
        targetType: 'event',
        targetId: event.id,
        details: { name: event.name, rows: csvRowCount(csv) },
        ip: request.ip,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(reportFilename(event.name)))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
