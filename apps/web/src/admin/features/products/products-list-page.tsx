// The products of the member's countries (issue 36): the authored ones and the seeded catalogue, searched,
// filtered and sorted by the API a page at a time, each with its state per country.
import type { AdminProduct } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CatalogueList } from '../../components/catalogue/catalogue-list.tsx';
import { useCatalogueParams } from '../../components/catalogue/catalogue-params.ts';
import { StateBadges } from '../../components/catalogue/state-badges.tsx';
import type { ConsoleColumn } from '../../components/console-table.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { productsApi } from './api.ts';

export function ProductsListPage() {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  const params = useCatalogueParams();
  const page = useQuery(productsApi.pageQuery(params.search));
  const columns: ConsoleColumn<AdminProduct>[] = [
    {
      id: 'name',
      header: t('products.columns.name'),
      cell: ({ latest }) => <Link to={`/products/${latest.productId}`}>{latest.name}</Link>,
    },
    {
      id: 'state',
      header: t('catalogue.stateColumn'),
      cell: ({ latest, state }) => <StateBadges state={state} testId={`product-state-${latest.productId}`} />,
    },
    {
      id: 'expires',
      header: t('catalogue.expiresColumn'),
      cell: ({ state }) => <ZonedTime value={state.approvalExpiresAt} />,
    },
    {
      id: 'updatedAt',
      header: t('products.columns.updatedAt'),
      cell: ({ latest }) => (latest.version === 0 ? '—' : <ZonedTime value={latest.updatedAt} />),
    },
  ];

  return (
    <>
      <PageHead
        title={t('products.heading')}
        create={staffCan(me.data, 'products.write') ? { to: '/products/new', text: t('products.new') } : null}
      />
      <CatalogueList
        idPrefix="products"
        params={params}
        query={page}
        label={t('products.tableLabel')}
        columns={columns}
        rowTestId={({ latest }) => `product-row-${latest.productId}`}
      />
    </>
  );
}
