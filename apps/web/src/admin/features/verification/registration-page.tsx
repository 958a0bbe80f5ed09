// One registration for the verifier: who, the register given, every check made (what was checked, what
// the registry answered, who decided and why), and the decision.
import type { PendingRegistration, ProfessionalCheckView } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryFallback } from '../../components/console-list.tsx';
import { ConsoleTable } from '../../components/console-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { TextWithTimes, ZonedTime } from '../../components/zoned-time.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { registerText, registrationQuery } from './api.ts';
import { DecisionForm } from './decision-form.tsx';
import { NameComparison } from './name-comparison.tsx';
import { RegisterHolders } from './register-holders.tsx';
import { outcomeText } from './verification-queue-page.tsx';

function answerText(t: Translate, check: ProfessionalCheckView): string {
  if (!check.found) return t('verification.answerNotFound');
  return check.registeredName
    ? t('verification.answerFound', { name: check.registeredName })
    : t('verification.answerFoundNoName');
}

export function RegistrationPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const registration = useQuery(registrationQuery(id));
  const [message, setMessage] = useState<string | null>(null);

  if (!registration.data) return <QueryFallback query={registration} />;
  const data = registration.data;
  const name = `${data.firstName} ${data.lastName}`;

  const decided = async (updated: PendingRegistration) => {
    queryClient.setQueryData(registrationQuery(id).queryKey, updated);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'verification', 'queue'] });
    setMessage(updated.verification === 'verified' ? t('verification.approved') : t('verification.rejected'));
  };

  const flagged = async (updated: PendingRegistration) => {
    queryClient.setQueryData(registrationQuery(id).queryKey, updated);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'verification', 'queue'] });
    setMessage(t('verification.flagged'));
  };

  return (
    <>
      <PageHeader
        title={name}
        back={{ to: '/verification', label: t('verification.back') }}
        state={
          <span
            className={`admin-badge admin-badge--${data.verification === 'verified' ? 'approved' : data.verification}`}
            data-testid="registration-status"
          >
            {t(`verification.states.${data.verification}`)}
          </span>
        }
      />
      <p>
        {data.country} · {registerText(data)}
      </p>
      {data.verificationReason ? (
        <p data-testid="registration-reason">
          {t('verification.reasonLine', { reason: t(`verification.reasons.${data.verificationReason}`) })}
        </p>
      ) : null}
      <p>{t('verification.email', { email: data.email })}</p>
      <p>
        {data.lastSignInAt ? (
          <TextWithTimes
            text={t('verification.lastSignIn', { at: '{{at}}' })}
            times={{ at: data.lastSignInAt }}
          />
        ) : (
          t('verification.lastSignIn', { at: t('verification.neverSignedIn') })
        )}
      </p>
      {data.category ? <p>{t('verification.category', { category: data.category })}</p> : null}
      <p className="admin-status" role="status">
        {message}
      </p>

      {data.names ? <NameComparison names={data.names} /> : null}
      <RegisterHolders registration={data} onFlagged={flagged} />

      <h2 className="admin-subheading">{t('verification.checksHeading')}</h2>
      {data.checks.length === 0 ? (
        <p>{t('verification.noChecks')}</p>
      ) : (
        <ConsoleTable
          label={t('verification.checksLabel')}
          rows={data.checks}
          rowTestId={() => 'check-row'}
          columns={[
            {
              id: 'at',
              header: t('verification.checkColumns.at'),
              cell: (check) => <ZonedTime value={check.checkedAt} />,
            },
            {
              id: 'checked',
              header: t('verification.checkColumns.checked'),
              cell: (check) => `${registerText(check)} · ${check.applicantName}`,
            },
            {
              id: 'answer',
              header: t('verification.checkColumns.answer'),
              cell: (check) => answerText(t, check),
            },
            {
              id: 'outcome',
              header: t('verification.checkColumns.outcome'),
              // An operator's reason is theirs to read; an automatic check's is the outcome itself.
              cell: (check) =>
                `${outcomeText(t, check.outcome)}${check.reason && check.decidedBy ? ` — ${check.reason}` : ''}`,
            },
            {
              id: 'by',
              header: t('verification.checkColumns.by'),
              cell: (check) => check.decidedBy ?? t('verification.automatic', { source: check.source }),
            },
          ]}
        />
      )}
      {data.verification !== 'verified' ? <DecisionForm id={id} onDone={decided} /> : null}
    </>
  );
}
