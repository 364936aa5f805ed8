/**
 * Which pages are staff pages, for the one rule that differs between a parent's page and a
 * staff page: only a staff page's Content-Security-Policy lets it compile WebAssembly
 * ('wasm-unsafe-eval', for pickup mode's QR reader; decision 057). The server chooses the
 * header by it, the service worker the cached document, the router when to load a new one.
 */

/**
 * /coach…, /admin… and /pending-approval, where a signed-in staff member waits; matches a
 * path alone or followed by its query (as Workbox's navigation routes test it).
 */
export const STAFF_PAGE = /^\/(?:coach|admin|pending-approval)(?:[/?]|$)/;

/** Whether the page at `pathname` (no query) is a staff page. */
export function isStaffPage(pathname: string): boolean {
  return STAFF_PAGE.test(pathname);
}

/**
 * The address under which the service worker keeps the app's document as the server sends
 * it to staff pages (the same HTML, the staff header); /index.html is the parent's.
 */
export const STAFF_SHELL_URL = '/coach/dashboard';
