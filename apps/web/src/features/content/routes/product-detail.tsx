// `/productos/:id`: a product's description, medicine insert and the contents about it.

import { isCourseItem } from '@portal/countries';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { EmptyState } from '#components/ui/states.tsx';
import { ThumbnailImage } from '#components/ui/thumbnail-image.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { pickThumbnail } from '#lib/thumbnails.ts';
import { useProduct } from '../api/get-product.ts';
import { ContentCard } from '../components/content-card.tsx';
import { DetailSkeleton, FailureState } from '../components/states.tsx';
import { toFailure } from '../lib/response-status.ts';
import '../components/content.css';

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useProduct(id);
  const product = query.data;
  usePageTitle(product?.name ?? t('content.product.title'));
  const productsPath = paths.content.lists.products.getHref();

  return (
    <div className="container page" data-testid="product-detail-page">
      <nav aria-label={t('content.detail.breadcrumbLabel')}>
        <Link to={productsPath} className="content-detail__back">
          {t('content.detail.back', { label: t('content.lists.products.title') })}
        </Link>
      </nav>
      {query.isPending ? (
        <DetailSkeleton />
      ) : query.isError || !product ? (
        <FailureState
          responseStatus={toFailure(id, query.error).responseStatus}
          onRetry={() => query.refetch()}
        />
      ) : (
        <article data-testid="product-detail" data-product-id={product.id}>
          <header className="content-detail__header">
            <h1 className="page__title">{product.name}</h1>
          </header>
          <ThumbnailImage
            thumbnail={pickThumbnail(product.thumbnail, 'preview')}
            className="product-image"
            width={640}
            height={360}
            sizes="(max-width: 40rem) 100vw, 36rem"
            art={{ kind: 'product' }}
            eager
          />
          {product.description && <ServerHtml html={product.description} testId="product-description" />}
          {product.medicineInsert && (
            <details className="disclosure" data-testid="medicine-insert">
              <summary>{t('content.product.medicineInsert')}</summary>
              <div className="disclosure__body">
                <a href={product.medicineInsert} target="_blank" rel="noopener noreferrer">
                  {t('content.detail.openPdf', { title: t('content.product.medicineInsert') })}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
              </div>
            </details>
          )}
          <section aria-labelledby="product-contents" className="content-section">
            <h2 id="product-contents" className="content-section__title">
              {t('content.product.contents', { name: product.name })}
            </h2>
            {product.contents.length === 0 ? (
              <EmptyState message={t('content.product.noContents')} testId="content-empty" />
            ) : (
              <ul className="grid-list">
                {product.contents.map((item) => (
                  <li key={item.id}>
                    <ContentCard
                      item={item}
                      href={
                        isCourseItem(item)
                          ? paths.content.item(item, null)
                          : `${productsPath}/${encodeURIComponent(product.id)}/${encodeURIComponent(item.id)}`
                      }
                      headingLevel={3}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </article>
      )}
    </div>
  );
}
