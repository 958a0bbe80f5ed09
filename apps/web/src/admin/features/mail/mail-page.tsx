// Mail operations (admins): the outbox in production — failed and retrying mail with its last error —
// and resending a failed mail. No bodies: they may carry single-use links for the recipient only.
import { MAIL_OPS_STATUSES, type MailOpsEntry } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleList } from '../../components/console-list.tsx';
import type { ConsoleColumn } from '../../components/console-table.tsx';
import { ChoiceField } from '../../components/fields.tsx';
import { FilterForm, useFilters } from '../../components/filter-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { type MailFilter, outboxQuery, resendMail } from './api.ts';

const FILTERS: readonly MailFilter[] = ['attention', ...MAIL_OPS_STATUSES, 'all'];

type Outcome = { kind: 'resent'; subject: string } | { kind: 'failed'; message: string } | null;

export function MailPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { draft, applied, edit, apply } = useFilters<{ status: MailFilter }>({ status: 'attention' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outbox = useQuery(outboxQuery(applied.status));
  const resend = useMutation({
    mutationFn: (mail: MailOpsEntry) => resendMail(mail.id),
    onSuccess: (_answer, mail) => {
      setOutcome({ kind: 'resent', subject: mail.subject });
      return queryClient.invalidateQueries({ queryKey: ['admin', 'mail'] });
    },
    onError: (error) =>
      setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.message : String(error) }),
  });
  const counts = outbox.data?.counts;
  const columns: ConsoleColumn<MailOpsEntry>[] = [
    {
      id: 'created',
      header: t('mailOps.columns.created'),
      cell: (mail) => <ZonedTime value={mail.createdAt} />,
    },
    { id: 'to', header: t('mailOps.columns.to'), cell: (mail) => mail.to },
    { id: 'subject', header: t('mailOps.columns.subject'), cell: (mail) => mail.subject },
    { id: 'kind', header: t('mailOps.columns.kind'), cell: (mail) => mail.kind },
    {
      id: 'status',
      header: t('mailOps.columns.status'),
      cell: (mail) => t(`mailOps.statuses.${mail.status}`),
    },
    { id: 'attempts', header: t('mailOps.columns.attempts'), cell: (mail) => mail.attempts },
    {
      id: 'lastError',
      header: t('mailOps.columns.lastError'),
      cell: (mail) => mail.lastError ?? '—',
      className: 'admin-mail__error',
    },
    {
      id: 'next',
      header: t('mailOps.columns.next'),
      cell: (mail) => <ZonedTime value={mail.nextAttemptAt} />,
    },
    {
      id: 'action',
      header: t('mailOps.columns.action'),
      cell: (mail) =>
        mail.status === 'failed' ? (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('mailOps.resendLabel', { subject: mail.subject, to: mail.to })}
            disabled={resend.isPending}
            onClick={() => resend.mutate(mail)}
          >
            {t('mailOps.resend')}
          </button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={t('mailOps.heading')} />
      <p className="admin-note">{t('mailOps.hint')}</p>
      <FilterForm label={t('mailOps.filter')} apply={t('mailOps.apply')} onApply={apply}>
        <ChoiceField
          id="mail-status"
          label={t('mailOps.filter')}
          value={draft.status}
          onChange={edit('status')}
          options={FILTERS.map((option) => [option, t(`mailOps.statuses.${option}`)])}
        />
      </FilterForm>
      {counts ? (
        <p>
          {t('mailOps.counts', { failed: counts.failed, retrying: counts.retrying, queued: counts.queued })}
        </p>
      ) : null}
      <p className="admin-status" role="status">
        {outcome?.kind === 'resent' ? t('mailOps.resent', { subject: outcome.subject }) : null}
      </p>
      {outcome?.kind === 'failed' ? (
        <p role="alert">{t('mailOps.resendFailed', { message: outcome.message })}</p>
      ) : null}
      <ConsoleList
        query={outbox}
        rows={(data) => data.entries}
        empty={t('mailOps.empty')}
        label={t('mailOps.tableLabel')}
        columns={columns}
        rowTestId={() => 'mail-row'}
      />
    </>
  );
}
