// The console's content calls over /api/admin/content (the versioned kind's calls, lib/versioned-api.ts).
import type {
  AdminContent,
  AdminContentList,
  ContentDraftInput,
  PublishRequest,
  ReviewDecision,
} from '@portal/contracts';
import { versionedApi } from '../../lib/versioned-api.ts';

export const contentApi = versionedApi<
  AdminContent,
  AdminContentList,
  ContentDraftInput,
  ReviewDecision,
  PublishRequest
>('content');
