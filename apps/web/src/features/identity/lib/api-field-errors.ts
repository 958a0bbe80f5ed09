// Maps the API's field errors ({path, message}, paths = body field names) back to the form's fields.
import type { FieldError } from '@portal/contracts';
import type { Country } from '@portal/countries';
import { type RegistrationField, registerNumberField } from './registration.ts';

const BODY_TO_FORM: Record<string, RegistrationField> = {
  name: 'firstName',
  lastname: 'lastName',
  treatment: 'treatment',
  email: 'email',
  phone: 'phone',
  state: 'state',
  nationalRegistration: 'nationalRegistration',
  identityDocumentOrMedicalCollegiate: 'identityDocumentOrMedicalCollegiate',
  RUT: 'RUT',
  provincialEnrollment: 'provincialEnrollment',
  salesRepresentativeCode: 'salesRepresentativeCode',
  specialty: 'specialty',
  registerUf: 'registerUf',
  registerType: 'registerType',
  iamDoctor: 'iamDoctor',
  readAcceptTerms: 'readAcceptTerms',
  acceptNews: 'acceptNews',
  termsConsent: 'termsConsent',
};

/** The form field an API error path points at, or null for errors about the whole request. */
export function formFieldOfPath(
  country: Pick<Country, 'registerFields'>,
  path: string,
): RegistrationField | null {
  const root = path.split('.')[0] ?? '';
  if (root === 'registerNumber') return registerNumberField(country);
  if (root.endsWith('RepresentativeCode')) return 'salesRepresentativeCode';
  return BODY_TO_FORM[root] ?? null;
}

export function mapApiFieldErrors(
  country: Pick<Country, 'registerFields'>,
  errors: FieldError[],
): { fields: RegistrationField[]; messages: string[] } {
  const fields: RegistrationField[] = [];
  for (const error of errors) {
    const field = formFieldOfPath(country, error.path);
    if (field && !fields.includes(field)) fields.push(field);
  }
  return { fields, messages: errors.map((error) => error.message).filter(Boolean) };
}
