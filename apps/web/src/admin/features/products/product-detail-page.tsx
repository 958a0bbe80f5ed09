// One product: its latest version and the lifecycle actions the member's roles allow: edit, submit for
// review, the MLR decision (reject with a comment, approve with a code and expiry), publish per country
// (from now or a date), withdraw; where it is live (scheduled, live or expired); and a preview.
import type { AdminProduct } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryFallback } from '../../components/console-list.tsx';
import { VersionAuthorship, VersionHeading } from '../../components/versioned/version-summary.tsx';
import { VersionWorkflow } from '../../components/versioned/version-workflow.tsx';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCovers } from '../../lib/session.ts';
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
  const { t, lang } = useI18n();
  const me = useQuery(meQuery);
  const product = useQuery(productsApi.query(id));

  if (!product.data) return <QueryFallback query={product} />;
  const { latest, publications } = product.data;
  const facts = { ...latest, title: latest.name };
  const now = Date.now();

  return (
    <>
      <VersionHeading version={facts} statusTestId="product-status" />
      <VersionAuthorship version={facts} commentTestId="product-review-comment" />
      {latest.approvalCode ? (
        <p>
          {t('detail.approval', {
            code: latest.approvalCode,
            date: formatDateTime(lang, latest.approvalExpiresAt),
          })}
        </p>
      ) : null}
      {latest.thumbnailUrl ? (
        <img className="admin-thumb" src={latest.thumbnailUrl} alt="" width={240} />
      ) : null}
      {latest.medicineInsert ? <p>{t('products.insertLink', { url: latest.medicineInsert })}</p> : null}

      <VersionWorkflow
        api={productsApi}
        id={id}
        version={facts}
        review={{
          idPrefix: 'product-review',
          withExpiry: true,
          send: (decision) => productsApi.review(id, decision),
        }}
        publications={{
          idPrefix: 'product-publications',
          heading: t('detail.publications'),
          empty: t('detail.noPublications'),
          testIdPrefix: 'product-publication',
          entries: publications.map((p) => ({
            country: p.country,
            text: t(lineKey(p, now), {
              country: p.country,
              from: formatDateTime(lang, p.publishedAt),
              until: formatDateTime(lang, p.expiresAt),
              code: p.approvalCode ?? '—',
            }),
          })),
        }}
        publish={{ idPrefix: 'product-publish', withFrom: true }}
      >
        <ProductPreview id={id} countries={latest.countries.filter((c) => staffCovers(me.data, c))} />
      </VersionWorkflow>
    </>
  );
}
