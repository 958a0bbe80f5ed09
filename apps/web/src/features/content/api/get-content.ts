// GET /api/contents/:id: never rejects on an HTTP error; the result then carries `responseStatus`.

import type { ContentItem } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ContentResult, toFailure } from '../lib/response-status.ts';
import { contentApi } from './content-client.ts';
import { contentKeys } from './query-keys.ts';

export async function fetchContent(id: string, signal?: AbortSignal): Promise<ContentResult> {
  try {
    return await contentApi.get<ContentItem>(`/api/contents/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    return toFailure(id, error);
  }
}

export function contentQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.item(id),
    queryFn: ({ signal }) => fetchContent(id, signal),
    staleTime: 60_000,
  });
}

export function useContent(id: string | undefined) {
  return useQuery({ ...contentQueryOptions(id ?? ''), enabled: Boolean(id) });
}
