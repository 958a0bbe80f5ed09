// The console's home-row calls over /api/admin/clusters (decision 019).
import type { ClusterMembers, EditableCluster, LinkCandidates } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';

const base = (cluster: EditableCluster) => `/api/admin/clusters/${cluster}`;

export const clusterQuery = (cluster: EditableCluster, country: string) =>
  queryOptions({
    queryKey: ['admin', 'clusters', cluster, country],
    queryFn: () =>
      adminRequest<ClusterMembers>('GET', `${base(cluster)}?country=${encodeURIComponent(country)}`),
    enabled: country !== '',
  });

export const clusterCandidatesQuery = (cluster: EditableCluster, country: string) =>
  queryOptions({
    queryKey: ['admin', 'clusters', cluster, country, 'candidates'],
    queryFn: () =>
      adminRequest<LinkCandidates>(
        'GET',
        `${base(cluster)}/candidates?country=${encodeURIComponent(country)}`,
      ),
    enabled: country !== '',
  });

export const orderCluster = (cluster: EditableCluster, country: string, contentIds: string[]) =>
  adminRequest<ClusterMembers>('PUT', `${base(cluster)}/order`, { country, contentIds });

export const addToCluster = (cluster: EditableCluster, country: string, contentId: string) =>
  adminRequest<ClusterMembers>('POST', `${base(cluster)}/items`, { country, contentId });

export const removeFromCluster = (cluster: EditableCluster, country: string, contentId: string) =>
  adminRequest<ClusterMembers>('POST', `${base(cluster)}/items/remove`, { country, contentId });
