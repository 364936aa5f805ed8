/**
 * GET /api/logout ends the session and answers 302 to the home page. It is a plain link
 * (docs/product.md#api), so the browser follows the redirect and starts afresh with nothing cached.
 */
export const LOGOUT_URL = '/api/logout';
