/**
 * Errors the API answers with on purpose. Each has a code from src/shared/error-codes.ts,
 * which fixes its HTTP status; the body is `{ code, message, ...extra }`. Anything that is
 * not an AppError becomes a generic 500 (see error-handler.ts).
 */
import { ERROR_CODES, type ErrorCode } from '#shared/error-codes.ts';

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra JSON fields for the response body, e.g. retryAfter. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].status;
  }
}

/** `throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound)`: the status comes from the code. */
export const appError = (code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  new AppError(code, message, extra);
