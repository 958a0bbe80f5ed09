// Mail operations (admins): the outbox in production — failed and retrying mail with its last error —
// and resending a failed mail. No bodies: they may carry single-use links for the recipient only.
import { MAIL_OPS_STATUSES, type MailOpsEntry } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '#components/ui/data-table.tsx';
import { AdminApiError } from '../../lib/api.ts';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { type MailFilter, outboxQuery, resendMail } from './api.ts';

const FILTERS: readonly MailFilter[] = ['attention', ...MAIL_OPS_STATUSES, 'all'];

type Outcome = { kind: 'resent'; subject: string } | { kind: 'failed'; message: string } | null;

export function MailPage() {
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<MailFilter>('attention');
  const [filter, setFilter] = useState<MailFilter>('attention');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outbox = useQuery(outboxQuery(filter));
  const resend = useMutation({
    mutationFn: (mail: MailOpsEntry) => resendMail(mail.id),
    onSuccess: (_answer, mail) => {
      setOutcome({ kind: 'resent', subject: mail.subject });
      return queryClient.invalidateQueries({ queryKey: ['admin', 'mail'] });
    },
    onError: (error) =>
      setOutcome({ kind: 'failed', message: error instanceof AdminApiError ? error.message : String(error) }),
  });
  const counts = outbox.data?.counts;

  return (
    <>
      <h1 className="page__title">{t('mailOps.heading')}</h1>
      <p className="admin-note">{t('mailOps.hint')}</p>
      <form
        className="admin-form admin-form--inline"
        aria-label={t('mailOps.filter')}
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(draft);
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="mail-status">
            {t('mailOps.filter')}
          </label>
          <select
            id="mail-status"
            className="field__input"
            value={draft}
            onChange={(event) => setDraft(event.target.value as MailFilter)}
          >
            {FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`mailOps.statuses.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t('mailOps.apply')}
        </button>
      </form>
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
      {outbox.isPending ? <p>{t('common.loading')}</p> : null}
      {outbox.isError ? <p role="alert">{t('common.error')}</p> : null}
      {outbox.data && outbox.data.entries.length === 0 ? <p>{t('mailOps.empty')}</p> : null}
      {outbox.data && outbox.data.entries.length > 0 ? (
        <DataTable label={t('mailOps.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('mailOps.columns.created')}</th>
              <th scope="col">{t('mailOps.columns.to')}</th>
              <th scope="col">{t('mailOps.columns.subject')}</th>
              <th scope="col">{t('mailOps.columns.kind')}</th>
              <th scope="col">{t('mailOps.columns.status')}</th>
              <th scope="col">{t('mailOps.columns.attempts')}</th>
              <th scope="col">{t('mailOps.columns.lastError')}</th>
              <th scope="col">{t('mailOps.columns.next')}</th>
              <th scope="col">{t('mailOps.columns.action')}</th>
            </tr>
          </thead>
          <tbody>
            {outbox.data.entries.map((mail) => (
              <tr key={mail.id} data-testid="mail-row">
                <td>{formatDateTime(lang, mail.createdAt)}</td>
                <td>{mail.to}</td>
                <td>{mail.subject}</td>
                <td>{mail.kind}</td>
                <td>{t(`mailOps.statuses.${mail.status}`)}</td>
                <td>{mail.attempts}</td>
                <td className="admin-mail__error">{mail.lastError ?? '—'}</td>
                <td>{formatDateTime(lang, mail.nextAttemptAt)}</td>
                <td>
                  {mail.status === 'failed' ? (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('mailOps.resendLabel', { subject: mail.subject, to: mail.to })}
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(mail)}
                    >
                      {t('mailOps.resend')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </>
  );
}
