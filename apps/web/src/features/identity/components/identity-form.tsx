// The form of every identity screen: named by the screen's heading, explaining the required mark once
// (the portal's one convention), deaf to submits while one is being sent, and ending with the submit
// button that shows the sending state. The screen's name gives the ids
// (`forgotPassword`: heading `forgot-password-heading`, test ids `forgot-password-form` / `-submit`) and
// the button's texts (`identity.forgotPassword.submit` / `.submitting`).
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredLegend } from '#components/ui/form-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

interface IdentityFormProps {
  screen: 'signIn' | 'register' | 'forgotPassword' | 'resetPassword';
  /** Id of the heading that names the form, when not the screen's. */
  headingId?: string;
  /** Prefix of the test ids, when not the screen's. */
  testId?: string;
  /** The button's text, when not the screen's. */
  submitLabel?: string;
  /** Shows the unexpected-failure alert first. */
  failed?: boolean;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

export function IdentityForm({
  screen,
  headingId,
  testId,
  submitLabel,
  failed,
  pending,
  onSubmit,
  children,
}: IdentityFormProps) {
  const { t } = useTranslation();
  const name = screen.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return (
    <form
      className="identity-form"
      // Never GET: were it ever sent natively, the fields (a password) must not land in a URL.
      method="post"
      noValidate
      aria-labelledby={headingId ?? `${name}-heading`}
      data-testid={`${testId ?? name}-form`}
      onSubmit={(event) => {
        if (pending) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      {failed ? <FormAlert>{t('identity.common.unexpected')}</FormAlert> : null}
      <RequiredLegend />
      {children}
      <SubmitButton
        pending={pending}
        label={submitLabel ?? t(`identity.${screen}.submit`)}
        pendingLabel={t(`identity.${screen}.submitting`)}
        testId={`${testId ?? name}-submit`}
      />
    </form>
  );
}
