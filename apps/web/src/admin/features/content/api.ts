// The console's content calls over /api/admin/content (the versioned kind's calls, lib/versioned-api.ts),
// and the thumbnail upload.
import type {
  AdminContent,
  AdminContentList,
  ContentDraftInput,
  PublishRequest,
  ReviewDecision,
  UploadResponse,
} from '@portal/contracts';
import { adminUpload } from '../../lib/api.ts';
import { versionedApi } from '../../lib/versioned-api.ts';

export const contentApi = versionedApi<
  AdminContent,
  AdminContentList,
  ContentDraftInput,
  ReviewDecision,
  PublishRequest
>('content');

export const uploadImage = (file: File, onProgress: (fraction: number) => void) =>
  adminUpload<UploadResponse>('/api/admin/media', file, onProgress);
