// The registration form's password, for a new provider account (a completed account has one already).
import type { Country } from '@portal/countries';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '#components/ui/password-field.tsx';
import type { RegistrationValues } from '../lib/registration.ts';
import { fieldId, useFieldMessage, useRegistrationLabels } from './registration-fields.ts';

export function AccessSection({ country }: { country: Country }) {
  const { t } = useTranslation();
  const { register, getValues, trigger } = useFormContext<RegistrationValues>();
  const labels = useRegistrationLabels(country);
  const message = useFieldMessage(country);
  return (
    <fieldset>
      <legend>{t('identity.register.sections.access')}</legend>
      <PasswordField
        id={fieldId('password')}
        label={labels.password}
        autoComplete="new-password"
        showRules
        error={message('password')}
        registration={register('password', {
          onChange: () => {
            if (getValues('passwordConfirmation')) void trigger('passwordConfirmation');
          },
        })}
      />
      <PasswordField
        id={fieldId('passwordConfirmation')}
        label={labels.passwordConfirmation}
        autoComplete="new-password"
        error={message('passwordConfirmation')}
        registration={register('passwordConfirmation')}
      />
    </fieldset>
  );
}
