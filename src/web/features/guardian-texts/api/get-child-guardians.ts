import { useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath, pathRoot } from '#shared/api/path.ts';
import type { ChildGuardian } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** This feature's own key: the other phones linked to one child. */
export const childGuardiansKey = (athleteId: string) =>
  [pathRoot(endpoints.childGuardians), athleteId] as const;

/**
 * GET /api/parent/guardians/:athleteId: the other phones linked to a child this phone is a
 * confirmed guardian of (decision 059), confirmed or waiting, and which this phone confirmed.
 */
export function getChildGuardians(athleteId: string): Promise<ChildGuardian[]> {
  return api
    .get<{ guardians: ChildGuardian[] }>(apiPath(endpoints.childGuardians, { athleteId }))
    .then((answer) => answer.guardians);
}

export function useChildGuardians(athleteId: string) {
  return useQuery({
    queryKey: childGuardiansKey(athleteId),
    queryFn: () => getChildGuardians(athleteId),
  });
}
