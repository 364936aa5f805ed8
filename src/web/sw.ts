/**
 * The service worker (issue 13, decision 022): the parent app shell is precached, so a
 * phone that opened TapIn once opens the check-in page with no signal; every other hashed
 * asset is cached as it is first used; check-ins tapped offline are sent by Background
 * Sync. API answers are never cached here: they carry personal data and pass straight
 * through to the network.
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
import { flushTaps, SYNC_TAG } from './features/offline-check-in/queue.ts';

/** The few ServiceWorkerGlobalScope members used here (the DOM lib does not type them). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type SyncEvent = ExtendableEvent & { tag: string };
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};

self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html; the server's own paths are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/dev\//, /^\/healthz$/, /^\/readyz$/],
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
