// The verification queue's calls (/api/admin/verification).
import type { PendingRegistration, VerificationDecision, VerificationQueue } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';

export type QueueStatus = 'pending' | 'rejected';

export const queueQuery = (status: QueueStatus) =>
  queryOptions({
    queryKey: ['admin', 'verification', 'queue', status],
    queryFn: () => adminRequest<VerificationQueue>('GET', `/api/admin/verification?status=${status}`),
  });

export const registrationQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'verification', 'registration', id],
    queryFn: () =>
      adminRequest<PendingRegistration>('GET', `/api/admin/verification/${encodeURIComponent(id)}`),
  });

export const decideRegistration = (id: string, decision: VerificationDecision) =>
  adminRequest<PendingRegistration>(
    'POST',
    `/api/admin/verification/${encodeURIComponent(id)}/decision`,
    decision,
  );

/** "CRM 123456/SP" */
export function registerText(
  registration: Pick<PendingRegistration, 'registerType' | 'registerNumber' | 'registerUf'>,
): string {
  const number = registration.registerUf
    ? `${registration.registerNumber ?? ''}/${registration.registerUf}`
    : (registration.registerNumber ?? '');
  return [registration.registerType, number].filter(Boolean).join(' ') || '—';
}
