import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import { api } from '#web/lib/api-client.ts';
import type { ChildGuardianInput } from './confirm-child-guardian.ts';
import { childGuardiansKey } from './get-child-guardians.ts';

/**
 * DELETE /api/parent/guardians/:athleteId/:phoneNumber/confirmation: a guardian takes back a
 * confirmation they made, and only theirs (decision 059); 204, 409 GUARDIAN_NOT_CONFIRMED.
 */
export function unconfirmChildGuardian({ athleteId, phoneNumber }: ChildGuardianInput) {
  return api.delete(apiPath(endpoints.unconfirmChildGuardian, { athleteId, phoneNumber }));
}

export function useUnconfirmChildGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unconfirmChildGuardian,
    onSettled: (_result, _error, { athleteId }) =>
      queryClient.invalidateQueries({ queryKey: childGuardiansKey(athleteId) }),
  });
}
