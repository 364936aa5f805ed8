/**
 * The one message catalogue: every user-facing text, server errors, emails and report cells
 * included, in US English. One file per screen or area under `messages/`; this file only
 * assembles them (decision 025 says how to add a text or a language). Texts marked (spec)
 * must match product-spec.md exactly. Parent-bundle screens import `messages/public.ts`
 * instead, which holds the parent's first page's texts only, and the parent and public
 * screens loaded on demand `messages/parent-screens.ts` (decision 045).
 */
import { localized } from './i18n/active.ts';
import { admin } from './messages/admin.ts';
import { adminTexts } from './messages/admin-texts.ts';
import { alertEmails, alertTexts, outboxReasons } from './messages/alert-texts.ts';
import { attendance } from './messages/attendance.ts';
import { coachApi } from './messages/coach-api.ts';
import { coachGuide } from './messages/coach-guide.ts';
import { access, coachLogin, pendingApproval } from './messages/coach-login.ts';
import { coachTools } from './messages/coach-tools.ts';
import { dashboard } from './messages/dashboard.ts';
import { errors } from './messages/errors.ts';
import { guardianTexts } from './messages/guardian-texts.ts';
import { lateNudge } from './messages/late-nudge.ts';
import { parentLinks } from './messages/parent-links.ts';
import { english as parentScreens } from './messages/parent-screens.ts';
import { pickup } from './messages/pickup.ts';
import { qrGenerator } from './messages/qr-generator.ts';
import { rosterPage } from './messages/roster-page.ts';
import { outbox, server } from './messages/server-pages.ts';
import { staffNav } from './messages/staff-nav.ts';

/** The English catalogue, the source every language mirrors (decision 045). */
export const english = {
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
} as const;

export type Messages = typeof english;

/** The catalogue in the active language (src/shared/i18n/active.ts), typed as the English. */
export const messages: Messages = localized(english);
