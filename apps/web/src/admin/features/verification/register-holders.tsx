// The other live accounts with the same registration (issue 33: one registration, one account): names,
// e-mails, status, dates and last sign-in, and for the verified holder a way to flag it (back to pending,
// with a reason kept in the audit trail), which frees the number for this registration's approval.
import type { PendingRegistration, RegisterHolder } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { ConsoleTable } from '../../components/console-table.tsx';
import { errorText } from '../../components/feedback.tsx';
import { Section } from '../../components/section.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { decideRegistration } from './api.ts';

function FlagHolderForm({
  registrationId,
  holder,
  onDone,
}: {
  registrationId: string;
  holder: RegisterHolder;
  onDone: (updated: PendingRegistration) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = `${holder.firstName} ${holder.lastName}`;
  const flag = useMutation({
    mutationFn: () =>
      decideRegistration(registrationId, { decision: 'flag-holder', holderId: holder.id, reason }),
    onSuccess: (updated) => {
      setError(null);
      onDone(updated);
    },
    onError: (problem) => setError(errorText(t, problem)),
  });
  return (
    <form
      className="admin-form"
      aria-label={t('verification.flagLegend', { name })}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim().length < 3) {
          setError(t('verification.reasonRequired'));
          return;
        }
        flag.mutate();
      }}
    >
      <Field id={`${id}-reason`} label={t('verification.flagReason')} required error={error}>
        <textarea
          className="field__input"
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...controlAria(`${id}-reason`, { error })}
        />
      </Field>
      <button type="submit" className="button button--secondary" disabled={flag.isPending}>
        {t('verification.flag')}
      </button>
    </form>
  );
}

export function RegisterHolders({
  registration,
  onFlagged,
}: {
  registration: PendingRegistration;
  onFlagged: (updated: PendingRegistration) => void;
}) {
  const { t } = useI18n();
  if (registration.holders.length === 0) return null;
  const decidable = registration.verification !== 'verified';
  const rows = [
    {
      id: registration.id,
      firstName: registration.firstName,
      lastName: registration.lastName,
      email: registration.email,
      verification: registration.verification,
      registeredAt: registration.registeredAt,
      lastSignInAt: registration.lastSignInAt,
      self: true,
    },
    ...registration.holders.map((holder) => ({ ...holder, self: false })),
  ];
  return (
    <Section id="holders" heading={t('verification.holdersHeading')} testId="register-holders">
      <p>{t('verification.holdersLead')}</p>
      <ConsoleTable
        label={t('verification.holdersLabel')}
        rows={rows}
        rowTestId={(row) => (row.self ? 'holder-self' : 'holder-row')}
        columns={[
          {
            id: 'name',
            header: t('verification.holderColumns.name'),
            cell: (row) =>
              row.self ? (
                <>
                  {`${row.firstName} ${row.lastName}`} <em>({t('verification.thisAccount')})</em>
                </>
              ) : (
                `${row.firstName} ${row.lastName}`
              ),
          },
          { id: 'email', header: t('verification.holderColumns.email'), cell: (row) => row.email },
          {
            id: 'status',
            header: t('verification.holderColumns.status'),
            cell: (row) => t(`verification.states.${row.verification}`),
          },
          {
            id: 'registeredAt',
            header: t('verification.holderColumns.registeredAt'),
            cell: (row) => <ZonedTime value={row.registeredAt} />,
          },
          {
            id: 'lastSignIn',
            header: t('verification.holderColumns.lastSignIn'),
            cell: (row) =>
              row.lastSignInAt ? <ZonedTime value={row.lastSignInAt} /> : t('verification.neverSignedIn'),
          },
        ]}
      />
      {decidable
        ? registration.holders
            .filter((holder) => holder.verification === 'verified')
            .map((holder) => (
              <FlagHolderForm
                key={holder.id}
                registrationId={registration.id}
                holder={holder}
                onDone={onFlagged}
              />
            ))
        : null}
    </Section>
  );
}
