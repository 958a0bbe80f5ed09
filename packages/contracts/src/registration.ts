// The registration rules of each country (spec sections 3 and 5), written once: POST /api/users checks a
// body with them, and the web's registration form checks what it is about to send with the same schema.
// Errors are keyed by the body's field names and carry a message (the API's) and a key (the form's text).
import {
  asksRegisterNumber,
  type Country,
  choosesRegisterType,
  expandRegisterSpecialty,
  identifierFormat,
  identifierProblem,
  normalizeRegisterNumber,
  type RegisterField,
  usesRegisterUf,
} from '@portal/countries';
import { isBrazilStateCode } from '@portal/countries/locations';
import type { FieldError } from './errors.ts';
import { stateOfCountrySchema } from './locations.ts';
import { type RegisterUserBody, registerUserBodySchema } from './users.ts';

/** What went wrong, as the form names it (keys of identity.errors in the dictionaries). */
export type RegistrationErrorKey =
  | 'required'
  | 'select'
  | 'phone'
  | 'mustAccept'
  | 'invalid'
  | 'rut'
  | 'identifierDigits'
  | 'identifierDigitsUpTo';

export interface RegistrationRuleError extends FieldError {
  key: RegistrationErrorKey;
}

/** The phone check is given: its numbering plans are heavy and the web loads them only with a form. */
export type PhoneCheck = (phone: string, country: Pick<Country, 'code'>) => boolean;

export type RegistrationCountry = Pick<
  Country,
  | 'code'
  | 'registerFields'
  | 'registerTypes'
  | 'registerSpecialties'
  | 'specialties'
  | 'registerNumberLength'
  | 'identifierFormats'
  | 'councilNumberFormats'
  | 'stateValue'
  | 'language'
>;

/** The body field each register field of packages/countries is sent in. */
export const BODY_FIELD_OF: Record<RegisterField, string> = {
  treatment: 'treatment',
  state: 'state',
  identityDocumentOrMedicalCollegiate: 'identityDocumentOrMedicalCollegiate',
  salesRepresentativeCode: 'salesRepresentativeCode',
  nationalRegistration: 'nationalRegistration',
  provincialEnrollment: 'provincialEnrollment',
  RUT: 'RUT',
  UF: 'registerUf',
  CRM: 'registerNumber',
  TermosEPoliticas: 'termsConsent',
};

/** A physician may not know a sales representative: the code is asked for but not required. */
const OPTIONAL_REGISTER_FIELDS: ReadonlySet<RegisterField> = new Set(['salesRepresentativeCode']);
/** Fields chosen from a list: the form says "select" rather than "required". */
const CHOSEN_FIELDS: ReadonlySet<string> = new Set(['treatment', 'state', 'registerUf', 'registerType']);

/** Where a country's registration number comes from when `registerNumber` itself is not sent. */
const IDENTITY_SOURCES = ['identityDocumentOrMedicalCollegiate', 'nationalRegistration', 'RUT'] as const;
const IDENTIFIER_FIELDS = [...IDENTITY_SOURCES, 'provincialEnrollment', 'registerNumber'] as const;
type IdentifierPath = (typeof IDENTIFIER_FIELDS)[number];

function isIdentifierPath(field: string): field is IdentifierPath {
  return (IDENTIFIER_FIELDS as readonly string[]).includes(field);
}

function filled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A RUT's check digit (after the hyphen) is not part of the number. */
function identityNumber(field: (typeof IDENTITY_SOURCES)[number], value: string): string {
  return field === 'RUT' ? (value.split('-')[0] ?? '') : value;
}

/** The field the registration number is read from, and its raw value. */
export function registerNumberSource(
  country: Pick<Country, 'registerFields'>,
  body: Partial<Record<string, unknown>>,
): { path: string; raw: string } | undefined {
  if (filled(body.registerNumber)) return { path: 'registerNumber', raw: body.registerNumber };
  if (asksRegisterNumber(country)) return undefined;
  for (const field of IDENTITY_SOURCES) {
    const value = body[field];
    if (country.registerFields.includes(field) && filled(value)) {
      return { path: field, raw: identityNumber(field, value) };
    }
  }
  return undefined;
}

function identifierError(
  country: RegistrationCountry,
  path: IdentifierPath,
  value: string,
  registerType: RegisterUserBody['registerType'],
): RegistrationRuleError | undefined {
  const problem = identifierProblem(country, path, value, registerType);
  if (problem === 'rut') {
    return { path, key: 'rut', message: 'Not a valid RUT: the check digit does not match' };
  }
  if (problem !== 'digits') return undefined;
  const format = identifierFormat(country, path, registerType);
  const key = format?.kind === 'digits' && format.min === 1 ? 'identifierDigitsUpTo' : 'identifierDigits';
  return { path, key, message: "Not a number of the register's length" };
}

/**
 * The country's rules over a registration body, in the order the API reports them. The body may be
 * partly filled (the form checks it as the user types): a field of the wrong type counts as empty.
 */
export function registrationRuleErrors(
  country: RegistrationCountry,
  body: Partial<Record<string, unknown>>,
  isValidPhone: PhoneCheck,
): RegistrationRuleError[] {
  const errors: RegistrationRuleError[] = [];
  const fail = (path: string, key: RegistrationErrorKey, message: string) =>
    errors.push({ path, key, message });
  const registerType = typeof body.registerType === 'string' ? body.registerType : undefined;

  if (body.iamDoctor !== true) {
    fail('iamDoctor', 'mustAccept', 'You must declare you are a healthcare professional');
  }
  if (body.readAcceptTerms !== true)
    fail('readAcceptTerms', 'mustAccept', 'The terms of use must be accepted');
  if (filled(body.phone) && !isValidPhone(body.phone, country)) {
    fail('phone', 'phone', "Not a mobile or landline number of the user's country, with its area code");
  }
  if (filled(body.specialty) && expandRegisterSpecialty(country, body.specialty).length === 0) {
    fail('specialty', 'select', `Not a specialty offered in ${country.code}`);
  }

  for (const field of country.registerFields) {
    if (OPTIONAL_REGISTER_FIELDS.has(field)) continue;
    const path = BODY_FIELD_OF[field];
    if (field === 'TermosEPoliticas') {
      if (body.termsConsent !== true) fail(path, 'mustAccept', 'The terms consent must be granted');
    } else if (!filled(body[path])) {
      fail(path, CHOSEN_FIELDS.has(path) ? 'select' : 'required', 'Required');
    }
  }

  for (const field of country.registerFields) {
    const path = BODY_FIELD_OF[field];
    const value = body[path];
    if (!isIdentifierPath(path) || !filled(value)) continue;
    const error = identifierError(country, path, value, registerType as RegisterUserBody['registerType']);
    if (error) errors.push(error);
  }

  // A state is a code of the country's list (decision 010), wherever it is sent.
  if (filled(body.state)) {
    const state = stateOfCountrySchema(country).safeParse(body.state);
    if (!state.success) {
      fail('state', 'select', state.error.issues[0]?.message ?? 'Not a state of the country');
    }
  }

  if (choosesRegisterType(country) && !registerType) fail('registerType', 'select', 'Required');
  if (
    usesRegisterUf(country) &&
    filled(body.registerUf) &&
    !isBrazilStateCode(body.registerUf.toUpperCase())
  ) {
    fail('registerUf', 'select', 'Not a Brazilian state (UF)');
  }

  const source = registerNumberSource(country, body);
  const registerNumber = source ? normalizeRegisterNumber(source.raw, country.registerNumberLength) : '';
  if (source && registerNumber === '' && !errors.some((error) => error.path === source.path)) {
    fail(source.path, 'invalid', 'The registration number must contain a digit other than zero');
  }
  return errors;
}

/**
 * POST /api/users' body with the rules of `country`: the spec's body (registerUserBodySchema) plus the
 * per-country issues, each at the body field's path with `params.key` for the form's message.
 */
export function registrationSchema(country: RegistrationCountry, isValidPhone: PhoneCheck) {
  return registerUserBodySchema.superRefine((body, context) => {
    for (const error of registrationRuleErrors(country, body, isValidPhone)) {
      context.addIssue({
        code: 'custom',
        path: [error.path],
        message: error.message,
        params: { key: error.key },
      });
    }
  });
}
