// Per-country rules of the registration data (spec sections 3 and 5): pure, so they are unit-tested.
import { type FieldError, type RegisterUserBody, stateOfCountrySchema } from '@portal/contracts';
import {
  asksRegisterNumber,
  asksTermsConsent,
  type Country,
  choosesRegisterType,
  expandRegisterSpecialty,
  type IdentifierField,
  type IdentifierProblem,
  identifierProblem,
  normalizeRegisterNumber,
  type RegisterField,
  type RegisterType,
  salesRepresentativeFieldName,
  savedRegisterType,
  usesRegisterUf,
} from '@portal/countries';
import { isBrazilStateCode } from '@portal/countries/locations';
import { parseCountryPhone } from '@portal/countries/phone-numbers';
import type { NewUserRow, RegistrationDetails } from '@portal/db';
import { invalidPhone } from '../../errors.ts';

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

/** Where a country's registration number comes from when `registerNumber` itself is not sent. */
const IDENTITY_SOURCES = ['identityDocumentOrMedicalCollegiate', 'nationalRegistration', 'RUT'] as const;

const CATEGORY_OF: Record<RegisterType, string> = { CRM: 'physician', COREN: 'nurse', CRF: 'pharmacist' };

const REQUIRED = 'Required';

const IDENTIFIER_MESSAGES: Record<IdentifierProblem, string> = {
  rut: 'Not a valid RUT: the check digit does not match',
  digits: "Not a number of the register's length",
};

const IDENTIFIER_FIELDS: ReadonlySet<string> = new Set<IdentifierField | 'registerNumber'>([
  'identityDocumentOrMedicalCollegiate',
  'nationalRegistration',
  'provincialEnrollment',
  'RUT',
  'registerNumber',
]);

function isIdentifierField(field: string): field is IdentifierField | 'registerNumber' {
  return IDENTIFIER_FIELDS.has(field);
}

function filled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The sales-representative code also arrives under its brand name (spec: 'bayerRepresentativeCode'). */
export function salesRepresentativeCodeOf(body: RegisterUserBody, brand: string): string | undefined {
  const branded = body[salesRepresentativeFieldName(brand)];
  const value = body.salesRepresentativeCode ?? (typeof branded === 'string' ? branded : undefined);
  return filled(value) ? value.trim() : undefined;
}

/** A RUT's check digit (after the hyphen) is not part of the number. */
function identityNumber(field: (typeof IDENTITY_SOURCES)[number], value: string): string {
  return field === 'RUT' ? (value.split('-')[0] ?? '') : value;
}

function registerNumberSource(
  country: Country,
  body: RegisterUserBody,
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

export type RegistrationPlan =
  | { ok: true; user: Omit<NewUserRow, 'idpUid' | 'email' | 'country'> }
  | { ok: false; errors: FieldError[] };

/** Checks the body against the country's rules and, when it passes, gives the portal user to store. */
export function planRegistration(country: Country, body: RegisterUserBody, brand: string): RegistrationPlan {
  const errors: FieldError[] = [];
  const fail = (path: string, message: string) => errors.push({ path, message });
  const salesRepresentativeCode = salesRepresentativeCodeOf(body, brand);

  if (body.iamDoctor !== true) fail('iamDoctor', 'You must declare you are a healthcare professional');
  if (body.readAcceptTerms !== true) fail('readAcceptTerms', 'The terms of use must be accepted');
  const phone = parseCountryPhone(body.phone, country);
  if (!phone) errors.push(invalidPhone());

  const preferences = expandRegisterSpecialty(country, body.specialty);
  if (preferences.length === 0) fail('specialty', `Not a specialty offered in ${country.code}`);

  for (const field of country.registerFields) {
    if (OPTIONAL_REGISTER_FIELDS.has(field)) continue;
    const path = BODY_FIELD_OF[field];
    if (field === 'TermosEPoliticas') {
      if (body.termsConsent !== true) fail(path, 'The terms consent must be granted');
    } else if (!filled(body[path])) {
      fail(path, REQUIRED);
    }
  }

  for (const field of country.registerFields) {
    const checked = field === 'CRM' ? 'registerNumber' : field;
    if (!isIdentifierField(checked)) continue;
    const value = body[checked];
    if (!filled(value)) continue;
    const problem = identifierProblem(country, checked, value, body.registerType);
    if (problem) fail(checked, IDENTIFIER_MESSAGES[problem]);
  }

  // A state is a code of the country's list (decision 010), wherever it is sent.
  if (filled(body.state)) {
    const state = stateOfCountrySchema(country).safeParse(body.state);
    if (!state.success) fail('state', state.error.issues[0]?.message ?? 'Not a state of the country');
  }

  if (choosesRegisterType(country) && !body.registerType) fail('registerType', REQUIRED);
  if (
    usesRegisterUf(country) &&
    filled(body.registerUf) &&
    !isBrazilStateCode(body.registerUf.toUpperCase())
  ) {
    fail('registerUf', 'Not a Brazilian state (UF)');
  }

  const source = registerNumberSource(country, body);
  const registerNumber = source ? normalizeRegisterNumber(source.raw, country.registerNumberLength) : '';
  if (source && registerNumber === '' && !errors.some((error) => error.path === source.path)) {
    fail(source.path, 'The registration number must contain a digit other than zero');
  }

  if (errors.length > 0) return { ok: false, errors };

  const registerType = savedRegisterType(country, body.registerType ?? 'CRM');
  const registration: RegistrationDetails = {
    ...(filled(body.nationalRegistration) ? { nationalRegistration: body.nationalRegistration.trim() } : {}),
    ...(filled(body.identityDocumentOrMedicalCollegiate)
      ? { identityDocumentOrMedicalCollegiate: body.identityDocumentOrMedicalCollegiate.trim() }
      : {}),
    ...(filled(body.RUT) ? { RUT: body.RUT.trim() } : {}),
    ...(filled(body.provincialEnrollment) ? { provincialEnrollment: body.provincialEnrollment.trim() } : {}),
    ...(salesRepresentativeCode ? { salesRepresentativeCode } : {}),
  };
  return {
    ok: true,
    user: {
      firstName: firstNameOf(body.name, body.lastname),
      lastName: body.lastname.trim(),
      specialty: body.specialty,
      preferences,
      category: CATEGORY_OF[registerType],
      phone: phone?.e164 ?? null,
      registerNumber: registerNumber || null,
      registerUf: usesRegisterUf(country) && filled(body.registerUf) ? body.registerUf.toUpperCase() : null,
      registerType,
      treatment: filled(body.treatment) ? body.treatment.trim() : null,
      state: filled(body.state) ? body.state.trim() : null,
      registration,
      iamDoctor: true,
      readAcceptTerms: true,
      acceptNews: body.acceptNews,
      // The spec: receivePromotional is taken from acceptNews, whatever was sent.
      receivePromotional: body.acceptNews,
      termsConsent: asksTermsConsent(country) && body.termsConsent === true,
      region: body.region ?? country.umRegion,
      language: body.language ?? country.registerApiLanguage,
      timezone: body.timezone ?? country.timeZone.iana,
    },
  };
}

/**
 * The spec sends `name` as the first and last name joined; a plain first name is accepted too.
 * "Ana Souza" + "Souza" -> "Ana"; "Ana" + "Souza" -> "Ana".
 */
export function firstNameOf(name: string, lastname: string): string {
  const full = name.trim().replace(/\s+/g, ' ');
  const last = lastname.trim().replace(/\s+/g, ' ');
  if (last && full.length > last.length && full.toLowerCase().endsWith(` ${last.toLowerCase()}`)) {
    return full.slice(0, full.length - last.length - 1);
  }
  return full;
}
