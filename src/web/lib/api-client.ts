/**
 * The one HTTP client of the browser app (spec §7 and §8).
 *
 * - Every request sends cookies; a JSON Content-Type goes out only with a body.
 * - Any non-success answer becomes an ApiError whose message is
 *   "STATUS: body text" (or the status text when the body is empty), as spec §8 says.
 *   The server's own `{ message }` is kept separately so toasts can show it.
 */
import type { ErrorResponse } from '../../shared/schemas.ts';

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
    return parseServerMessage(this.bodyText);
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

function parseServerMessage(bodyText: string): string | null {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as ErrorResponse;
      return typeof message === 'string' && message.length > 0 ? message : null;
    }
  } catch {
    // Not JSON: there is no server message to show.
  }
  return null;
}

/** What a toast should say about an error: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export async function apiRequest<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  return readResponse<T>(response);
}

/** A fetch answer as the API client reads it: JSON, or an ApiError for a non-success. */
export async function readResponse<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text, response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T = void>(url: string) => apiRequest<T>('DELETE', url),
};
