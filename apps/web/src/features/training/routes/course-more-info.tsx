// `/cursos-online/:id/mas-info`: the course's additional information, approval code and medicine insert.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState, NotFoundState } from '#components/ui/states.tsx';
import { ApiError } from '#lib/api-client.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { useCourse } from '../api/get-course.ts';
import { ServerHtml } from '../components/server-html.tsx';
import '../components/training.css';

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const course = useCourse(id);
  usePageTitle(t('training.moreInfo.title'));
  const missing =
    course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 403);
  return (
    <div className="container page training-page" data-testid="course-more-info-page">
      <nav aria-label={t('training.detail.breadcrumbLabel')}>
        <Link to={paths.training.course.getHref(id)} className="training-back">
          {t('training.moreInfo.backToCourse')}
        </Link>
      </nav>
      {missing ? (
        <NotFoundState
          scope="training"
          backTo={paths.training.courses.getHref()}
          testId="training-not-found"
        />
      ) : course.isError ? (
        <ErrorState scope="training" onRetry={() => course.refetch()} />
      ) : course.data ? (
        <>
          <h1 className="page__title">
            {t('training.moreInfo.title')}: {course.data.title}
          </h1>
          {course.data.additionalInformation ? (
            <ServerHtml html={course.data.additionalInformation} />
          ) : (
            <p>{t('training.moreInfo.noInformation')}</p>
          )}
          {course.data.cfApprovalCode && <p className="course-approval">{course.data.cfApprovalCode}</p>}
        </>
      ) : (
        <LoadingState scope="training" />
      )}
    </div>
  );
}
