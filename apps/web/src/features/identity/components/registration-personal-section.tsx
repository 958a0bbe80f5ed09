// The registration form's first section: who the professional is and how to reach them.
import { type Country, phoneRules } from '@portal/countries';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#components/ui/form-field.tsx';
import { usePhoneNumbers } from '#lib/phone-numbers.ts';
import type { RegistrationField, RegistrationValues } from '../lib/registration.ts';
import { fieldId, useFieldMessage, useRegistrationLabels } from './registration-fields.ts';

interface PersonalSectionProps {
  country: Country;
  fields: ReadonlySet<RegistrationField>;
  /** The e-mail of a provider account being completed cannot change. */
  emailReadOnly: boolean;
  emailChecking: boolean;
  onEmailBlur: (email: string) => void;
}

export function PersonalSection({
  country,
  fields,
  emailReadOnly,
  emailChecking,
  onEmailBlur,
}: PersonalSectionProps) {
  const { t } = useTranslation();
  const { register, setValue } = useFormContext<RegistrationValues>();
  const labels = useRegistrationLabels(country);
  const message = useFieldMessage(country);
  const phoneFormat = phoneRules(country);
  const phones = usePhoneNumbers();

  // A valid number is shown in the country's national form; otherwise Brazil's mask tidies what was typed.
  const phone = register('phone', {
    onBlur: (event: { target: HTMLInputElement }) => {
      const national = phones?.parseCountryPhone(event.target.value, country)?.national;
      if (national) setValue('phone', national);
      else if (phoneFormat.display) setValue('phone', phoneFormat.display(event.target.value));
    },
  });
  const email = register('email', {
    onBlur: (event: { target: HTMLInputElement }) => onEmailBlur(event.target.value),
  });

  return (
    <fieldset>
      <legend>{t('identity.register.sections.personal')}</legend>
      {fields.has('treatment') ? (
        <SelectField
          id={fieldId('treatment')}
          label={labels.treatment}
          required
          autoComplete="honorific-prefix"
          placeholder={t('identity.common.selectPlaceholder')}
          options={[
            { value: 'Dr.', label: t('identity.treatments.dr') },
            { value: 'Dra.', label: t('identity.treatments.dra') },
          ]}
          error={message('treatment')}
          registration={register('treatment')}
        />
      ) : null}
      <TextField
        id={fieldId('firstName')}
        label={labels.firstName}
        required
        autoComplete="given-name"
        maxLength={100}
        hint={t('identity.fields.nameAsRegisteredHint')}
        error={message('firstName')}
        registration={register('firstName')}
      />
      <TextField
        id={fieldId('lastName')}
        label={labels.lastName}
        required
        autoComplete="family-name"
        maxLength={100}
        describedByIds={[`${fieldId('firstName')}-hint`]}
        error={message('lastName')}
        registration={register('lastName')}
      />
      <TextField
        id={fieldId('email')}
        label={labels.email}
        type="email"
        required
        readOnly={emailReadOnly}
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        error={message('email')}
        hint={emailChecking ? <span role="status">{t('identity.register.emailChecking')}</span> : undefined}
        registration={email}
      />
      <TextField
        id={fieldId('phone')}
        label={labels.phone}
        type="tel"
        required
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={phoneFormat.inputMaxLength}
        hint={t('identity.fields.phoneHint')}
        error={message('phone')}
        registration={phone}
      />
    </fieldset>
  );
}
