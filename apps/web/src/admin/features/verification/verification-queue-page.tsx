// The verification queue (verifiers): registrations of the verifier's countries that the registry did not
// confirm, oldest first, with the last check's outcome; the rejected ones on request.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ConsoleList } from '../../components/console-list.tsx';
import { ChoiceField } from '../../components/fields.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { type QueueStatus, queueQuery, registerText } from './api.ts';

const STATUSES: readonly QueueStatus[] = ['pending', 'rejected'];

export function VerificationQueuePage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const status: QueueStatus = params.get('status') === 'rejected' ? 'rejected' : 'pending';
  const queue = useQuery(queueQuery(status));

  return (
    <>
      <PageHeader title={t('verification.heading')} />
      <p>{t('verification.lead')}</p>
      {/* The choice applies at once: no filter bar, no apply button. */}
      <div className="admin-form">
        <ChoiceField
          id="verification-status"
          label={t('verification.show')}
          value={status}
          onChange={(value) => setParams(value === 'pending' ? {} : { status: value })}
          options={STATUSES.map((value) => [value, t(`verification.statuses.${value}`)])}
        />
      </div>
      <ConsoleList
        query={queue}
        rows={(data) => data.registrations}
        empty={t('verification.empty')}
        label={t('verification.tableLabel')}
        rowTestId={() => 'verification-row'}
        columns={[
          {
            id: 'name',
            header: t('verification.columns.name'),
            cell: (registration) => {
              const name = `${registration.firstName} ${registration.lastName}`;
              return (
                <Link to={`/verification/${registration.id}`} aria-label={t('verification.review', { name })}>
                  {name}
                </Link>
              );
            },
          },
          { id: 'country', header: t('verification.columns.country'), cell: (r) => r.country },
          { id: 'register', header: t('verification.columns.register'), cell: (r) => registerText(r) },
          {
            id: 'registeredAt',
            header: t('verification.columns.registeredAt'),
            cell: (r) => <ZonedTime value={r.registeredAt} />,
          },
          {
            id: 'outcome',
            header: t('verification.columns.outcome'),
            cell: (r) => (r.checks[0] ? outcomeText(t, r.checks[0].outcome) : '—'),
          },
        ]}
      />
    </>
  );
}

export function outcomeText(t: ReturnType<typeof useI18n>['t'], outcome: string): string {
  const known = [
    'match',
    'not-found',
    'name-mismatch',
    'duplicate',
    'flagged',
    'approved',
    'rejected',
  ] as const;
  const value = known.find((k) => k === outcome);
  return value ? t(`verification.outcomes.${value}`) : outcome;
}
