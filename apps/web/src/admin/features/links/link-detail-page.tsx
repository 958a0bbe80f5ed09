// One public link: its state, who opened it (the content access log's public reads through it), and
// revocation after an explicit confirmation (it stops opening the item at once).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { AdminApiError } from '../../lib/api.ts';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { linkListQuery, linkQuery, revokeLink } from './api.ts';

export function LinkDetailPage() {
  const { linkId = '' } = useParams();
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const detail = useQuery(linkQuery(linkId));
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: () => revokeLink(linkId),
    onSuccess: async () => {
      setConfirming(false);
      setError(null);
      setMessage(t('authoring.links.revoked'));
      await queryClient.invalidateQueries({ queryKey: linkQuery(linkId).queryKey });
      await queryClient.invalidateQueries({ queryKey: linkListQuery.queryKey, exact: true });
    },
    onError: (reason) =>
      setError(
        reason instanceof AdminApiError && reason.status === 409
          ? t('common.conflict', { message: reason.message })
          : t('common.error'),
      ),
  });

  if (detail.isPending) return <p>{t('common.loading')}</p>;
  if (!detail.data) return <p role="alert">{t('common.error')}</p>;
  const { link, opens } = detail.data;

  return (
    <>
      <h1 className="page__title">{t('authoring.links.detailHeading', { title: link.contentTitle })}</h1>
      <p>
        <span className="admin-badge" data-testid="link-status">
          {t(`authoring.links.status.${link.status}`)}
        </span>{' '}
        {t('authoring.links.details', {
          country: link.country,
          email: link.issuedByEmail ?? '—',
          created: formatDateTime(lang, link.createdAt),
          expires: formatDateTime(lang, link.expiresAt),
        })}
      </p>
      {link.note ? <p>{link.note}</p> : null}
      <p role="status" className="admin-status">
        {message}
      </p>
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
      {link.status !== 'revoked' ? (
        confirming ? (
          <div className="admin-note">
            <p id="revoke-confirm-text">{t('authoring.links.revokeConfirm')}</p>
            <div className="page__actions">
              <button
                type="button"
                className="button button--primary"
                aria-describedby="revoke-confirm-text"
                onClick={() => revoke.mutate()}
                disabled={revoke.isPending}
              >
                {t('authoring.links.confirmRevoke')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {t('authoring.links.revoke')}
          </button>
        )
      ) : null}

      <section aria-labelledby="link-opens-heading" className="admin-section">
        <h2 id="link-opens-heading" className="admin-subheading">
          {t('authoring.links.opensHeading')}
        </h2>
        {opens.length === 0 ? (
          <p>{t('authoring.links.noOpens')}</p>
        ) : (
          <DataTable label={t('authoring.links.opensLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('authoring.links.opensColumns.at')}</th>
                <th scope="col">{t('authoring.links.opensColumns.name')}</th>
                <th scope="col">{t('authoring.links.opensColumns.registerNumber')}</th>
              </tr>
            </thead>
            <tbody>
              {opens.map((open) => (
                <tr key={`${open.at}-${open.registerNumber}`} data-testid="link-open">
                  <td>{formatDateTime(lang, open.at)}</td>
                  <td>{open.name ?? '—'}</td>
                  <td>{open.registerNumber ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </section>
      <p>
        <Link to="/links">{t('authoring.links.back')}</Link>
      </p>
    </>
  );
}
