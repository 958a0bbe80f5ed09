// POST / DELETE /api/contents/:id/save: save for later, then refresh whatever shows the item.
import type { SavedState } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContentResult, isFailure } from '../lib/response-status.ts';
import { contentApi } from './content-client.ts';
import { contentKeys } from './query-keys.ts';

export function setSaved(id: string, saved: boolean): Promise<SavedState> {
  const path = `/api/contents/${encodeURIComponent(id)}/save`;
  return saved ? contentApi.post<SavedState>(path) : contentApi.delete<SavedState>(path);
}

export function useSetSaved(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) => setSaved(id, saved),
    onSuccess: ({ isSaved }) => {
      // The open item is patched in place: refetching it would log another content access.
      queryClient.setQueryData(contentKeys.item(id), (current: ContentResult | undefined) =>
        current && !isFailure(current) ? { ...current, isSaved } : current,
      );
      // Every list carries isSaved, so the lists and the home are refreshed, not only the saved list.
      return queryClient.invalidateQueries({
        queryKey: contentKeys.all,
        predicate: (query) => query.queryKey[1] !== 'item',
      });
    },
  });
}
