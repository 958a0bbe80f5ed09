// One physician (admins): the account's facts, speaker training and veevaID, disable/enable (asks
// first), and the data-subject rights (export, anonymise).
import type { PhysicianDetail } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminApiError } from '../../lib/api.ts';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { AccessForm } from './access-form.tsx';
import { physicianQuery, registerText, setDisabled } from './api.ts';
import { PrivacyPanel } from './privacy-panel.tsx';
import './physicians.css';

export function PhysicianPage() {
  const { id = '' } = useParams();
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const physician = useQuery(physicianQuery(id));
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const updated = (text: string) => async (next: PhysicianDetail) => {
    queryClient.setQueryData(physicianQuery(id).queryKey, next);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'physicians', 'search'] });
    setError(null);
    setMessage(text);
  };
  const failed = (reason: unknown) => {
    setMessage(null);
    setError(
      reason instanceof AdminApiError && reason.status === 403 ? t('common.forbidden') : t('common.error'),
    );
  };
  const toggle = useMutation({
    mutationFn: (disabled: boolean) => setDisabled(id, disabled),
    onSuccess: (next) => {
      setConfirming(false);
      return updated(next.disabled ? t('physicians.disabled') : t('physicians.enabled'))(next);
    },
    onError: failed,
  });

  if (physician.isPending) return <p>{t('common.loading')}</p>;
  if (!physician.data) return <p role="alert">{t('common.error')}</p>;
  const data = physician.data;
  const name = `${data.firstName} ${data.lastName}`;
  const facts: [string, string][] = [
    [t('physicians.facts.email'), data.email],
    [t('physicians.facts.country'), data.country],
    [t('physicians.facts.register'), registerText(data)],
    [t('physicians.facts.verification'), t(`verification.states.${data.verification}`)],
    [t('physicians.facts.specialty'), data.specialty ?? '—'],
    [t('physicians.facts.registeredAt'), formatDateTime(lang, data.registeredAt)],
    ...(data.deletionRequestedAt
      ? [
          [t('physicians.facts.deletionRequestedAt'), formatDateTime(lang, data.deletionRequestedAt)] as [
            string,
            string,
          ],
        ]
      : []),
  ];

  return (
    <>
      <p>
        <Link to="/physicians">{t('physicians.back')}</Link>
      </p>
      <h1 className="page__title">{name}</h1>
      {data.disabled ? (
        <p>
          <span className="admin-badge admin-badge--rejected" data-testid="physician-disabled">
            {t('physicians.disabledBadge')}
          </span>
        </p>
      ) : null}
      <dl className="admin-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="admin-status" role="status">
        {message}
      </p>
      {error ? <p role="alert">{error}</p> : null}

      <AccessForm physician={data} onDone={updated(t('physicians.saved'))} onError={failed} />

      <section aria-labelledby="disable-heading" className="admin-section">
        <h2 id="disable-heading" className="admin-subheading">
          {t('physicians.disableHeading')}
        </h2>
        <p>{t('physicians.disableLead')}</p>
        {confirming ? (
          <div className="admin-note">
            <p id="disable-confirm">{t('physicians.disableConfirm', { name })}</p>
            <p className="admin-actions">
              <button
                type="button"
                className="button button--primary"
                aria-describedby="disable-confirm"
                disabled={toggle.isPending}
                onClick={() => toggle.mutate(true)}
              >
                {t('physicians.disable')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
            </p>
          </div>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            disabled={toggle.isPending}
            onClick={() => (data.disabled ? toggle.mutate(false) : setConfirming(true))}
          >
            {data.disabled ? t('physicians.enable') : t('physicians.disable')}
          </button>
        )}
      </section>

      <PrivacyPanel physician={data} />
    </>
  );
}
