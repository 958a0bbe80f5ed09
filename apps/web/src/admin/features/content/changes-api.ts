// The reviewer's diff of an item (GET /api/admin/content/:id/changes): under the item's query key, so
// every change to the item (edit, submit, decision) asks for it again.
import type { ContentChanges } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';

export const contentChangesQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'content', id, 'changes'],
    queryFn: () =>
      adminRequest<ContentChanges>('GET', `/api/admin/content/${encodeURIComponent(id)}/changes`),
  });
