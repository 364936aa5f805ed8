/**
 * Guardian texts' consent (decision 046): the parent's Texts screen (its own phone's choices
 * only, by the device cookie), the emailed link that confirms an address, and the admin's
 * download of the consent record.
 */
import { attachment } from '#server/http/content-disposition.ts';
import { PARENT_COOKIE, requireParent } from '#server/http/parent-device.ts';
import { route } from '#server/http/route.ts';
import { requireAdmin } from '#server/http/sessions.ts';
import { spreadsheetCsv } from '#server/http/spreadsheet-csv.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { messages } from '#shared/messages.ts';
import {
  emailConfirmBodySchema,
  emailConfirmResponseSchema,
  textsChoicesBodySchema,
  textsEmailBodySchema,
  textsSaveResponseSchema,
  textsStateSchema,
} from '#shared/schemas.ts';
import {
  confirmEmail,
  getTextsState,
  listConsentRecords,
  requestEmailLink,
  saveTextsChoices,
} from './service.ts';

const tags = ['parent'];

export function guardianTextsRoutes(app: App, deps: Deps) {
  const { db } = deps;

  route(
    app,
    endpoints.parentTexts,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary:
          "The Texts screen: this device's phone's children, its yes or no for each, its channels and email",
        response: { 200: textsStateSchema },
      },
    },
    async (request) => {
      const parent = await requireParent(deps, request);
      return getTextsState(deps, parent.phoneNumber);
    },
  );

  route(
    app,
    endpoints.saveParentTexts,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary:
          'Say yes or no to arrival texts per child (only children linked to this phone), and choose texts, email or both',
        description:
          'Every change is recorded in the consent record with the wording version; a new yes enqueues one confirmation text (at most one a day). A `wordingVersion` other than the current answers 409 WORDING_CHANGED.',
        body: textsChoicesBodySchema,
        response: { 200: textsSaveResponseSchema },
      },
    },
    async (request) => {
      const parent = await requireParent(deps, request);
      const { confirmationSent } = await db.transaction((tx) =>
        saveTextsChoices(
          { db: tx },
          {
            phoneNumber: parent.phoneNumber,
            choices: request.body,
            ip: request.ip,
            now: deps.clock.now(),
            orgName: deps.config.texts.orgName,
          },
        ),
      );
      return { ...(await getTextsState(deps, parent.phoneNumber)), confirmationSent };
    },
  );

  route(
    app,
    endpoints.parentTextsEmail,
    {
      config: {
        access: 'parent',
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          keyGenerator: (request) => request.cookies[PARENT_COOKIE] ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: 'Email a link that confirms an address for this phone',
        body: textsEmailBodySchema,
        response: { 200: textsStateSchema },
      },
    },
    async (request) => {
      const parent = await requireParent(deps, request);
      await requestEmailLink(deps, { phoneNumber: parent.phoneNumber, email: request.body.email });
      return getTextsState(deps, parent.phoneNumber);
    },
  );

  route(
    app,
    endpoints.confirmParentTextsEmail,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Open an emailed confirmation link (the token is the proof: any device may open it)',
        body: emailConfirmBodySchema,
        response: { 200: emailConfirmResponseSchema },
      },
    },
    (request) =>
      db.transaction((tx) =>
        confirmEmail(
          { db: tx },
          { token: request.body.token, now: deps.clock.now(), ip: request.ip },
        ),
      ),
  );

  route(
    app,
    endpoints.adminConsentRecordsCsv,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The whole consent record as CSV, oldest first (admins only)',
      },
    },
    async (request, reply) => {
      await requireAdmin(deps, request);
      const rows = await listConsentRecords(deps);
      const t = messages.guardianTexts;
      const csv = spreadsheetCsv(
        t.csvHeaders,
        rows.map((row) => [
          row.createdAt.toISOString(),
          row.phoneNumber,
          row.athleteLabel ?? '',
          row.athleteId ?? '',
          row.kind ?? '',
          row.channel,
          row.action,
          row.source,
          row.wordingVersion ?? '',
          row.ip ?? '',
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(t.csvFilename))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
