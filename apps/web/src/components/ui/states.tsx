// The loading, empty, error and not-found states every list and detail screen shows the same way. A
// screen names its dictionary section (`scope`): the texts are `{scope}.states.*`, the test ids
// `{scope}-loading` and `{scope}-error`.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type StateScope = 'content' | 'training' | 'events' | 'docfinder';

export function LoadingState({ scope, label }: { scope: StateScope; label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="state-message" role="status" data-testid={`${scope}-loading`}>
      {label ?? t(`${scope}.states.loading`)}
    </p>
  );
}

export function EmptyState({ message, testId }: { message: string; testId?: string }) {
  return (
    <p className="state-message" data-testid={testId}>
      {message}
    </p>
  );
}

export function RetryButton({ scope, onRetry }: { scope: StateScope; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button button--secondary button--small" onClick={onRetry}>
      {t(`${scope}.states.retry`)}
    </button>
  );
}

export function ErrorState({ scope, onRetry }: { scope: StateScope; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-message" role="alert" data-testid={`${scope}-error`}>
      <p>{t(`${scope}.states.error`)}</p>
      <RetryButton scope={scope} onRetry={onRetry} />
    </div>
  );
}

/** A page whose item is missing or refused: its own h1, an explanation and a way out. */
export function MissingState({
  title,
  body,
  actions,
  testId,
  responseStatus,
}: {
  title: string;
  body?: ReactNode;
  actions: ReactNode;
  testId: string;
  responseStatus?: number;
}) {
  return (
    <div className="state-message" data-testid={testId} data-response-status={responseStatus}>
      <h1 className="state-message__title">{title}</h1>
      {body ? <p>{body}</p> : null}
      <p className="state-message__actions">{actions}</p>
    </div>
  );
}

/** The not-found page of a training or events detail: back to the list. */
export function NotFoundState({
  scope,
  backTo,
  testId,
}: {
  scope: Exclude<StateScope, 'content' | 'docfinder'>;
  backTo: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <MissingState
      title={t(`${scope}.states.notFound`)}
      testId={testId}
      actions={
        <Link to={backTo} className="button button--primary button--small">
          {t(`${scope}.states.backToList`)}
        </Link>
      }
    />
  );
}
