// Client-side checks mirroring the API's rules, so the user learns of problems before anything is sent.
import { passwordPolicyProblems } from '@portal/contracts';
import { type Country, type IdentifierFormat, identifierFormat, identifierProblem } from '@portal/countries';
import { isStateOf } from '@portal/countries/states';
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
  | 'invalid'
  | 'rut'
  | 'identifierDigits'
  | 'identifierDigitsUpTo';

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

const IDENTIFIER_FIELDS = new Set([
  'identityDocumentOrMedicalCollegiate',
  'nationalRegistration',
  'provincialEnrollment',
  'RUT',
  'registerNumber',
] as const);
type IdentifierFieldOrNumber = typeof IDENTIFIER_FIELDS extends Set<infer F> ? F : never;

function isIdentifierField(field: RegistrationField): field is IdentifierFieldOrNumber {
  return (IDENTIFIER_FIELDS as Set<string>).has(field);
}

type IdentifierCountry = Pick<Country, 'identifierFormats' | 'councilNumberFormats'>;

/** The format the country gives a form field (the register number's per council), if any. */
export function identifierFormatOf(
  country: IdentifierCountry,
  field: RegistrationField,
  values: Pick<RegistrationValues, 'registerType'>,
): IdentifierFormat | undefined {
  if (!isIdentifierField(field)) return undefined;
  return identifierFormat(country, field, values.registerType);
}

/** The same rules as the API (packages/countries), named as the message keys of identity.errors. */
function identifierError(
  country: IdentifierCountry,
  field: RegistrationField,
  values: RegistrationValues,
): ErrorKey | undefined {
  const value = values[field];
  if (!isIdentifierField(field) || typeof value !== 'string') return undefined;
  const problem = identifierProblem(country, field, value, values.registerType);
  if (problem === 'rut') return 'rut';
  if (problem !== 'digits') return undefined;
  const format = identifierFormatOf(country, field, values);
  return format?.kind === 'digits' && format.min === 1 ? 'identifierDigitsUpTo' : 'identifierDigits';
}

/** Country fields that may stay empty. */
const OPTIONAL_FIELDS: ReadonlySet<RegistrationField> = new Set(['salesRepresentativeCode']);
const SELECT_FIELDS: ReadonlySet<RegistrationField> = new Set([
  'treatment',
  'state',
  'registerUf',
  'registerType',
]);

export interface RegistrationMode {
  /** false when completing the registration of an existing provider account (no password). */
  withPassword: boolean;
}

export function validateRegistration(
  country: Pick<Country, 'code' | 'registerFields' | 'registerSpecialties' | 'language' | 'stateValue'> &
    IdentifierCountry,
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
    else if (field === 'state' && !isStateOf(country, value)) set(field, 'select');
    else set(field, identifierError(country, field, values));
  }
  const specialties = country.registerSpecialties.map((option) => option.value as string);
  set('specialty', specialties.includes(values.specialty) ? undefined : 'select');
  set('iamDoctor', values.iamDoctor ? undefined : 'mustAccept');
  set('readAcceptTerms', values.readAcceptTerms ? undefined : 'mustAccept');
  return errors;
}
