// The registration form's declarations and consents, with the country's legal documents.
import type { Country } from '@portal/countries';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '#components/ui/form-field.tsx';
import { SmartLink } from '#components/ui/smart-link.tsx';
import type { RegistrationField, RegistrationValues } from '../lib/registration.ts';
import { fieldId, useFieldMessage, useRegistrationLabels } from './registration-fields.ts';

interface ConsentsSectionProps {
  country: Country;
  fields: ReadonlySet<RegistrationField>;
}

export function ConsentsSection({ country, fields }: ConsentsSectionProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<RegistrationValues>();
  const labels = useRegistrationLabels(country);
  const message = useFieldMessage(country);
  return (
    <fieldset>
      <legend>{t('identity.register.sections.consents')}</legend>
      <CheckboxField
        id={fieldId('iamDoctor')}
        label={labels.iamDoctor}
        required
        error={message('iamDoctor')}
        registration={register('iamDoctor')}
      />
      <CheckboxField
        id={fieldId('readAcceptTerms')}
        label={labels.readAcceptTerms}
        required
        error={message('readAcceptTerms')}
        registration={register('readAcceptTerms')}
        hint={
          // New tab: following a link must not throw away what was typed.
          <span className="consent-documents">
            <SmartLink href={country.legal.terms.external ?? country.legal.terms.route} openInNewTab>
              {country.legal.terms.label}
            </SmartLink>
            {' · '}
            <SmartLink href={country.legal.privacy.external ?? country.legal.privacy.route} openInNewTab>
              {country.legal.privacy.label}
            </SmartLink>
          </span>
        }
      />
      <CheckboxField
        id={fieldId('acceptNews')}
        label={labels.acceptNews}
        registration={register('acceptNews')}
      />
      {fields.has('termsConsent') ? (
        <CheckboxField
          id={fieldId('termsConsent')}
          label={labels.termsConsent}
          required
          error={message('termsConsent')}
          registration={register('termsConsent')}
        />
      ) : null}
    </fieldset>
  );
}
