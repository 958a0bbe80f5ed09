// Authored products of the member's countries: latest version, its state, where it is live.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConsoleList } from '../../components/console-list.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { productsApi } from './api.ts';

export function ProductsListPage() {
  const { t, lang } = useI18n();
  const me = useQuery(meQuery);
  const list = useQuery(productsApi.listQuery);

  return (
    <>
      <PageHead
        title={t('products.heading')}
        create={staffCan(me.data, 'products.write') ? { to: '/products/new', text: t('products.new') } : null}
      />
      <ConsoleList
        query={list}
        rows={(data) => data.items}
        empty={t('products.empty')}
        label={t('products.tableLabel')}
        rowTestId={({ latest }) => `product-row-${latest.productId}`}
        columns={[
          {
            id: 'name',
            header: t('products.columns.name'),
            cell: ({ latest }) => <Link to={`/products/${latest.productId}`}>{latest.name}</Link>,
          },
          {
            id: 'status',
            header: t('products.columns.status'),
            cell: ({ latest }) => t(`status.${latest.status}`),
          },
          {
            id: 'countries',
            header: t('products.columns.countries'),
            cell: ({ latest }) => latest.countries.join(', '),
          },
          {
            id: 'published',
            header: t('products.columns.published'),
            cell: ({ publications }) => publications.map((p) => p.country).join(', ') || '—',
          },
          {
            id: 'updatedAt',
            header: t('products.columns.updatedAt'),
            cell: ({ latest }) => formatDateTime(lang, latest.updatedAt),
          },
        ]}
      />
    </>
  );
}
