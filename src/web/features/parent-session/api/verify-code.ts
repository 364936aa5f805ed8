import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { ParentSession } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type VerifyCodeInput = { phoneNumber: string; code: string };
/** The E.164 number the server verified and bound to this device's cookie. */
export type VerifyCodeResponse = { phoneNumber: string };

/** POST /api/verify-code: checks the code and sets the HttpOnly parent-device cookie. */
export function verifyCode(input: VerifyCodeInput): Promise<VerifyCodeResponse> {
  return api.post<VerifyCodeResponse>(apiPath(endpoints.verifyCode), input);
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: ({ phoneNumber }) => {
      queryClient.setQueryData<ParentSession>(queryKeys.parentSession, { phoneNumber });
      queryClient.removeQueries({ queryKey: queryKeys.parentAthletesAll });
    },
  });
}
