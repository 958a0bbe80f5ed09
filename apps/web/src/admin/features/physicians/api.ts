// The physicians' administration calls (/api/admin/physicians), and saving an export as a file.
import type {
  AnonymiseRequest,
  DataExport,
  PhysicianDetail,
  PhysicianList,
  PhysicianUpdate,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { saveFileInBrowser } from '#lib/save-file.ts';
import { adminRequest, withSearch } from '../../lib/api.ts';

const base = (id: string) => `/api/admin/physicians/${encodeURIComponent(id)}`;

/** By name, e-mail or register number; `deletionRequested`: only those who asked for erasure. */
export const searchQuery = (q: string, deletionRequested: boolean) =>
  queryOptions({
    queryKey: ['admin', 'physicians', 'search', q, deletionRequested],
    queryFn: () =>
      adminRequest<PhysicianList>('GET', withSearch('/api/admin/physicians', { q, deletionRequested })),
    enabled: deletionRequested || q.trim().length >= 2,
  });

export const physicianQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'physicians', 'detail', id],
    queryFn: () => adminRequest<PhysicianDetail>('GET', base(id)),
  });

export const updatePhysician = (id: string, update: PhysicianUpdate) =>
  adminRequest<PhysicianDetail>('PATCH', base(id), update);

export const setDisabled = (id: string, disabled: boolean) =>
  adminRequest<PhysicianDetail>('POST', `${base(id)}/${disabled ? 'disable' : 'enable'}`);

export const anonymisePhysician = (id: string, request: AnonymiseRequest) =>
  adminRequest<{ anonymisedAt: string }>('POST', `${base(id)}/anonymise`, request);

/** Fetches the export with the console's token and hands it to the browser as a .json download. */
export async function downloadExport(id: string): Promise<void> {
  const data = await adminRequest<DataExport>('GET', `${base(id)}/export`);
  saveFileInBrowser(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    `portal-data-${id}-${data.exportedAt.slice(0, 10)}.json`,
  );
}

/** "CRM 123456/SP" */
export function registerText(
  p: Pick<PhysicianDetail, 'registerType' | 'registerNumber' | 'registerUf'>,
): string {
  const number = p.registerUf ? `${p.registerNumber ?? ''}/${p.registerUf}` : (p.registerNumber ?? '');
  return [p.registerType, number].filter(Boolean).join(' ') || '—';
}
