// The form's checks: the API's own registration rules (@portal/contracts), so the user learns of problems
// before anything is sent, plus the fields only the form has (password, the name in two parts).
import { passwordPolicyProblems, type RegistrationErrorKey, registrationSchema } from '@portal/contracts';
import { asksRegisterNumber, type Country, type IdentifierFormat, identifierFormat } from '@portal/countries';
import type { PhoneNumbers } from '#lib/phone-numbers.ts';
import { formFieldOfPath } from './api-field-errors.ts';
import { emailError } from './email-check.ts';
import { portalRegistration, type RegistrationField, type RegistrationValues } from './registration.ts';

/** Keys of identity.errors in the dictionaries. */
export type ErrorKey = RegistrationErrorKey | 'email' | 'emailTaken' | 'passwordPolicy' | 'passwordMismatch';

export type FieldErrors<F extends string> = Partial<Record<F, ErrorKey>>;

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

export interface RegistrationMode {
  /** false when completing the registration of an existing provider account (no password). */
  withPassword: boolean;
}

// Only the login proof is missing from what the form checks; the API checks the real one.
const UNSIGNED = { UID: '-', UIDSignature: '-', signatureTimestamp: '0' };

const CHOSEN_FIELDS: ReadonlySet<RegistrationField> = new Set([
  'treatment',
  'state',
  'registerUf',
  'registerType',
  'specialty',
]);

/** The key of a problem the body's shape (registerUserBodySchema) found: an empty or malformed field. */
function shapeError(field: RegistrationField, values: RegistrationValues): ErrorKey {
  if (field === 'email') return emailError(values.email) ?? 'email';
  if (CHOSEN_FIELDS.has(field)) return 'select';
  const value = values[field];
  return typeof value === 'string' && !value.trim() ? 'required' : 'invalid';
}

/**
 * The form's checks: the name split in two and the password (the form's own fields), then the country's
 * registration rules of @portal/contracts over the body the form sends, mapped back to the form's fields.
 */
export function validateRegistration(
  country: Country,
  values: RegistrationValues,
  mode: RegistrationMode,
  phones: Pick<PhoneNumbers, 'isValidPhone'>,
): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  const set = (field: RegistrationField, error: ErrorKey | undefined) => {
    if (error && !errors[field]) errors[field] = error;
  };
  set('firstName', values.firstName.trim() ? undefined : 'required');
  set('lastName', values.lastName.trim() ? undefined : 'required');
  set('email', emailError(values.email));
  if (mode.withPassword) {
    set('password', passwordError(values.password, values.email));
    set('passwordConfirmation', confirmationError(values.password, values.passwordConfirmation));
  }
  const body = portalRegistration(country, values, UNSIGNED, 'form');
  // The number as typed, so that a number without digits is named (the form sends it normalised).
  if (asksRegisterNumber(country)) body.registerNumber = values.registerNumber;
  const checked = registrationSchema(country, phones.isValidPhone).safeParse(body);
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = formFieldOfPath(country, issue.path.join('.'));
    if (!field) continue;
    const key = issue.code === 'custom' ? (issue.params?.key as ErrorKey | undefined) : undefined;
    set(field, key ?? shapeError(field, values));
  }
  return errors;
}
