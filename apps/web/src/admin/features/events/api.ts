// The console's event calls over /api/admin/events (decision 019): the versioned kind's calls
// (lib/versioned-api.ts); an event is published in a country from now.
import type { AdminEvent, AdminEventList, EventDraftInput, EventReviewDecision } from '@portal/contracts';
import { versionedApi } from '../../lib/versioned-api.ts';

export const eventsApi = versionedApi<
  AdminEvent,
  AdminEventList,
  EventDraftInput,
  EventReviewDecision,
  { country: string }
>('events');
