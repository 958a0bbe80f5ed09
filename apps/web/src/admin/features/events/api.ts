// The console's event calls: queries and mutations over /api/admin/events (decision 019).
import type { AdminEvent, AdminEventList, EventDraftInput, EventReviewDecision } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';

const path = (id: string) => `/api/admin/events/${encodeURIComponent(id)}`;

export const eventListQuery = queryOptions({
  queryKey: ['admin', 'events'],
  queryFn: () => adminRequest<AdminEventList>('GET', '/api/admin/events'),
});

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'events', id],
    queryFn: () => adminRequest<AdminEvent>('GET', path(id)),
  });

export const saveEvent = (id: string | undefined, draft: EventDraftInput) =>
  id
    ? adminRequest<AdminEvent>('PUT', path(id), draft)
    : adminRequest<AdminEvent>('POST', '/api/admin/events', draft);

export const submitEvent = (id: string) => adminRequest<AdminEvent>('POST', `${path(id)}/submit`);

export const reviewEvent = (id: string, decision: EventReviewDecision) =>
  adminRequest<AdminEvent>('POST', `${path(id)}/review`, decision);

export const publishEvent = (id: string, country: string) =>
  adminRequest<AdminEvent>('POST', `${path(id)}/publish`, { country });

export const withdrawEvent = (id: string, country: string) =>
  adminRequest<AdminEvent>('POST', `${path(id)}/withdraw`, { country });
