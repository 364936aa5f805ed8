import { useEffect } from 'react';

/** Later chunks (e.g. panels loaded on demand) are asked for again after this. */
const AGAIN_MS = 5000;

/**
 * The service worker precaches only the parent's app shell and caches other hashed files
 * as they are fetched through it; files this page loaded before the worker controlled it
 * (a first visit) would be missing with no network. This hands the worker every hashed
 * file the page has loaded, with Workbox's own `CACHE_URLS` message, so the dashboard's
 * chunks are there for a reload offline (decision 022).
 */
export function useKeepAppOffline(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const send = () => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.href);
      if (urls.length === 0) return;
      void navigator.serviceWorker.ready
        .then((registration) =>
          registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }),
        )
        .catch(() => {});
    };
    send();
    const timer = setTimeout(send, AGAIN_MS);
    return () => clearTimeout(timer);
  }, []);
}
