// One event: its latest version and the lifecycle actions the member's roles allow: edit, submit for
// review, the MLR decision, publish per country (physicians see it on /eventos at once), withdraw.
import type { AdminEvent } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { AdminApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { ReviewForm } from '../review/review-form.tsx';
import { eventQuery, publishEvent, reviewEvent, submitEvent, withdrawEvent } from './api.ts';

export function EventDetailPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const event = useQuery(eventQuery(id));
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [country, setCountry] = useState('');

  const done = (text: string) => async (updated: AdminEvent) => {
    queryClient.setQueryData(eventQuery(id).queryKey, updated);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'events'], exact: true });
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
    mutationFn: () => submitEvent(id),
    onSuccess: done(t('detail.submitted')),
    onError: failed,
  });
  const publish = useMutation({
    mutationFn: (code: string) => publishEvent(id, code),
    onSuccess: done(t('detail.published')),
    onError: failed,
  });
  const withdraw = useMutation({
    mutationFn: (code: string) => withdrawEvent(id, code),
    onSuccess: done(t('detail.withdrawn')),
    onError: failed,
  });

  if (event.isPending) return <p>{t('common.loading')}</p>;
  if (!event.data) return <p role="alert">{t('common.error')}</p>;
  const { latest, publishedCountries } = event.data;
  const canWrite = staffCan(me.data, 'events.write');
  const canPublish = staffCan(me.data, 'events.publish');
  const ownWork = latest.authorEmail === me.data?.email;
  const publishable = latest.countries.filter((c) => me.data?.countries.includes(c));
  const chosen = country || publishable[0] || '';

  return (
    <>
      <h1 className="page__title">{latest.title}</h1>
      <p>
        <span className={`admin-badge admin-badge--${latest.status}`} data-testid="event-status">
          {t(`status.${latest.status}`)}
        </span>{' '}
        {t('detail.version', { version: latest.version })} · {latest.countries.join(', ')}
      </p>
      <p>
        {t('authoring.events.schedule', {
          starts: latest.startsLocal.replace('T', ' '),
          ends: latest.endsLocal.replace('T', ' '),
          zone: latest.timeZone,
        })}
      </p>
      <p>
        {t('authoring.events.room', {
          provider: t(`authoring.events.providers.${latest.meetingProvider}`),
          room: latest.meetingRoom,
        })}
      </p>
      {latest.speakers.length > 0 ? (
        <ul>
          {latest.speakers.map((s) => (
            <li key={s.name}>{s.title ? `${s.name} — ${s.title}` : s.name}</li>
          ))}
        </ul>
      ) : null}
      {latest.recordingUrl ? <p>{t('authoring.events.recording', { url: latest.recordingUrl })}</p> : null}
      <p>{t('detail.author', { email: latest.authorEmail })}</p>
      {latest.reviewerEmail ? <p>{t('detail.reviewer', { email: latest.reviewerEmail })}</p> : null}
      {latest.reviewComment ? (
        <div className="admin-note">
          <h2 className="admin-subheading">{t('detail.reviewComment')}</h2>
          <p data-testid="event-review-comment">{latest.reviewComment}</p>
        </div>
      ) : null}
      {latest.approvalCode ? <p>{t('authoring.events.approval', { code: latest.approvalCode })}</p> : null}

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
          <Link className="button button--secondary" to={`/events/${id}/edit`}>
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

      {staffCan(me.data, 'events.review') && latest.status === 'in_review' ? (
        ownWork ? (
          <p>{t('detail.ownWork')}</p>
        ) : (
          <ReviewForm
            idPrefix="event-review"
            withExpiry={false}
            // An event is approved by its code alone: it ends on its own date.
            send={(decision) =>
              reviewEvent(
                id,
                decision.decision === 'approve'
                  ? { decision: 'approve', approvalCode: decision.approvalCode }
                  : decision,
              )
            }
            onDone={done(t('detail.decided'))}
            onError={failed}
          />
        )
      ) : null}

      <section aria-labelledby="event-publications-heading" className="admin-section">
        <h2 id="event-publications-heading" className="admin-subheading">
          {t('authoring.events.publishedIn')}
        </h2>
        {publishedCountries.length === 0 ? <p>{t('authoring.events.notPublished')}</p> : null}
        <ul className="admin-publications">
          {publishedCountries.map((code) => (
            <li key={code} data-testid={`event-publication-${code}`}>
              {code}{' '}
              {canPublish && me.data?.countries.includes(code) ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => withdraw.mutate(code)}
                  disabled={withdraw.isPending}
                >
                  {t('detail.withdraw', { country: code })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {canPublish && publishable.length > 0 ? (
        <section aria-labelledby="event-publish-heading" className="admin-section">
          <h2 id="event-publish-heading" className="admin-subheading">
            {t('detail.publishHeading')}
          </h2>
          <form
            className="admin-form admin-form--inline"
            onSubmit={(e) => {
              e.preventDefault();
              publish.mutate(chosen);
            }}
          >
            <Field id="event-publish-country" label={t('detail.country')} required>
              <select
                className="field__input"
                {...controlAria('event-publish-country')}
                value={chosen}
                onChange={(e) => setCountry(e.target.value)}
              >
                {publishable.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </Field>
            <button type="submit" className="button button--primary" disabled={publish.isPending}>
              {t('detail.publish')}
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
