// One item: its latest version, and the lifecycle actions the member's roles allow: edit, submit for
// review, MLR decision (reject with a comment, approve with a code and expiry), publish per country,
// withdraw.
import type { AdminContent } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminApiError } from '../../lib/api.ts';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { ReviewForm } from '../review/review-form.tsx';
import { contentQuery, reviewContent, submitContent, withdrawContent } from './api.ts';
import { PreviewPanel } from './preview-panel.tsx';
import { PublishForm } from './publish-form.tsx';

export function ContentDetailPage() {
  const { id = '' } = useParams();
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const item = useQuery(contentQuery(id));
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const done = (text: string) => async (updated: AdminContent) => {
    queryClient.setQueryData(contentQuery(id).queryKey, updated);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'content'], exact: true });
    setError(null);
    setMessage(text);
  };
  const failed = (reason: unknown) => {
    setMessage(null);
    if (reason instanceof AdminApiError && reason.status === 403) setError(t('common.forbidden'));
    else if (reason instanceof AdminApiError && reason.status === 409)
      setError(t('common.conflict', { message: reason.message }));
    else setError(t('common.error'));
  };
  const submit = useMutation({
    mutationFn: () => submitContent(id),
    onSuccess: done(t('detail.submitted')),
    onError: failed,
  });
  const withdraw = useMutation({
    mutationFn: (country: string) => withdrawContent(id, country),
    onSuccess: done(t('detail.withdrawn')),
    onError: failed,
  });

  if (item.isPending) return <p>{t('common.loading')}</p>;
  if (!item.data) return <p role="alert">{t('common.error')}</p>;
  const { latest, publications } = item.data;
  const canWrite = staffCan(me.data, 'content.write');
  const ownWork = latest.authorEmail === me.data?.email;

  return (
    <>
      <h1 className="page__title">{latest.title}</h1>
      <p>
        <span className={`admin-badge admin-badge--${latest.status}`} data-testid="content-status">
          {t(`status.${latest.status}`)}
        </span>{' '}
        {t('detail.version', { version: latest.version })} · {latest.countries.join(', ')}
      </p>
      <p>{t('detail.author', { email: latest.authorEmail })}</p>
      {latest.reviewerEmail ? <p>{t('detail.reviewer', { email: latest.reviewerEmail })}</p> : null}
      {latest.reviewComment ? (
        <div className="admin-note">
          <h2 className="admin-subheading">{t('detail.reviewComment')}</h2>
          <p data-testid="review-comment">{latest.reviewComment}</p>
        </div>
      ) : null}
      {latest.approvalCode ? (
        <p>
          {t('detail.approval', {
            code: latest.approvalCode,
            date: formatDateTime(lang, latest.approvalExpiresAt),
          })}
        </p>
      ) : null}
      {latest.thumbnailUrl ? (
        <img className="admin-thumb" src={latest.thumbnailUrl} alt="" width={240} />
      ) : null}
      {latest.synopsis ? <p>{latest.synopsis}</p> : null}

      <p role="status" className="admin-status">
        {message}
      </p>
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}

      <div className="page__actions">
        {canWrite && latest.status !== 'in_review' ? (
          <Link className="button button--secondary" to={`/content/${id}/edit`}>
            {t('detail.edit')}
          </Link>
        ) : null}
        {canWrite && (latest.status === 'draft' || latest.status === 'rejected') ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => submit.mutate()}
            disabled={submit.isPending}
          >
            {t('detail.submit')}
          </button>
        ) : null}
      </div>

      {staffCan(me.data, 'content.review') && latest.status === 'in_review' ? (
        ownWork ? (
          <p>{t('detail.ownWork')}</p>
        ) : (
          <ReviewForm
            idPrefix="review"
            withExpiry
            send={(decision) => reviewContent(id, decision)}
            onDone={done(t('detail.decided'))}
            onError={failed}
          />
        )
      ) : null}

      <section aria-labelledby="publications-heading" className="admin-section">
        <h2 id="publications-heading" className="admin-subheading">
          {t('detail.publications')}
        </h2>
        {publications.length === 0 ? <p>{t('detail.noPublications')}</p> : null}
        <ul className="admin-publications">
          {publications.map((p) => (
            <li key={p.country} data-testid={`publication-${p.country}`}>
              {t('detail.publicationLine', {
                country: p.country,
                from: formatDateTime(lang, p.publishedAt),
                until: formatDateTime(lang, p.expiresAt),
                code: p.approvalCode ?? '—',
              })}{' '}
              {staffCan(me.data, 'content.publish') && me.data?.countries.includes(p.country) ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => withdraw.mutate(p.country)}
                  disabled={withdraw.isPending}
                >
                  {t('detail.withdraw', { country: p.country })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <PreviewPanel id={id} countries={latest.countries.filter((c) => me.data?.countries.includes(c))} />

      {staffCan(me.data, 'content.publish') ? (
        <PublishForm
          id={id}
          countries={latest.countries.filter((c) => me.data?.countries.includes(c))}
          onDone={done(t('detail.published'))}
          onError={failed}
        />
      ) : null}
    </>
  );
}
