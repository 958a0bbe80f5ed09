// The content list: latest version of every item of the member's countries, sortable (react-table).
import type { AdminContent, ContentVersionStatus } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { contentListQuery } from './api.ts';

// Stable at module scope, as the table requires: sorting by any column.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
});
const column = createColumnHelper<typeof features, AdminContent>();
const NO_ROWS: AdminContent[] = [];

export function ContentListPage() {
  const { t, lang } = useI18n();
  const me = useQuery(meQuery);
  const list = useQuery(contentListQuery);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor((row) => row.latest.title, {
          id: 'title',
          header: t('content.columns.title'),
          cell: (info) => (
            <Link to={`/content/${info.row.original.latest.contentId}`}>{info.getValue()}</Link>
          ),
        }),
        column.accessor((row) => row.latest.status, {
          id: 'status',
          header: t('content.columns.status'),
          cell: (info) => t(`status.${info.getValue() as ContentVersionStatus}`),
        }),
        column.accessor((row) => row.latest.version, { id: 'version', header: t('content.columns.version') }),
        column.accessor((row) => row.latest.countries.join(', '), {
          id: 'countries',
          header: t('content.columns.countries'),
        }),
        column.accessor((row) => row.publications.map((p) => p.country).join(', '), {
          id: 'published',
          header: t('content.columns.published'),
          cell: (info) => info.getValue() || t('content.notPublished'),
        }),
        column.accessor((row) => row.latest.updatedAt, {
          id: 'updated',
          header: t('content.columns.updated'),
          cell: (info) => formatDateTime(lang, info.getValue()),
        }),
      ]),
    [t, lang],
  );
  const table = useTable({ features, columns, data: list.data?.items ?? NO_ROWS });

  return (
    <>
      <div className="admin-page-head">
        <h1 className="page__title">{t('content.heading')}</h1>
        {staffCan(me.data, 'content.write') ? (
          <Link className="button button--primary" to="/content/new">
            {t('content.new')}
          </Link>
        ) : null}
      </div>
      {list.isPending ? <p>{t('common.loading')}</p> : null}
      {list.isError ? <p role="alert">{t('common.error')}</p> : null}
      {list.data && list.data.items.length === 0 ? <p>{t('content.empty')}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <DataTable label={t('content.tableLabel')}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = String(header.column.columnDef.header);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      <button
                        type="button"
                        className="link-button"
                        onClick={header.column.getToggleSortingHandler()}
                        title={t('content.sortBy', { column: label })}
                      >
                        <table.FlexRender header={header} />
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid={`content-row-${row.original.latest.contentId}`}>
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
