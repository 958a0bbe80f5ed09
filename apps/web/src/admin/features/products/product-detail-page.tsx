// One product: its latest version and the lifecycle actions the member's roles allow: edit, submit for
// review, the MLR decision (reject with a comment, approve with a code and expiry), publish per country
// (from now or a date), withdraw; where it is live (scheduled, live or expired); and a preview.
import type { AdminProduct } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryFallback } from '../../components/console-list.tsx';
import { DatedVersionPage } from '../../components/versioned/dated-version-page.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { productsApi } from './api.ts';
import { ProductPreview } from './product-preview.tsx';

type Publication = AdminProduct['publications'][number];

/** Which line a publication gets: before its start, after its expiry, or live. */
function lineKey(p: Publication, now: number) {
  if (p.expiresAt && Date.parse(p.expiresAt) <= now) return 'products.expiredLine' as const;
  if (Date.parse(p.publishedAt) > now) return 'products.scheduledLine' as const;
  return 'products.publicationLine' as const;
}

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const product = useQuery(productsApi.query(id));

  if (!product.data) return <QueryFallback query={product} />;
  const { latest, publications } = product.data;
  const now = Date.now();

  return (
    <DatedVersionPage
      api={productsApi}
      id={id}
      version={{ ...latest, title: latest.name }}
      publications={publications}
      state={product.data.state}
      idPrefix="product-"
      statusTestId="product-status"
      back={{ to: '/products', label: t('products.nav') }}
      lineKey={(p) => lineKey(p, now)}
      preview={(countries) => <ProductPreview id={id} countries={countries} />}
    >
      {latest.medicineInsert ? <p>{t('products.insertLink', { url: latest.medicineInsert })}</p> : null}
    </DatedVersionPage>
  );
}
