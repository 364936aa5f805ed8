/**
 * El catálogo completo en español: la misma forma que src/shared/messages.ts (decisión 045).
 * Un archivo por cada archivo en inglés; este solo los reúne.
 */
import type { Catalogue } from '../../i18n/translation.ts';
import type { Messages } from '../../messages.ts';
import { admin } from './admin.ts';
import { adminTexts } from './admin-texts.ts';
import { alertEmails, alertTexts, outboxReasons } from './alert-texts.ts';
import { attendance } from './attendance.ts';
import { coachApi } from './coach-api.ts';
import { coachGuide } from './coach-guide.ts';
import { access, coachLogin, pendingApproval } from './coach-login.ts';
import { coachTools } from './coach-tools.ts';
import { dashboard } from './dashboard.ts';
import { errors } from './errors.ts';
import { guardianTexts } from './guardian-texts.ts';
import { lateNudge } from './late-nudge.ts';
import { parentLinks } from './parent-links.ts';
import { messages as parentScreens } from './parent-screens.ts';
import { pickup } from './pickup.ts';
import { qrGenerator } from './qr-generator.ts';
import { rosterPage } from './roster-page.ts';
import { outbox, server } from './server-pages.ts';
import { staffNav } from './staff-nav.ts';

export const messages: Catalogue<Messages> = {
  ...parentScreens,
  coachLogin,
  pendingApproval,
  access,
  staffNav,
  admin,
  dashboard,
  errors,
  coachTools,
  rosterPage,
  qrGenerator,
  coachGuide,
  parentLinks,
  coachApi,
  attendance,
  server,
  outbox,
  guardianTexts,
  adminTexts,
  lateNudge,
  alertTexts,
  alertEmails,
  outboxReasons,
  pickup,
};
