// The console's content calls over /api/admin/content (the versioned kind's calls, lib/versioned-api.ts)
// and the products an item may name.
import type {
  AdminContent,
  AdminContentList,
  ContentDraftInput,
  ContentPreview,
  ContentProductOptions,
  PublishRequest,
  ReviewDecision,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';
import { versionedApi, versionPreviewQuery } from '../../lib/versioned-api.ts';

export const contentApi = versionedApi<
  AdminContent,
  AdminContentList,
  ContentDraftInput,
  ReviewDecision,
  PublishRequest
>('content');

/** Products an editor may link: those shown in the member's countries, with theirs. */
export const contentProductsQuery = queryOptions({
  queryKey: ['admin', 'content-products'],
  queryFn: () => adminRequest<ContentProductOptions>('GET', '/api/admin/content-products'),
});

export const contentPreviewQuery = (id: string, country: string | null) =>
  versionPreviewQuery<ContentPreview>('content', id, country);
