// `/cursos-online`: the online courses (GET /api/clusters/training), page by page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMore } from '#components/ui/load-more.tsx';
import { ErrorState, LoadingState } from '#components/ui/states.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { useCourses } from '../api/get-courses.ts';
import { CourseCard } from '../components/course-card.tsx';
import '../components/training.css';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('training.list.title'));
  const query = useCourses();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="container page training-page" data-testid="course-list">
      <h1 className="page__title">{t('training.list.title')}</h1>
      <p className="page__lead">{t('training.list.lead')}</p>
      <p>
        <Link to={paths.training.certificates.getHref()}>{t('training.list.certificatesLink')}</Link>
      </p>
      {query.isPending ? (
        <LoadingState scope="training" />
      ) : query.isError && items.length === 0 ? (
        <ErrorState scope="training" onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <p className="state-message">{t('training.list.empty')}</p>
      ) : (
        <>
          <ul className="grid-list">
            {items.map((item) => (
              <li key={item.id}>
                <CourseCard item={item} />
              </li>
            ))}
          </ul>
          <LoadMore
            query={query}
            label={t('training.list.loadMore')}
            busyLabel={t('training.list.loadingMore')}
          />
        </>
      )}
    </div>
  );
}
