// Loading, error and not-found states of the training screens.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="state-message" role="status" data-testid="training-loading">
      {label ?? t('training.states.loading')}
    </p>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-message" role="alert" data-testid="training-error">
      <p>{t('training.states.error')}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('training.states.retry')}
      </button>
    </div>
  );
}

/** A course that is missing, not a course, or not for this user (404 / 403). */
export function CourseNotFound() {
  const { t } = useTranslation();
  return (
    <div className="state-message" data-testid="training-not-found">
      <h1 className="state-message__title">{t('training.states.notFound')}</h1>
      <p>
        <Link to={paths.training.courses.getHref()} className="button button--primary button--small">
          {t('training.states.backToList')}
        </Link>
      </p>
    </div>
  );
}
