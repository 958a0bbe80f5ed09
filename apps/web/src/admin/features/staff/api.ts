// The staff management calls (/api/admin/staff, admins) and the member's own set-password call.
import type {
  StaffCreate,
  StaffList,
  StaffListQuery,
  StaffMailLanguage,
  StaffMember,
  StaffSetPassword,
  StaffUpdate,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '../../lib/api.ts';

const base = (id: string) => `/api/admin/staff/${encodeURIComponent(id)}`;

export const staffListQuery = (filter: StaffListQuery) =>
  queryOptions({
    queryKey: ['admin', 'staff', 'list', filter],
    queryFn: () => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
      return adminRequest<StaffList>('GET', `/api/admin/staff?${query}`);
    },
  });

export const staffMemberQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'staff', 'detail', id],
    queryFn: () => adminRequest<StaffMember>('GET', base(id)),
  });

export const createMember = (input: StaffCreate) =>
  adminRequest<StaffMember>('POST', '/api/admin/staff', input);

export const updateMember = (id: string, update: StaffUpdate) =>
  adminRequest<StaffMember>('PATCH', base(id), update);

export const setMemberActive = (id: string, active: boolean) =>
  adminRequest<StaffMember>('POST', `${base(id)}/${active ? 'reactivate' : 'deactivate'}`);

export const resetMemberMfa = (id: string) => adminRequest<StaffMember>('POST', `${base(id)}/reset-mfa`);

export const sendPasswordLink = (id: string, language: StaffMailLanguage) =>
  adminRequest<StaffMember>('POST', `${base(id)}/invite`, { language });

export const setOwnPassword = (input: StaffSetPassword) =>
  adminRequest<void>('POST', '/api/admin/staff/password', input);
