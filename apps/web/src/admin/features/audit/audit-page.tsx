// The audit trail (admins only): newest first, filtered by staff e-mail, action or content id.
import type { AuditEntry, AuditList } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '#components/ui/data-table.tsx';
import { adminRequest } from '../../lib/api.ts';
import { formatDateTime, type Translate, useI18n } from '../../lib/i18n.tsx';

interface Filters {
  staff: string;
  action: string;
  entityId: string;
}

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AuditEntry>();
const NO_ROWS: AuditEntry[] = [];

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
  const { t, lang } = useI18n();
  const [draft, setDraft] = useState<Filters>({ staff: '', action: '', entityId: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const trail = useQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: () => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
      return adminRequest<AuditList>('GET', `/api/admin/audit?${query}`);
    },
  });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('at', {
          header: t('audit.columns.at'),
          cell: (info) => formatDateTime(lang, info.getValue()),
        }),
        column.accessor('staffEmail', { header: t('audit.columns.staff') }),
        column.accessor('action', { header: t('audit.columns.action') }),
        column.accessor('entityId', {
          header: t('audit.columns.entity'),
          cell: (info) => info.getValue() ?? '—',
        }),
        column.accessor('country', {
          header: t('audit.columns.country'),
          cell: (info) => info.getValue() ?? '—',
        }),
        column.display({
          id: 'changes',
          header: t('audit.columns.changes'),
          cell: (info) => (
            <ul className="admin-changes">
              {changesText(t, info.row.original).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ),
        }),
      ]),
    [t, lang],
  );
  const table = useTable({ features, columns, data: trail.data?.entries ?? NO_ROWS });

  return (
    <>
      <h1 className="page__title">{t('audit.heading')}</h1>
      <form
        className="admin-form admin-form--inline"
        aria-label={t('audit.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        {(
          [
            ['staff', t('audit.staff')],
            ['action', t('audit.action')],
            ['entityId', t('audit.entity')],
          ] as const
        ).map(([key, label]) => (
          <div className="field" key={key}>
            <label className="field__label" htmlFor={`audit-${key}`}>
              {label}
            </label>
            <input
              id={`audit-${key}`}
              className="field__input"
              value={draft[key]}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="button button--primary">
          {t('audit.apply')}
        </button>
      </form>
      {trail.isPending ? <p>{t('common.loading')}</p> : null}
      {trail.isError ? <p role="alert">{t('common.error')}</p> : null}
      {trail.data && trail.data.entries.length === 0 ? <p>{t('audit.empty')}</p> : null}
      {trail.data && trail.data.entries.length > 0 ? (
        <DataTable label={t('audit.tableLabel')}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid="audit-row">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </>
  );
}
