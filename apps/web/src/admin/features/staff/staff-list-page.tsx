// The console's staff (admins): members working only in the admin's countries, filtered by role,
// country and state (kept in the URL, so the list survives going to a member and back).
import { STAFF_ROLES, type StaffListQuery, type StaffMember } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { ChoiceField, plainChoices } from '../../components/fields.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import { staffListQuery } from './api.ts';

/** "Ativo", or "Desativado", with what the member still has to do. */
export function memberStatus(t: Translate, member: StaffMember): string {
  return [
    member.active ? t('staff.active') : t('staff.inactive'),
    member.passwordSet ? null : t('staff.invited'),
    member.passwordSet && !member.mfaEnrolled ? t('staff.mfaPending') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function StaffListPage() {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  const [params, setParams] = useSearchParams();
  const filter: StaffListQuery = {
    role: (params.get('role') || undefined) as StaffListQuery['role'],
    country: (params.get('country') || undefined) as StaffListQuery['country'],
    active: (params.get('active') || undefined) as StaffListQuery['active'],
  };
  const list = useQuery(staffListQuery(filter));
  const setFilter = (name: keyof StaffListQuery, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('staff.heading')}
        actions={
          <Link to="/staff/new" className="button button--primary">
            {t('staff.add')}
          </Link>
        }
      />
      <p>{t('staff.lead')}</p>
      <search aria-label={t('staff.filters')}>
        <ConsoleForm inline validate onSubmit={() => {}}>
          <ChoiceField
            id="staff-filter-role"
            label={t('staff.role')}
            blank={t('staff.anyRole')}
            value={filter.role ?? ''}
            onChange={(value) => setFilter('role', value)}
            options={STAFF_ROLES.map((role) => [role, t(`staff.roles.${role}`)])}
          />
          <ChoiceField
            id="staff-filter-country"
            label={t('staff.country')}
            blank={t('staff.anyCountry')}
            value={filter.country ?? ''}
            onChange={(value) => setFilter('country', value)}
            options={plainChoices(me.data?.countries ?? [])}
          />
          <ChoiceField
            id="staff-filter-state"
            label={t('staff.state')}
            blank={t('staff.anyState')}
            value={filter.active ?? ''}
            onChange={(value) => setFilter('active', value)}
            options={[
              ['true', t('staff.states.true')],
              ['false', t('staff.states.false')],
            ]}
          />
        </ConsoleForm>
      </search>
      {list.isPending ? <p>{t('common.loading')}</p> : null}
      {list.isError ? <p role="alert">{t('common.error')}</p> : null}
      {list.data && list.data.members.length === 0 ? <p role="status">{t('staff.empty')}</p> : null}
      {list.data && list.data.members.length > 0 ? (
        <DataTable label={t('staff.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('staff.columns.name')}</th>
              <th scope="col">{t('staff.columns.email')}</th>
              <th scope="col">{t('staff.columns.roles')}</th>
              <th scope="col">{t('staff.columns.countries')}</th>
              <th scope="col">{t('staff.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.members.map((member) => (
              <tr key={member.id} data-testid="staff-row">
                <td>
                  <Link to={`/staff/${member.id}`} aria-label={t('staff.open', { name: member.name })}>
                    {member.name}
                  </Link>
                  {member.id === me.data?.id ? ` ${t('staff.you')}` : ''}
                </td>
                <td>{member.email}</td>
                <td>{member.roles.map((role) => t(`staff.roles.${role}`)).join(', ')}</td>
                <td>{member.countries.join(', ')}</td>
                <td>{memberStatus(t, member)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </>
  );
}
