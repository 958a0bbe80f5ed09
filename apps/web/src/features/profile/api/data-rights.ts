// The physician's data-subject rights (issue 16): GET /api/users/me/export (a JSON file) and the
// deletion request (GET to read it, POST to make it; an admin then anonymises the account).
import type { DeletionRequest } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';

const DELETION_PATH = '/api/users/me/deletion-request';

export function downloadMyData(today: string): Promise<string> {
  return api.download('/api/users/me/export', {
    accept: 'application/json',
    filename: `meus-dados-${today}.json`,
  });
}

export const deletionRequestQuery = queryOptions({
  queryKey: ['users', 'me', 'deletion-request'],
  queryFn: () => api.get<DeletionRequest>(DELETION_PATH, { quiet: true }),
});

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DeletionRequest>(DELETION_PATH),
    onSuccess: (answer) => queryClient.setQueryData(deletionRequestQuery.queryKey, answer),
  });
}
