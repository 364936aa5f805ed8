/**
 * The one message catalogue: every user-facing text, server errors, emails and report cells
 * included, in US English. One file per screen or area under `messages/`; this file only
 * assembles them (decision 025 says how to add a text or a language). Texts marked (spec)
 * must match product-spec.md exactly. Parent-bundle screens import `messages/public.ts`
 * instead, which holds the home and parent texts only.
 */
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
import { guardianData } from './messages/guardian-data.ts';
import { guardianTexts } from './messages/guardian-texts.ts';
import { lateNudge } from './messages/late-nudge.ts';
import { parentLinks } from './messages/parent-links.ts';
import { messages as publicMessages } from './messages/public.ts';
import { qrGenerator } from './messages/qr-generator.ts';
import { rosterPage } from './messages/roster-page.ts';
import { outbox, server } from './messages/server-pages.ts';
import { staffNav } from './messages/staff-nav.ts';

export const messages = {
  ...publicMessages,
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
  guardianData,
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
} as const;

export type Messages = typeof messages;
