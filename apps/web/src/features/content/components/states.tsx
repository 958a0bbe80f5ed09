// The content screens' skeletons and the page of a content fetch that failed; the other states are the
// shared ones of components/ui/states.tsx.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MissingState, RetryButton } from '#components/ui/states.tsx';
import { paths } from '#lib/paths.ts';
import { type FailureKind, failureKind } from '../lib/response-status.ts';

export function CardsSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="content-loading">
      <span className="visually-hidden">{t('content.states.loading')}</span>
      <div className="grid-list" aria-hidden="true">
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

const TEXT_KEYS: Record<FailureKind, 'notFound' | 'forbidden' | 'failed'> = {
  notFound: 'notFound',
  forbidden: 'forbidden',
  error: 'failed',
};

/** The page of a content fetch that came back with `responseStatus`: its own h1 and a way out. */
export function FailureState({ responseStatus, onRetry }: { responseStatus: number; onRetry?: () => void }) {
  const { t } = useTranslation();
  const kind = failureKind(responseStatus);
  const key = TEXT_KEYS[kind];
  return (
    <MissingState
      testId={`content-state-${kind}`}
      responseStatus={responseStatus}
      title={t(`content.states.${key}.title`)}
      body={t(`content.states.${key}.body`, { status: responseStatus })}
      actions={
        <>
          {kind === 'error' && onRetry ? <RetryButton scope="content" onRetry={onRetry} /> : null}
          <Link to={paths.home.getHref()} className="button button--primary button--small">
            {t('content.states.backHome')}
          </Link>
        </>
      }
    />
  );
}
