// Client-side checks mirroring the API's rules, so the user learns of problems before anything is sent.
import { passwordPolicyProblems } from '@portal/contracts';
import type { Country } from '@portal/countries';
import type { PhoneNumbers } from '#lib/phone-numbers.ts';
import { countryFields, type RegistrationField, type RegistrationValues } from './registration.ts';

/** Keys of identity.errors in the dictionaries. */
export type ErrorKey =
  | 'required'
  | 'select'
  | 'email'
  | 'emailTaken'
  | 'phone'
  | 'passwordPolicy'
  | 'passwordMismatch'
  | 'mustAccept'
  | 'invalid';

export type FieldErrors<F extends string> = Partial<Record<F, ErrorKey>>;

// Deliberately loose: the provider has the final word; this only catches typos like a missing '@'.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): ErrorKey | undefined {
  if (!email.trim()) return 'required';
  return EMAIL_PATTERN.test(email.trim()) ? undefined : 'email';
}

/** A mobile or landline number of the country, with its area code (the country's numbering plan). */
export function phoneError(
  phone: string,
  country: Pick<Country, 'code'>,
  phones: Pick<PhoneNumbers, 'isValidPhone'>,
): ErrorKey | undefined {
  if (!phone.replace(/\D/g, '')) return 'required';
  return phones.isValidPhone(phone, country) ? undefined : 'phone';
}

export function passwordError(password: string, email: string): ErrorKey | undefined {
  if (!password) return 'required';
  return passwordPolicyProblems(password, email).length > 0 ? 'passwordPolicy' : undefined;
}

export function confirmationError(password: string, confirmation: string): ErrorKey | undefined {
  if (!confirmation) return 'required';
  return confirmation === password ? undefined : 'passwordMismatch';
}

/** Country fields that may stay empty. */
const OPTIONAL_FIELDS: ReadonlySet<RegistrationField> = new Set(['salesRepresentativeCode']);
const SELECT_FIELDS: ReadonlySet<RegistrationField> = new Set(['treatment', 'registerUf', 'registerType']);

export interface RegistrationMode {
  /** false when completing the registration of an existing provider account (no password). */
  withPassword: boolean;
}

export function validateRegistration(
  country: Pick<Country, 'code' | 'registerFields' | 'registerSpecialties'>,
  values: RegistrationValues,
  mode: RegistrationMode,
  phones: Pick<PhoneNumbers, 'isValidPhone'>,
): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  const set = (field: RegistrationField, error: ErrorKey | undefined) => {
    if (error) errors[field] = error;
  };
  set('firstName', values.firstName.trim() ? undefined : 'required');
  set('lastName', values.lastName.trim() ? undefined : 'required');
  set('email', emailError(values.email));
  set('phone', phoneError(values.phone, country, phones));
  if (mode.withPassword) {
    set('password', passwordError(values.password, values.email));
    set('passwordConfirmation', confirmationError(values.password, values.passwordConfirmation));
  }
  for (const field of countryFields(country)) {
    if (OPTIONAL_FIELDS.has(field)) continue;
    const value = values[field];
    if (typeof value === 'boolean') set(field, value ? undefined : 'mustAccept');
    else if (!value.trim()) set(field, SELECT_FIELDS.has(field) ? 'select' : 'required');
    else if (field === 'registerNumber' && !/\d/.test(value)) set(field, 'invalid');
  }
  const specialties = country.registerSpecialties.map((option) => option.value as string);
  set('specialty', specialties.includes(values.specialty) ? undefined : 'select');
  set('iamDoctor', values.iamDoctor ? undefined : 'mustAccept');
  set('readAcceptTerms', values.readAcceptTerms ? undefined : 'mustAccept');
  return errors;
}
