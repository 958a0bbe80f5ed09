// The console's mail-operations calls: the outbox list and resending a failed mail.
import type { MailOpsList, MailOpsStatus } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';

export type MailFilter = MailOpsStatus | 'attention' | 'all';

export const outboxQuery = (filter: MailFilter) =>
  queryOptions({
    queryKey: ['admin', 'mail', filter],
    queryFn: () =>
      adminRequest<MailOpsList>(
        'GET',
        filter === 'all' ? '/api/admin/mail' : `/api/admin/mail?status=${filter}`,
      ),
  });

export const resendMail = (id: string) =>
  adminRequest<void>('POST', `/api/admin/mail/${encodeURIComponent(id)}/resend`);
