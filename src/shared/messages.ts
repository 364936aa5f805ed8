/**
 * The one message catalogue: every user-facing text, server errors, emails and report cells
 * included, in US English. One file per screen or area under `messages/`; this file only
 * assembles them (decision 025 says how to add a text or a language). Texts marked (spec)
 * must match product-spec.md exactly. Parent-bundle screens import `messages/public.ts`
 * instead, which holds the home and parent texts only.
 */
import { admin } from './messages/admin.ts';
import { attendance } from './messages/attendance.ts';
import { coachApi } from './messages/coach-api.ts';
import { coachGuide } from './messages/coach-guide.ts';
import { access, coachLogin, pendingApproval } from './messages/coach-login.ts';
import { coachTools } from './messages/coach-tools.ts';
import { dashboard } from './messages/dashboard.ts';
import { errors } from './messages/errors.ts';
import { parentLinks } from './messages/parent-links.ts';
import { pickup } from './messages/pickup.ts';
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
  coachApi,
  attendance,
  server,
  outbox,
  pickup,
} as const;

export type Messages = typeof messages;
