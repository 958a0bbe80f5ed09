// The audit trail (admins only): newest first, filtered by staff e-mail, action or content id.
import type { AuditEntry, AuditList } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ConsoleList } from '../../components/console-list.tsx';
import type { ConsoleColumn } from '../../components/console-table.tsx';
import { InputField } from '../../components/fields.tsx';
import { FilterForm, useFilters } from '../../components/filter-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';
import { adminRequest, withSearch } from '../../lib/api.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';

type Filters = Record<'staff' | 'action' | 'entityId', string>;

const auditQuery = (filters: Filters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters],
    queryFn: () => adminRequest<AuditList>('GET', withSearch('/api/admin/audit', filters)),
  });

function show(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function changesText(t: Translate, entry: AuditEntry): string[] {
  return Object.entries(entry.changes).map(([field, change]) =>
    t('audit.change', { field, before: show(change.before), after: show(change.after) }),
  );
}

export function AuditPage() {
  const { t } = useI18n();
  const { draft, applied, edit, apply } = useFilters<Filters>({ staff: '', action: '', entityId: '' });
  const trail = useQuery(auditQuery(applied));
  const columns = useMemo(
    (): ConsoleColumn<AuditEntry>[] => [
      { id: 'at', header: t('audit.columns.at'), cell: (entry) => <ZonedTime value={entry.at} /> },
      { id: 'staff', header: t('audit.columns.staff'), cell: (entry) => entry.staffEmail },
      { id: 'action', header: t('audit.columns.action'), cell: (entry) => entry.action },
      { id: 'entity', header: t('audit.columns.entity'), cell: (entry) => entry.entityId ?? '—' },
      { id: 'country', header: t('audit.columns.country'), cell: (entry) => entry.country ?? '—' },
      {
        id: 'changes',
        header: t('audit.columns.changes'),
        cell: (entry) => (
          <ul className="admin-changes">
            {changesText(t, entry).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('audit.heading')} />
      <FilterForm label={t('audit.filters')} apply={t('audit.apply')} onApply={apply}>
        <InputField id="audit-staff" label={t('audit.staff')} value={draft.staff} onChange={edit('staff')} />
        <InputField
          id="audit-action"
          label={t('audit.action')}
          value={draft.action}
          onChange={edit('action')}
        />
        <InputField
          id="audit-entityId"
          label={t('audit.entity')}
          value={draft.entityId}
          onChange={edit('entityId')}
        />
      </FilterForm>
      <ConsoleList
        query={trail}
        rows={(data) => data.entries}
        empty={t('audit.empty')}
        label={t('audit.tableLabel')}
        columns={columns}
        rowTestId={() => 'audit-row'}
      />
    </>
  );
}
