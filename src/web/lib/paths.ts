/**
 * The central table of app routes (docs/product.md#routes). Every link and navigation is built
 * here, so a route's path and its query parameters are spelled once.
 */
import { withQuery } from './url.ts';

type EventQuery = { event: string };
type PhoneQuery = EventQuery & { phone: string };

export const paths = {
  home: { pattern: '/', to: () => '/' },
  downloadLogo: { pattern: '/download-logo', to: () => '/download-logo' },

  checkIn: {
    /** The QR landing; the QR code encodes PUBLIC_URL + this path. */
    /** `series`: the season's one QR code (decision 040), leading to the occurrence open now. */
    start: {
      pattern: '/check-in',
      to: (q: Partial<EventQuery> & { series?: string } = {}) => withQuery('/check-in', q),
    },
    phone: {
      pattern: '/check-in/phone',
      to: (q: Partial<EventQuery> & { phone?: string; verified?: boolean }) =>
        withQuery('/check-in/phone', q),
    },
    verify: {
      pattern: '/check-in/verify',
      to: (q: PhoneQuery) => withQuery('/check-in/verify', q),
    },
    athletes: {
      pattern: '/check-in/athletes',
      to: (q: PhoneQuery) => withQuery('/check-in/athletes', q),
    },
    link: { pattern: '/check-in/link', to: (q: PhoneQuery) => withQuery('/check-in/link', q) },
    /** The second address of the linking screen (docs/product.md#routes). */
    linkAlias: { pattern: '/link-athlete', to: (q: PhoneQuery) => withQuery('/link-athlete', q) },
    /** The Texts screen: arrival texts and email per child (decision 046). */
    texts: {
      pattern: '/check-in/texts',
      to: (q: PhoneQuery) => withQuery('/check-in/texts', q),
    },
    /** Where an emailed confirmation link lands; the token rides in the fragment. */
    confirmEmail: { pattern: '/check-in/confirm-email', to: () => '/check-in/confirm-email' },
    /** What TapIn keeps about the verified phone (decision 044); `event` to go back to. */
    myData: {
      pattern: '/check-in/my-data',
      to: (q: Partial<EventQuery> = {}) => withQuery('/check-in/my-data', q),
    },
    confirmation: {
      pattern: '/check-in/confirmation',
      to: (q: PhoneQuery & { athlete: string }) => withQuery('/check-in/confirmation', q),
    },
  },

  coach: {
    login: {
      pattern: '/coach/login',
      /** `next`: the staff page to return to once signed in. */
      to: (q: { next?: string } = {}) => withQuery('/coach/login', q),
    },
    /** Where the emailed magic link lands; the token rides in the fragment. */
    loginVerify: { pattern: '/coach/login/verify', to: () => '/coach/login/verify' },
    dashboard: {
      pattern: '/coach/dashboard',
      /** `event` picks the event shown; without it the first active event is. */
      to: (q: Partial<EventQuery> = {}) => withQuery('/coach/dashboard', q),
    },
    tools: {
      pattern: '/coach/tools',
      /** `tab` opens one tab (events, teams, csv, sheets, reports); events by default. */
      to: (q: { tab?: string } = {}) => withQuery('/coach/tools', q),
    },
    roster: { pattern: '/coach/roster', to: () => '/coach/roster' },
    attendance: { pattern: '/coach/attendance', to: () => '/coach/attendance' },
    guide: { pattern: '/coach/guide', to: () => '/coach/guide' },
  },
  admin: {
    qr: { pattern: '/admin/qr', to: () => '/admin/qr' },
    dashboard: { pattern: '/admin/dashboard', to: () => '/admin/dashboard' },
  },
  pendingApproval: { pattern: '/pending-approval', to: () => '/pending-approval' },
} as const;

/** Static files served from src/web/public. */
export const assets = {
  logoPng: '/tapin-logo.png',
  logoFileName: 'tapin-logo.png',
} as const;
