/**
 * The service worker (decision 022): the parent app shell is precached, so a
 * phone that opened TapIn once opens the check-in page with no signal; every other hashed
 * asset is cached as it is first used; check-ins tapped offline are sent by Background
 * Sync. API answers are never cached here: they carry personal data and pass straight
 * through to the network (the one exception, the QR scan's screen answer asked for early,
 * is held in memory for its page only, below).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import { STAFF_PAGE, STAFF_SHELL_URL } from '#shared/page-policy.ts';
import { flushTaps, SYNC_TAG } from './features/offline-check-in/queue.ts';

/** The few ServiceWorkerGlobalScope members used here (the DOM lib does not type them). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type SyncEvent = ExtendableEvent & { tag: string };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
};
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();

/**
 * The QR scan's one request, asked by the worker itself the moment the navigation reaches
 * it: the cached page then finds its answer under way, instead of sending it once its
 * HTML is parsed and public/theme-init.js has run (a few hundred ms on a slow phone,
 * decision 022). Kept in memory only, for this one page's request: handed over once, never
 * written to any cache, forgotten after a few seconds. Registered before Workbox's routes,
 * which answer the navigation itself.
 */
const EARLY_SCREEN_MS = 10_000;
const earlyScreens = new Map<string, Promise<Response>>();
const CHECK_IN_EVENT = /^[0-9a-f-]{36}$/i;

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    const eventId = url.searchParams.get('event');
    if (url.pathname !== '/check-in' || !eventId || !CHECK_IN_EVENT.test(eventId)) return;
    // The same address theme-init.js asks for.
    const path = apiPath(endpoints.checkInScreen, { eventId });
    const response = fetch(path, { credentials: 'same-origin' });
    response.catch(() => {});
    earlyScreens.set(path, response);
    setTimeout(() => {
      if (earlyScreens.get(path) === response) earlyScreens.delete(path);
    }, EARLY_SCREEN_MS);
    return;
  }
  const early = earlyScreens.get(url.pathname);
  if (early && !url.search) {
    earlyScreens.delete(url.pathname);
    event.respondWith(early);
  }
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html; the server's own paths are not. A staff page is
// answered with the copy the server sent with the staff policy, a parent's page with the
// one it sent with theirs (decision 057): the document's policy is the kept response's.
// The first route that matches answers, so the staff pages' comes first.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(STAFF_SHELL_URL), {
    allowlist: [STAFF_PAGE],
  }),
);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/dev\//, /^\/healthz$/, /^\/readyz$/, STAFF_PAGE],
  }),
);

// Hashed files never change under their name: the coach screens' chunks, once used.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'tapin-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(flushTaps());
});
