// The console's content calls: queries and mutations over /api/admin/content.
import type {
  AdminContent,
  AdminContentList,
  ContentDraftInput,
  PublishRequest,
  ReviewDecision,
  UploadResponse,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest, adminUpload } from '../../lib/api.ts';

export const contentListQuery = queryOptions({
  queryKey: ['admin', 'content'],
  queryFn: () => adminRequest<AdminContentList>('GET', '/api/admin/content'),
});

export const contentQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'content', id],
    queryFn: () => adminRequest<AdminContent>('GET', `/api/admin/content/${encodeURIComponent(id)}`),
  });

export const saveContent = (id: string | undefined, draft: ContentDraftInput) =>
  id
    ? adminRequest<AdminContent>('PUT', `/api/admin/content/${encodeURIComponent(id)}`, draft)
    : adminRequest<AdminContent>('POST', '/api/admin/content', draft);

export const submitContent = (id: string) =>
  adminRequest<AdminContent>('POST', `/api/admin/content/${encodeURIComponent(id)}/submit`);

export const reviewContent = (id: string, decision: ReviewDecision) =>
  adminRequest<AdminContent>('POST', `/api/admin/content/${encodeURIComponent(id)}/review`, decision);

export const publishContent = (id: string, request: PublishRequest) =>
  adminRequest<AdminContent>('POST', `/api/admin/content/${encodeURIComponent(id)}/publish`, request);

export const withdrawContent = (id: string, country: string) =>
  adminRequest<AdminContent>('POST', `/api/admin/content/${encodeURIComponent(id)}/withdraw`, { country });

export const uploadImage = (file: File, onProgress: (fraction: number) => void) =>
  adminUpload<UploadResponse>('/api/admin/media', file, onProgress);
