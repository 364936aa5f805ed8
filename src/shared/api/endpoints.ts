/**
 * Every endpoint of the API, named once (decision 055): its method and its path pattern in
 * Fastify's form (`/api/events/:eventId`). The server registers each route from its entry
 * (`route(app, endpoints.x, …)` in src/server/http/route.ts) and the browser builds each
 * URL from it (`apiPath(endpoints.x, { eventId })` in ./path.ts), so a path is written in
 * these files and nowhere else. `tests/architecture/api-contract.test.ts` holds the server's
 * routes and this list together and keeps `/api/` literals out of src/web.
 *
 * One plain constant per endpoint, not one object, in two files: what the parent's first
 * page needs (./parent-endpoints.ts) and the rest (./staff-endpoints.ts). A module is the
 * unit a bundle takes whole, so browser code on the parent's path imports the parent half
 * directly (the parent page stays small, issue 25). Bodies and answers keep
 * their zod schemas in src/shared/schemas/; the route names them.
 */

export * from './parent-endpoints.ts';
export * from './staff-endpoints.ts';
