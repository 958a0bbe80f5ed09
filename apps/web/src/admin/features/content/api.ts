// The console's content calls over /api/admin/content (the versioned kind's calls, lib/versioned-api.ts)
// and the products an item may name.
import type {
  AdminContent,
  AdminContentList,
  CaptionLanguage,
  CaptionsMissing,
  ContentDraftInput,
  ContentPreview,
  ContentProductOptions,
  MediaText,
  PublishRequest,
  ReviewDecision,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest, adminUpload } from '../../lib/api.ts';
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

/** Caption tracks and transcripts of one media file. */
export const mediaTextQuery = (media: string) =>
  queryOptions({
    queryKey: ['admin', 'media-text', media],
    queryFn: () =>
      adminRequest<MediaText>('GET', `/api/admin/media/captions?media=${encodeURIComponent(media)}`),
  });

/** Published items whose video or audio has no caption track (the list's "sem legendas" badge). */
export const captionsMissingQuery = queryOptions({
  queryKey: ['admin', 'captions-missing'],
  queryFn: () => adminRequest<CaptionsMissing>('GET', '/api/admin/media/captions-missing'),
});

export const uploadCaptions = (media: string, language: CaptionLanguage, file: File) =>
  adminUpload<MediaText>(
    `/api/admin/media/captions?media=${encodeURIComponent(media)}&language=${language}`,
    file,
    () => {},
  );

export const saveTranscript = (media: string, language: CaptionLanguage, transcript: string) =>
  adminRequest<MediaText>('PUT', '/api/admin/media/transcript', { media, language, transcript });
