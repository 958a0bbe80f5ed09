// The account-security sections of the profile (e-mail, password, sign out everywhere) share their frame:
// a titled section with a lead; their forms place the server's refusal next to the field it names.

import type { TFunction } from 'i18next';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RequiredLegend } from '#components/ui/form-field.tsx';
import { FormFooter } from '#components/ui/form-footer.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { ApiError } from '#lib/api-client.ts';

export function AccountSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="account-section__title">
        {title}
      </h2>
      <p>{lead}</p>
      {children}
    </section>
  );
}

/**
 * The e-mail or password section: one form (test id `change-${section}-form`) ending with its error and
 * submit button; heading, lead and button texts come from `account.security.${section}`.
 */
export function AccountForm({
  section,
  onSubmit,
  error,
  busy,
  children,
}: {
  section: 'email' | 'password';
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | undefined;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `change-${section}`;
  const [label, busyLabel] =
    section === 'email'
      ? [t('account.security.email.submit'), t('account.security.email.sending')]
      : [t('account.security.password.save'), t('account.security.password.saving')];
  return (
    <AccountSection
      id={id}
      title={t(`account.security.${section}.heading`)}
      lead={t(`account.security.${section}.lead`)}
    >
      <form className="form" onSubmit={onSubmit} noValidate data-testid={`${id}-form`}>
        <RequiredLegend />
        {children}
        <FormFooter error={error} busy={busy} label={label} busyLabel={busyLabel} />
      </form>
    </AccountSection>
  );
}

/** What the server's refusal says: its status and the fields it named (none for a network failure). */
export function refusal(error: unknown): { status: number; fields: string[] } {
  return error instanceof ApiError
    ? { status: error.status, fields: error.errors.map((e) => e.path) }
    : { status: 0, fields: [] };
}

/**
 * Shows a refusal where the user looks: next to the first field of `messages` the server named (focused;
 * a message may depend on the status), otherwise above the button with `fallback`.
 */
export function placeRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  messages: Partial<Record<Path<T>, string | ((status: number) => string)>>,
  fallback: string,
): void {
  const { status, fields } = refusal(error);
  for (const [field, message] of Object.entries(messages) as [Path<T>, string | ((s: number) => string)][]) {
    if (!fields.includes(field)) continue;
    const text = typeof message === 'function' ? message(status) : message;
    setError(field, { type: 'server', message: text }, { shouldFocus: true });
    return;
  }
  setError('root' as Path<T>, { type: 'server', message: fallback });
}

/** The current password, which both changes ask for again (re-authentication). */
export function CurrentPasswordField<T extends FieldValues & { currentPassword: string }>({
  id,
  label,
  register,
  error,
}: {
  id: string;
  label: string;
  register: UseFormRegister<T>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <PasswordField
      id={id}
      label={label}
      autoComplete="current-password"
      error={error}
      registration={register('currentPassword' as Path<T>, {
        required: t('account.security.password.errors.currentRequired'),
      })}
    />
  );
}

/** A refused e-mail or password change: a wrong current password by its field, then `messages`. */
export function placeChangeRefusal<T extends FieldValues & { currentPassword: string }>(
  t: TFunction,
  section: 'email' | 'password',
  error: unknown,
  setError: UseFormSetError<T>,
  messages: Partial<Record<Path<T>, string | ((status: number) => string)>>,
): void {
  placeRefusal(
    error,
    setError,
    { currentPassword: t('account.security.password.errors.currentWrong'), ...messages },
    t(`account.security.${section}.failed`),
  );
}
