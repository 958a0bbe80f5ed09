// `/{list}/:id` and `/{list}/:idCapa/:id`. With idCapa, the series idCapa opens with its episode or lesson
// `id` playing; when idCapa holds no such part, `id` is opened as an item of its own. Under productos,
// idCapa is the product the item was opened from.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { useContent } from '../api/get-content.ts';
import { ContentDetailView } from '../components/content-detail-view.tsx';
import { DetailSkeleton, FailureState } from '../components/states.tsx';
import { findPart } from '../lib/parts.ts';
import { isFailure } from '../lib/response-status.ts';
import '../components/content.css';

export function Component() {
  const { t } = useTranslation();
  const { id, idCapa } = useParams();
  const { pathname } = useLocation();
  const list = paths.content.listForPath(pathname) ?? 'contents';
  const asSeries = Boolean(idCapa) && list !== 'products';

  const primary = useContent(asSeries ? idCapa : id);
  const primaryItem = primary.data && !isFailure(primary.data) ? primary.data : null;
  const partFound = asSeries && primaryItem !== null && findPart(primaryItem, id) !== null;
  // The series did not hold the part (or failed): `id` is an item of its own.
  const needsOwn = asSeries && primary.data !== undefined && !partFound;
  const own = useContent(needsOwn ? id : undefined);

  const query = needsOwn ? own : primary;
  const result = query.data;
  const item = result && !isFailure(result) ? result : null;
  usePageTitle(item?.title ?? t(`content.lists.${list}.title`));

  const backTo =
    list === 'products' && idCapa
      ? `${paths.content.lists.products.getHref()}/${idCapa}`
      : paths.content.lists[list].getHref();

  return (
    <div className="container page" data-testid="content-detail-page">
      <nav aria-label={t('content.detail.breadcrumbLabel')}>
        <Link to={backTo} className="content-detail__back">
          {t('content.detail.back', { label: t(`content.lists.${list}.title`) })}
        </Link>
      </nav>
      {query.isPending || result === undefined ? (
        <DetailSkeleton />
      ) : isFailure(result) ? (
        <FailureState responseStatus={result.responseStatus} onRetry={() => query.refetch()} />
      ) : (
        item && <ContentDetailView item={item} list={list} partId={partFound ? id : undefined} />
      )}
    </div>
  );
}
