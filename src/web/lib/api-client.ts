/**
 * The one HTTP client of the browser app (docs/product.md#api, #errors).
 *
 * - Every request sends cookies; a JSON Content-Type goes out only with a body.
 * - Any non-success answer becomes an ApiError whose message is
 *   "STATUS: body text" (or the status text when the body is empty), as docs/product.md#errors
 * says.
 *   The server's own `{ message }` is kept separately so toasts can show it.
 * - Every error answer also carries a stable `code` (src/shared/error-codes.ts, decision
 *   024): the app decides what an error means by its code, never by its text.
 */
import type { ErrorCode } from '#shared/error-codes.ts';
import { noteHeard } from './heard.ts';

/** An error body's fields, as far as the client trusts them (any JSON may come back). */
type ErrorFields = { code?: ErrorCode; message?: unknown };

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's `{ message }`, when the body carried one. */
  get serverMessage(): string | null {
    const message = (this.body as ErrorFields | null)?.message;
    return (typeof message === 'string' && message) || null;
  }

  /** The server's machine `code`, when the body carried one. */
  get code(): ErrorCode | undefined {
    return (this.body as ErrorFields | null)?.code;
  }

  /** Parsed JSON body, when there is one (e.g. a 429 carrying retryAfter). */
  get body(): unknown {
    try {
      return JSON.parse(this.bodyText);
    } catch {
      return null;
    }
  }
}

/** What a toast should say about an error: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** Whether `error` is an answer of the API (any status), not a failed request. What it
 * means is read from its code (`hasErrorCode`), never its status (decision 055). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Whether `error` is an API error answer carrying one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code as ErrorCode);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export async function apiRequest<T>(
  method: Method,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const hasBody = body !== undefined;
  const sent = { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...headers };
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: Object.keys(sent).length > 0 ? sent : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  return readResponse<T>(response);
}

/** A fetch answer as the API client reads it: JSON, or an ApiError for a non-success. */
export async function readResponse<T>(response: Response): Promise<T> {
  // A signed "heard at" time, kept for a tap queued offline (decision 039).
  noteHeard(response);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  // A 204 (or any empty answer) is undefined.
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown, headers?: Record<string, string>) =>
    apiRequest<T>('POST', url, body, headers),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  delete: <T = void>(url: string, headers?: Record<string, string>) =>
    apiRequest<T>('DELETE', url, undefined, headers),
};
