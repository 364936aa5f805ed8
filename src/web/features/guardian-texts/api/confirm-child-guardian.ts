import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import { api } from '#web/lib/api-client.ts';
import { childGuardiansKey } from './get-child-guardians.ts';

export type ChildGuardianInput = { athleteId: string; phoneNumber: string };

/**
 * POST /api/parent/guardians/:athleteId/:phoneNumber/confirmation: a confirmed guardian
 * confirms another phone linked to their child (decision 059); 204.
 */
export function confirmChildGuardian({ athleteId, phoneNumber }: ChildGuardianInput) {
  return api.post<void>(apiPath(endpoints.confirmChildGuardian, { athleteId, phoneNumber }));
}

export function useConfirmChildGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmChildGuardian,
    onSettled: (_result, _error, { athleteId }) =>
      queryClient.invalidateQueries({ queryKey: childGuardiansKey(athleteId) }),
  });
}
