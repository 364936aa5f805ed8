import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { isNoSuchEvent } from './get-public-event.ts';

const answer = (status: number, body: string) => new ApiError(status, body, '');

describe('isNoSuchEvent (decided by code, decision 024)', () => {
  it('is an unknown event when the server says so, or the id is not one at all', () => {
    expect(isNoSuchEvent(answer(404, '{"code":"EVENT_NOT_FOUND","message":"No"}'))).toBe(true);
    expect(isNoSuchEvent(answer(400, '{"code":"VALIDATION_FAILED","message":"Bad id"}'))).toBe(
      true,
    );
  });

  it('is not for a 404 or 400 without the code, nor an outage or no answer at all', () => {
    // A proxy's or CDN's error page has the status but not TapIn's code: the event may exist.
    expect(isNoSuchEvent(answer(404, '<html>Not Found</html>'))).toBe(false);
    expect(isNoSuchEvent(answer(400, ''))).toBe(false);
    expect(isNoSuchEvent(answer(503, '{"code":"DATABASE_UNAVAILABLE","message":"Later"}'))).toBe(
      false,
    );
    expect(isNoSuchEvent(new TypeError('Failed to fetch'))).toBe(false);
    expect(isNoSuchEvent(null)).toBe(false);
  });
});
