// The console's public-link calls over /api/admin/links (decision 019).
import type {
  ContentLink,
  ContentLinkList,
  IssuedLink,
  IssueLinkInput,
  LinkCandidates,
  LinkDetail,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';

export const linkListQuery = queryOptions({
  queryKey: ['admin', 'links'],
  queryFn: () => adminRequest<ContentLinkList>('GET', '/api/admin/links'),
});

export const linkCandidatesQuery = (country: string) =>
  queryOptions({
    queryKey: ['admin', 'links', 'candidates', country],
    queryFn: () =>
      adminRequest<LinkCandidates>(
        'GET',
        `/api/admin/links/candidates?country=${encodeURIComponent(country)}`,
      ),
    enabled: country !== '',
  });

export const linkQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'links', 'detail', id],
    queryFn: () => adminRequest<LinkDetail>('GET', `/api/admin/links/${encodeURIComponent(id)}`),
  });

export const issueLink = (request: IssueLinkInput) =>
  adminRequest<IssuedLink>('POST', '/api/admin/links', request);

export const revokeLink = (id: string) =>
  adminRequest<ContentLink>('POST', `/api/admin/links/${encodeURIComponent(id)}/revoke`);
