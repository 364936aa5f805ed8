/**
 * Errors the API answers with on purpose. A 4xx carries its message to the client;
 * anything else becomes a generic 500 (see the error handler in app.ts).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra JSON fields for the response body, e.g. retryAfter. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError(400, message, extra);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string, extra?: Record<string, unknown>) =>
  new AppError(429, message, extra);
export const serviceUnavailable = (message: string) => new AppError(503, message);
