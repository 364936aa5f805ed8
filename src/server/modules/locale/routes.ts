/** PUT /api/locale: the language switch (decision 045). */

import { findParent } from '#server/http/parent-device.ts';
import { route } from '#server/http/route.ts';
import { findSessionUser } from '#server/http/sessions.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { matchTag } from '#shared/i18n/locales.ts';
import { localeBodySchema, localeResponseSchema } from '#shared/schemas.ts';
import type { App, Deps } from '../../http/types.ts';
import { saveGuardianLocale, saveUserLocale, setLocaleCookie } from './service.ts';

export function localeRoutes(app: App, deps: Deps) {
  route(
    app,
    endpoints.setLocale,
    {
      config: { access: 'public' },
      schema: {
        tags: ['locale'],
        summary:
          "Choose this device's language; saved for the signed-in account and the verified phone too",
        body: localeBodySchema,
        response: { 200: localeResponseSchema },
      },
    },
    async (request, reply) => {
      const locale = matchTag(request.body.locale) ?? 'en';
      const savedFor: ('account' | 'phone')[] = [];
      const user = await findSessionUser(deps, request);
      if (user) {
        await saveUserLocale(deps, { userId: user.id, locale });
        savedFor.push('account');
      }
      const parent = await findParent(deps, request);
      if (parent) {
        await saveGuardianLocale(deps, { phoneNumber: parent.phoneNumber, locale });
        savedFor.push('phone');
      }
      setLocaleCookie(reply, locale, deps.config.isHttps);
      request.locale = locale;
      return { locale, savedFor };
    },
  );
}
