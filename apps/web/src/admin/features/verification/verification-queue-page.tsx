// The verification queue (verifiers): registrations of the verifier's countries that the registry did not
// confirm, oldest first, with the last check's outcome; the rejected ones on request.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { type QueueStatus, queueQuery, registerText } from './api.ts';

const STATUSES: readonly QueueStatus[] = ['pending', 'rejected'];

export function VerificationQueuePage() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const status: QueueStatus = params.get('status') === 'rejected' ? 'rejected' : 'pending';
  const queue = useQuery(queueQuery(status));

  return (
    <>
      <h1 className="page__title">{t('verification.heading')}</h1>
      <p>{t('verification.lead')}</p>
      <div className="field admin-form--inline">
        <label className="field__label" htmlFor="verification-status">
          {t('verification.show')}
        </label>
        <select
          id="verification-status"
          className="field__input"
          value={status}
          onChange={(event) =>
            setParams(event.target.value === 'pending' ? {} : { status: event.target.value })
          }
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`verification.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {queue.isPending ? <p>{t('common.loading')}</p> : null}
      {queue.isError ? <p role="alert">{t('common.error')}</p> : null}
      {queue.data && queue.data.registrations.length === 0 ? <p>{t('verification.empty')}</p> : null}
      {queue.data && queue.data.registrations.length > 0 ? (
        <DataTable label={t('verification.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('verification.columns.name')}</th>
              <th scope="col">{t('verification.columns.country')}</th>
              <th scope="col">{t('verification.columns.register')}</th>
              <th scope="col">{t('verification.columns.registeredAt')}</th>
              <th scope="col">{t('verification.columns.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {queue.data.registrations.map((registration) => {
              const name = `${registration.firstName} ${registration.lastName}`;
              const last = registration.checks[0];
              return (
                <tr key={registration.id} data-testid="verification-row">
                  <td>
                    <Link
                      to={`/verification/${registration.id}`}
                      aria-label={t('verification.review', { name })}
                    >
                      {name}
                    </Link>
                  </td>
                  <td>{registration.country}</td>
                  <td>{registerText(registration)}</td>
                  <td>{formatDateTime(lang, registration.registeredAt)}</td>
                  <td>{last ? outcomeText(t, last.outcome) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      ) : null}
    </>
  );
}

export function outcomeText(t: ReturnType<typeof useI18n>['t'], outcome: string): string {
  const known = ['match', 'not-found', 'name-mismatch', 'approved', 'rejected'] as const;
  const value = known.find((k) => k === outcome);
  return value ? t(`verification.outcomes.${value}`) : outcome;
}
