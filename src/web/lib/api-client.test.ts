import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { ApiError, apiRequest, errorMessage, hasErrorCode, isApiError } from './api-client.ts';
import { isSessionEnded } from './session-ended.ts';
import { withQuery } from './url.ts';

/** Any endpoint will do: the client treats them all alike. */
const anyUrl = apiPath(endpoints.teams);

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends cookies, and a JSON Content-Type only with a body', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    await apiRequest('GET', anyUrl);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', method: 'GET' });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toBeUndefined();

    const postMock = stubFetch(new Response('{"ok":true}', { status: 201 }));
    await expect(apiRequest('POST', anyUrl, { a: 1 })).resolves.toEqual({ ok: true });
    expect(postMock.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });

    const deleteMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('DELETE', anyUrl, undefined, { 'x-tapin-acting-user': 'u1' });
    expect(deleteMock.mock.calls[0]?.[1]?.headers).toEqual({ 'x-tapin-acting-user': 'u1' });
  });

  it('turns a failure into "STATUS: body" and keeps the server message (docs/product.md#errors)', async () => {
    stubFetch(new Response('{"message":"Nope","retryAfter":42}', { status: 429 }));
    const error = await apiRequest('POST', anyUrl, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('429: {"message":"Nope","retryAfter":42}');
    expect((error as ApiError).serverMessage).toBe('Nope');
    expect((error as ApiError).body).toEqual({ message: 'Nope', retryAfter: 42 });
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).status).toBe(429);
    expect(errorMessage(error, 'fallback')).toBe('Nope');
  });

  it('uses the status text when the body is empty, and the fallback for toasts', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiRequest('GET', anyUrl).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect(errorMessage(error, 'fallback')).toBe('fallback');
    expect(errorMessage(new Error('network'), 'fallback')).toBe('fallback');
  });

  it('answers undefined for 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', anyUrl)).resolves.toBeUndefined();
  });
});

describe('withQuery', () => {
  it('encodes values and leaves out empty ones', () => {
    expect(withQuery('/a', { event: 'e1', phone: '+15551234567', x: '', y: null })).toBe(
      '/a?event=e1&phone=%2B15551234567',
    );
    expect(withQuery('/a', {})).toBe('/a');
  });
});

describe('error codes (decision 024)', () => {
  const signedOut = new ApiError(
    401,
    '{"code":"SESSION_REQUIRED","message":"Unauthorized: please sign in."}',
    'Unauthorized',
  );
  const unverified = new ApiError(
    401,
    '{"code":"DEVICE_NOT_VERIFIED","message":"Please verify."}',
    'Unauthorized',
  );

  it('reads the code of an error answer, undefined without one', () => {
    expect(signedOut.code).toBe('SESSION_REQUIRED');
    expect(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway').code).toBeUndefined();
    expect(new ApiError(400, '{"message":"no code"}', '').code).toBeUndefined();
  });

  it('tells a staff session that ended by its code, not by its status or text', () => {
    expect(isSessionEnded(signedOut)).toBe(true);
    expect(isSessionEnded(unverified)).toBe(false);
    expect(isSessionEnded(new ApiError(401, '', 'Unauthorized'))).toBe(false);
    // A translated message changes nothing.
    expect(
      isSessionEnded(
        new ApiError(401, '{"code":"SESSION_REQUIRED","message":"Bitte anmelden"}', ''),
      ),
    ).toBe(true);
    expect(isSessionEnded(new Error('401: Unauthorized'))).toBe(false);
  });

  it('matches any of the codes given', () => {
    const mismatch = new ApiError(403, '{"code":"PHONE_MISMATCH","message":"x"}', 'Forbidden');
    expect(hasErrorCode(mismatch, 'DEVICE_NOT_VERIFIED', 'PHONE_MISMATCH')).toBe(true);
    expect(hasErrorCode(unverified, 'DEVICE_NOT_VERIFIED', 'PHONE_MISMATCH')).toBe(true);
    expect(hasErrorCode(signedOut, 'DEVICE_NOT_VERIFIED', 'PHONE_MISMATCH')).toBe(false);
    expect(hasErrorCode('DEVICE_NOT_VERIFIED', 'DEVICE_NOT_VERIFIED')).toBe(false);
  });
});
