// A console list answered a page at a time by the API (issue 36): the filters, the table of the page's
// rows (ConsoleTable, sorted by the server, so its own column sorting is off), the empty text, and the
// pager. The page, filters and sort live in the address (catalogue-params.ts).
//
// Use: const params = useCatalogueParams();
//      const page = useQuery(contentApi.pageQuery(params.search));
//      <CatalogueList idPrefix="content" params={params} query={page} label={t('content.tableLabel')}
//        columns={columns} rowTestId={(item) => `content-row-${item.latest.contentId}`} />
import type { UseQueryResult } from '@tanstack/react-query';
import { useI18n } from '../../lib/i18n.tsx';
import { ConsoleList } from '../console-list.tsx';
import type { ConsoleColumn } from '../console-table.tsx';
import type { Choice } from '../fields.tsx';
import { CatalogueFilters } from './catalogue-filters.tsx';
import type { useCatalogueParams } from './catalogue-params.ts';
import { Pager } from './pager.tsx';

export interface CataloguePage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export function CatalogueList<Row extends object>({
  idPrefix,
  params,
  query,
  label,
  columns,
  rowTestId,
  kinds,
  withSpecialty,
  withStates,
}: {
  idPrefix: string;
  params: ReturnType<typeof useCatalogueParams>;
  query: UseQueryResult<CataloguePage<Row>>;
  /** The table's accessible name. */
  label: string;
  columns: readonly ConsoleColumn<Row>[];
  rowTestId: (row: Row) => string;
  kinds?: readonly Choice[];
  withSpecialty?: boolean;
  withStates?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <CatalogueFilters
        idPrefix={idPrefix}
        params={params}
        kinds={kinds}
        withSpecialty={withSpecialty}
        withStates={withStates}
      />
      <ConsoleList
        query={query}
        rows={(data) => data.items}
        empty={t('catalogue.none')}
        announceEmpty
        label={label}
        columns={columns}
        rowTestId={rowTestId}
      />
      {query.data && query.data.total > 0 ? (
        <Pager
          total={query.data.total}
          page={query.data.page}
          pageSize={query.data.pageSize}
          onPage={params.goToPage}
        />
      ) : null}
    </>
  );
}
