// The MI inbox: requests of the officer's countries, open ones soonest due first, filtered by status,
// product, country, due and adverse-event flag; a missed due date is marked in words, not colour only.
import {
  MEDICAL_REQUEST_STATUS_VALUES,
  MI_DUE_FILTERS,
  type MiRequestQuery,
  type MiRequestSummary,
} from '@portal/contracts';
import { PRODUCTS } from '@portal/countries';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import { miListQuery } from './api.ts';
import { DueDate, StatusBadge } from './request-badges.tsx';
import './mi-desk.css';

type Filters = Record<'status' | 'product' | 'country' | 'due' | 'ae', string>;
const EMPTY: Filters = { status: '', product: '', country: '', due: '', ae: '' };

const features = tableFeatures({});
const column = createColumnHelper<typeof features, MiRequestSummary>();
const NO_ROWS: MiRequestSummary[] = [];

export function InboxPage() {
  const { t, lang } = useI18n();
  const me = useQuery(meQuery);
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const list = useQuery(miListQuery(filters as MiRequestQuery));

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('reference', {
          header: t('miDesk.inbox.columns.reference'),
          cell: (info) => <Link to={`/mi/${info.row.original.key}`}>{info.getValue()}</Link>,
        }),
        column.accessor('receivedAt', {
          header: t('miDesk.inbox.columns.received'),
          cell: (info) => formatDateTime(lang, info.getValue()),
        }),
        column.accessor('country', { header: t('miDesk.inbox.columns.country') }),
        column.accessor('product', { header: t('miDesk.inbox.columns.product') }),
        column.accessor('requester', { header: t('miDesk.inbox.columns.requester') }),
        column.accessor('status', {
          header: t('miDesk.inbox.columns.status'),
          cell: (info) => (
            <>
              <StatusBadge status={info.getValue()} />
              {info.row.original.adverseEvent ? (
                <span className="admin-badge admin-badge--ae" data-testid="mi-ae-flag">
                  {t('miDesk.inbox.flagged')}
                </span>
              ) : null}
            </>
          ),
        }),
        column.accessor('dueAt', {
          header: t('miDesk.inbox.columns.due'),
          cell: (info) => <DueDate request={info.row.original} />,
        }),
        column.accessor((row) => row.assignee?.name ?? '', {
          id: 'assignee',
          header: t('miDesk.inbox.columns.assignee'),
          cell: (info) => info.getValue() || t('miDesk.inbox.unassigned'),
        }),
      ]),
    [t, lang],
  );
  const table = useTable({ features, columns, data: list.data?.items ?? NO_ROWS });

  const select = (name: keyof Filters, label: string, options: readonly (readonly [string, string])[]) => (
    <div className="field" key={name}>
      <label className="field__label" htmlFor={`mi-filter-${name}`}>
        {label}
      </label>
      <select
        id={`mi-filter-${name}`}
        className="field__input field__select"
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      >
        <option value="">{t('miDesk.inbox.any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <h1 className="page__title">{t('miDesk.inbox.heading')}</h1>
      <form
        className="admin-form admin-form--inline"
        aria-label={t('miDesk.inbox.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        {select(
          'status',
          t('miDesk.inbox.status'),
          MEDICAL_REQUEST_STATUS_VALUES.map((s) => [s, t(`miDesk.status.${s}`)] as const),
        )}
        {select(
          'product',
          t('miDesk.inbox.product'),
          PRODUCTS.map((p) => [p, p] as const),
        )}
        {select(
          'country',
          t('miDesk.inbox.country'),
          (me.data?.countries ?? []).map((c) => [c, c] as const),
        )}
        {select(
          'due',
          t('miDesk.inbox.due'),
          MI_DUE_FILTERS.map((d) => [d, t(`miDesk.inbox.dueOptions.${d}`)] as const),
        )}
        {select('ae', t('miDesk.inbox.ae'), [
          ['true', t('miDesk.inbox.aeOptions.true')],
          ['false', t('miDesk.inbox.aeOptions.false')],
        ])}
        <button type="submit" className="button button--primary">
          {t('miDesk.inbox.apply')}
        </button>
      </form>
      {list.isPending ? <p>{t('common.loading')}</p> : null}
      {list.isError ? <p role="alert">{t('common.error')}</p> : null}
      {list.data && list.data.items.length === 0 ? <p>{t('miDesk.inbox.empty')}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <DataTable label={t('miDesk.inbox.tableLabel')}>
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
              <tr
                key={row.id}
                data-testid={`mi-row-${row.original.reference}`}
                className={row.original.slaBreached ? 'admin-row--breached' : undefined}
              >
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
