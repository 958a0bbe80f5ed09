// Loading, error and not-found states of the events screens.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="events-state" role="status" data-testid="events-loading">
      {label ?? t('events.states.loading')}
    </p>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="events-state" role="alert" data-testid="events-error">
      <p>{t('events.states.error')}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('events.states.retry')}
      </button>
    </div>
  );
}

export function EventNotFound() {
  const { t } = useTranslation();
  return (
    <div className="events-state" data-testid="event-not-found">
      <h1 className="events-state__title">{t('events.states.notFound')}</h1>
      <p>
        <Link to={paths.events.list.getHref()} className="button button--primary button--small">
          {t('events.states.backToList')}
        </Link>
      </p>
    </div>
  );
}
