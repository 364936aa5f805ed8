/**
 * The API contract: one zod schema per request and response, imported by both the
 * server (validation, types, OpenAPI) and the browser (types, form rules). The schemas
 * live by domain in ./schemas/; this file is the one import path for all of them.
 */

export * from './schemas/attendance.ts';
export * from './schemas/auth.ts';
export * from './schemas/check-ins.ts';
export * from './schemas/coach-tools.ts';
export * from './schemas/common.ts';
export * from './schemas/dev-outbox.ts';
export * from './schemas/entities.ts';
export * from './schemas/guardian-texts.ts';
export * from './schemas/outbound-texts.ts';
export * from './schemas/parent-links.ts';
export * from './schemas/parents.ts';
export * from './schemas/verification.ts';
