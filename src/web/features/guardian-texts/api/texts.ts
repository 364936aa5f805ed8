/**
 * The parent's Texts screen (decision 046): GET and PUT /api/parent/texts, the emailed
 * confirmation link (POST /api/parent/texts/email, POST /api/parent/texts/email/confirm).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { TextsChoicesBody, TextsSaveResponse, TextsState } from '#shared/schemas.ts';
import { api, apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function useTexts() {
  return useQuery({
    queryKey: queryKeys.parentTexts,
    queryFn: () => api.get<TextsState>(apiPath(endpoints.parentTexts)),
  });
}

/** Saves the choices; a child not linked to this phone is refused (404) and nothing changes. */
export function useSaveTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TextsChoicesBody) =>
      apiRequest<TextsSaveResponse>('PUT', apiPath(endpoints.saveParentTexts), body),
    onSuccess: ({ confirmationSent: _, ...state }) =>
      queryClient.setQueryData<TextsState>(queryKeys.parentTexts, state),
    // Refused (a new wording, a child no longer linked): show what the server holds now.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.parentTexts }),
  });
}

export function useRequestEmailLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<TextsState>(apiPath(endpoints.parentTextsEmail), { email }),
    onSuccess: (state) => queryClient.setQueryData<TextsState>(queryKeys.parentTexts, state),
  });
}

export function confirmEmail(token: string) {
  return api.post<{ email: string }>(apiPath(endpoints.confirmParentTextsEmail), { token });
}
