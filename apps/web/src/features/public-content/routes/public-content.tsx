// Public mode (/aceite-teste/{id}?token=&vidKey=&audience=): no sign-in. The link is checked first; the
// visitor then gives name and registration number and accepts the terms, and only after the server
// confirms access does the content show.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import '#styles/account.css';
import '../components/public-content.css';
import { LoadingIndicator } from '#components/ui/route-fallback.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import {
  checkLink,
  type DenialReason,
  type ReadyLink,
  type UnlockResult,
  unlockContent,
  type Visitor,
} from '../api/public-access.ts';
import { publicApi } from '../api/public-client.ts';
import { PublicContentViewer } from '../components/public-content-viewer.tsx';
import { VisitorForm } from '../components/visitor-form.tsx';
import { readAccessLink } from '../lib/access-link.ts';

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const link = readAccessLink(id, params);
  usePageTitle(t('legal.acceptanceTest.title'));
  return (
    <div className="container page page--narrow public-access" data-testid="public-access">
      <h1 className="page__title">{t('legal.acceptanceTest.title')}</h1>
      <p className="page__lead">{t('legal.acceptanceTest.intro')}</p>
      {link.kind === 'ready' ? (
        <ReadyAccess key={`${link.contentId}|${link.token}|${link.vidKey}`} link={link} />
      ) : (
        <p className="notice" role="alert" data-testid="public-access-denied" data-reason={link.kind}>
          {link.kind === 'incomplete'
            ? t('contentSearch.publicAccess.missingToken')
            : t('legal.acceptanceTest.noContent')}
        </p>
      )}
    </div>
  );
}

/** A denial that ends the flow: nothing the visitor types can fix a bad link or a missing item. */
function isFinal(reason: DenialReason): boolean {
  return reason === 'badToken' || reason === 'notFound';
}

function Denied({ reason, onRetry }: { reason: DenialReason; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice" role="alert" data-testid="public-access-denied" data-reason={reason}>
      <p>{t(`contentSearch.publicAccess.${reason}`)}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('contentSearch.publicAccess.retry')}
        </button>
      ) : null}
    </div>
  );
}

function ReadyAccess({ link }: { link: ReadyLink }) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['public-access', 'check', link.contentId, link.token, link.vidKey, link.audience],
    queryFn: ({ signal }) => checkLink(publicApi, link, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const [result, setResult] = useState<UnlockResult | null>(null);
  const [visitor, setVisitor] = useState<Visitor | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Once unlocked, the content replaces the form: move focus to its title so nothing is lost.
  useEffect(() => {
    if (result?.kind === 'content') headingRef.current?.focus();
  }, [result]);

  if (check.isPending) return <LoadingIndicator />;
  if (check.data?.kind === 'denied') {
    const reason = check.data.reason;
    return <Denied reason={reason} onRetry={isFinal(reason) ? undefined : () => check.refetch()} />;
  }
  if (check.isError) return <Denied reason="failed" onRetry={() => check.refetch()} />;

  if (result?.kind === 'content') {
    return (
      <>
        <p className="notice" role="status" data-testid="public-access-granted">
          {t('contentSearch.publicAccess.granted', { name: visitor?.name ?? '' })}
        </p>
        <PublicContentViewer item={result.item} headingRef={headingRef} />
      </>
    );
  }
  if (result?.kind === 'denied' && isFinal(result.reason)) return <Denied reason={result.reason} />;

  const onSubmit = async (next: Visitor) => {
    setSubmitting(true);
    setVisitor(next);
    try {
      setResult(await unlockContent(publicApi, link, next));
    } finally {
      setSubmitting(false);
    }
  };

  const terms = t('legal.acceptanceTest.terms', { returnObjects: true });
  return (
    <section className="legal__section" aria-labelledby="public-access-terms">
      <h2 id="public-access-terms">{t('contentSearch.publicAccess.formHeading')}</h2>
      <p>{t('legal.acceptanceTest.explanation')}</p>
      <ul className="terms-list" data-testid="public-access-terms">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p className="notice">{t('legal.acceptanceTest.loggedNotice')}</p>
      {result?.kind === 'denied' ? <Denied reason={result.reason} /> : null}
      <VisitorForm onSubmit={onSubmit} submitting={submitting} />
    </section>
  );
}
