// What every section of the registration form shares: the fields' ids, labels and messages.
import { type Country, savedRegisterType } from '@portal/countries';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationField, RegistrationValues } from '../lib/registration.ts';
import { type ErrorKey, identifierFormatOf } from '../lib/validation.ts';

/** The form's ids: `register-{field}` (stable hooks for tests and the error summary). */
export const fieldId = (field: RegistrationField) => `register-${field}`;

// Summary and focus follow the order fields appear in.
export const FIELD_ORDER: RegistrationField[] = [
  'treatment',
  'firstName',
  'lastName',
  'email',
  'phone',
  'state',
  'registerUf',
  'registerType',
  'registerNumber',
  'identityDocumentOrMedicalCollegiate',
  'nationalRegistration',
  'provincialEnrollment',
  'RUT',
  'salesRepresentativeCode',
  'specialty',
  'password',
  'passwordConfirmation',
  'iamDoctor',
  'readAcceptTerms',
  'acceptNews',
  'termsConsent',
];

/** Each field's label; the register number's names the chosen council. */
export function useRegistrationLabels(country: Country): Record<RegistrationField, string> {
  const { t } = useTranslation();
  const registerType = useFormContext<RegistrationValues>().watch('registerType');
  return {
    firstName: t('identity.fields.firstName'),
    lastName: t('identity.fields.lastName'),
    treatment: t('identity.fields.treatment'),
    email: t('identity.fields.email'),
    phone: t('identity.fields.phone'),
    password: t('identity.fields.password'),
    passwordConfirmation: t('identity.fields.passwordConfirmation'),
    state: country.labels.state,
    registerUf: country.labels.state,
    registerType: t('identity.fields.registerType'),
    registerNumber: t('identity.fields.registerNumber', { type: savedRegisterType(country, registerType) }),
    identityDocumentOrMedicalCollegiate: country.labels.identityField,
    nationalRegistration: t('identity.fields.nationalRegistration'),
    provincialEnrollment: t('identity.fields.provincialEnrollment'),
    RUT: t('identity.fields.rut'),
    salesRepresentativeCode: t('identity.fields.salesRepresentativeCode'),
    specialty: t('identity.fields.specialty'),
    iamDoctor: t('identity.register.consents.iamDoctor'),
    readAcceptTerms: t('identity.register.consents.readAcceptTerms'),
    acceptNews: t('identity.register.consents.acceptNews'),
    termsConsent: t('identity.register.consents.termsConsent'),
  };
}

/** The text of a field's error (its key is the error's message), or undefined. */
export function useFieldMessage(country: Country): (field: RegistrationField) => string | undefined {
  const { t } = useTranslation();
  const {
    getValues,
    formState: { errors },
  } = useFormContext<RegistrationValues>();
  return (field) => {
    const key = errors[field]?.message as ErrorKey | undefined;
    if (!key) return undefined;
    // The length messages say how many digits the register's numbers have.
    const format = identifierFormatOf(country, field, getValues());
    return t(`identity.errors.${key}`, format?.kind === 'digits' ? { min: format.min, max: format.max } : {});
  };
}
