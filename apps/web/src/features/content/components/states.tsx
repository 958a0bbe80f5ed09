// Loading skeletons, the empty state, and the error states of lists and details.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { type FailureKind, failureKind } from '../lib/response-status.ts';

export function CardsSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="content-loading">
      <span className="visually-hidden">{t('content.states.loading')}</span>
      <div className="content-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className="skeleton skeleton--card" />
        ))}
      </div>
    </div>
  );
}

export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="content-loading">
      <span className="visually-hidden">{t('content.states.loading')}</span>
      <div aria-hidden="true">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--media" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
      </div>
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <p className="state-message" data-testid="content-empty">
      {message}
    </p>
  );
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-message" role="alert" data-testid="content-error">
      <p>{t('content.states.error')}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('content.states.retry')}
      </button>
    </div>
  );
}

const TITLE_KEYS: Record<FailureKind, `content.states.${'notFound' | 'forbidden' | 'failed'}.title`> = {
  notFound: 'content.states.notFound.title',
  forbidden: 'content.states.forbidden.title',
  error: 'content.states.failed.title',
};

const BODY_KEYS: Record<FailureKind, `content.states.${'notFound' | 'forbidden' | 'failed'}.body`> = {
  notFound: 'content.states.notFound.body',
  forbidden: 'content.states.forbidden.body',
  error: 'content.states.failed.body',
};

/** The page of a content fetch that came back with `responseStatus`: its own h1 and a way out. */
export function FailureState({ responseStatus, onRetry }: { responseStatus: number; onRetry?: () => void }) {
  const { t } = useTranslation();
  const kind = failureKind(responseStatus);
  return (
    <div
      className="state-message"
      data-testid={`content-state-${kind}`}
      data-response-status={responseStatus}
    >
      <h1 className="state-message__title">{t(TITLE_KEYS[kind])}</h1>
      <p>{t(BODY_KEYS[kind], { status: responseStatus })}</p>
      <p className="state-message__actions">
        {kind === 'error' && onRetry && (
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            {t('content.states.retry')}
          </button>
        )}
        <Link to={paths.home.getHref()} className="button button--primary button--small">
          {t('content.states.backHome')}
        </Link>
      </p>
    </div>
  );
}
