// Password input with a show/hide toggle and, for new passwords, the policy it must meet.
import { type ReactNode, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './form-field.tsx';
import { PasswordStrength } from './password-strength.tsx';
import './password-field.css';

interface PasswordFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  /** Lists the policy and a strength meter under the field (new passwords). */
  showRules?: boolean;
  testId?: string;
  /** The user's e-mail and names, for the meter (the server's estimate counts them too). */
  userInputs?: readonly string[];
}

export function PasswordRules({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="password-rules">
      <p className="password-rules__title">{t('identity.password.rulesTitle')}</p>
      <ul>
        <li>{t('identity.password.length')}</li>
        <li>{t('identity.password.guessable')}</li>
        <li>{t('identity.password.email')}</li>
      </ul>
    </div>
  );
}

export function PasswordField({
  id,
  label,
  registration,
  error,
  autoComplete,
  showRules = false,
  testId,
  userInputs,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  // Only the meter needs the value; the form keeps owning the field.
  const [value, setValue] = useState('');
  const rulesId = `${id}-rules`;
  const tracked: UseFormRegisterReturn = showRules
    ? {
        ...registration,
        onChange: (event) => {
          setValue((event.target as HTMLInputElement).value);
          return registration.onChange(event);
        },
      }
    : registration;
  return (
    <>
      <TextField
        id={id}
        label={label}
        registration={tracked}
        error={error}
        required
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        maxLength={256}
        testId={testId}
        describedByIds={showRules ? [rulesId] : []}
        adornment={
          <button
            type="button"
            className="field__toggle"
            aria-controls={id}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? t('identity.common.hidePassword') : t('identity.common.showPassword')}
          </button>
        }
      />
      {showRules ? (
        <>
          <PasswordStrength id={`${id}-meter`} password={value} userInputs={userInputs} />
          <PasswordRules id={rulesId} />
        </>
      ) : null}
    </>
  );
}
