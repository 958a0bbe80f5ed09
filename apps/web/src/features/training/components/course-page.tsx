// The frame of the course screens (detail, more info, exam): the way back, then the course's state:
// not found (404, or 403 for a course that is not for this user), a load error with a retry, loading,
// or the screen itself.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState, NotFoundState } from '#components/ui/states.tsx';
import { ApiError } from '#lib/api-client.ts';
import { paths } from '#lib/paths.ts';
import './training.css';

interface CourseQuery {
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

interface CoursePageProps {
  testId: string;
  back: { to: string; label: string };
  /** The screen's queries: the course and whatever else it needs. */
  queries: readonly CourseQuery[];
  /** The screen once every query has answered; null while they load. */
  children: ReactNode;
}

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

export function CoursePage({ testId, back, queries, children }: CoursePageProps) {
  const { t } = useTranslation();
  return (
    <div className="container page training-page" data-testid={testId}>
      <nav aria-label={t('training.detail.breadcrumbLabel')}>
        <Link to={back.to} className="training-back">
          {back.label}
        </Link>
      </nav>
      {queries.some((query) => isMissing(query.error)) ? (
        <NotFoundState
          scope="training"
          backTo={paths.training.courses.getHref()}
          testId="training-not-found"
        />
      ) : queries.some((query) => query.isError) ? (
        <ErrorState scope="training" onRetry={() => queries.forEach((query) => void query.refetch())} />
      ) : (
        (children ?? <LoadingState scope="training" />)
      )}
    </div>
  );
}
