import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPath, pathRoot } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { api } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import {
  endSession,
  loginAfterSessionEnded,
  onSessionEnded,
  watchForEndedSession,
} from './session-ended.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('one handler for a staff session that ended (decision 024)', () => {
  it('hears every query and mutation that fails with SESSION_REQUIRED, and no other error', async () => {
    const client = createQueryClient();
    const onEnded = vi.fn();
    const stop = watchForEndedSession(client, onEnded);

    answer(401, { code: 'DEVICE_NOT_VERIFIED', message: 'Please verify your phone number first.' });
    await expect(client.fetchQuery({ queryKey: queryKeys.parentAthletesAll })).rejects.toThrow(
      '401:',
    );
    answer(403, { code: 'ADMIN_ONLY', message: 'Only administrators can do this.' });
    await expect(client.fetchQuery({ queryKey: staffQueryKeys.adminUsers })).rejects.toThrow(
      '403:',
    );
    // The English word alone means nothing: only the code does.
    answer(401, { message: 'Unauthorized: please sign in.' });
    await expect(client.fetchQuery({ queryKey: staffQueryKeys.events })).rejects.toThrow('401:');
    expect(onEnded).not.toHaveBeenCalled();

    answer(401, { code: 'SESSION_REQUIRED', message: 'Bitte melden Sie sich an.' });
    await expect(client.fetchQuery({ queryKey: staffQueryKeys.teams })).rejects.toThrow('401:');
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => api.post(apiPath(endpoints.createTeam), { name: 'Eagles' }),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('401:');
    expect(onEnded).toHaveBeenCalledTimes(2);

    stop();
    await expect(client.fetchQuery({ queryKey: [pathRoot(endpoints.checkIns)] })).rejects.toThrow(
      '401:',
    );
    expect(onEnded).toHaveBeenCalledTimes(2);
  });

  it('sends to the login page set to come back here, and not from the login page itself', () => {
    vi.stubGlobal('window', { location: { pathname: '/admin/dashboard', search: '?tab=users' } });
    expect(loginAfterSessionEnded()).toBe(
      `/coach/login?next=${encodeURIComponent('/admin/dashboard?tab=users')}`,
    );
    vi.stubGlobal('window', { location: { pathname: '/coach/login', search: '' } });
    expect(loginAfterSessionEnded()).toBeNull();
  });

  it('hears a session that ended outside the query cache (an offline queue run) the same way', () => {
    const heard = vi.fn();
    const stop = onSessionEnded(heard);
    endSession();
    endSession({ replace: true });
    expect(heard.mock.calls).toEqual([[{ replace: false }], [{ replace: true }]]);
    stop();
    endSession();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
