// Registration data: the form's values and the two payloads built from them (provider, then portal API).
import type { RegisterUserBody } from '@portal/contracts';
import {
  asksTermsConsent,
  type Country,
  normalizeRegisterNumber,
  type RegisterField,
  type RegisterType,
  salesRepresentativeFieldName,
  savedRegisterType,
} from '@portal/countries';
import type { ProviderRegistration, SignedUid } from '../provider/types.ts';

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  treatment: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
  state: string;
  registerUf: string;
  registerType: RegisterType;
  registerNumber: string;
  identityDocumentOrMedicalCollegiate: string;
  nationalRegistration: string;
  provincialEnrollment: string;
  RUT: string;
  salesRepresentativeCode: string;
  specialty: string;
  iamDoctor: boolean;
  readAcceptTerms: boolean;
  acceptNews: boolean;
  termsConsent: boolean;
}

export type RegistrationField = keyof RegistrationValues;

export function emptyRegistration(prefill: Partial<RegistrationValues> = {}): RegistrationValues {
  return {
    firstName: '',
    lastName: '',
    treatment: '',
    email: '',
    phone: '',
    password: '',
    passwordConfirmation: '',
    state: '',
    registerUf: '',
    registerType: 'CRM',
    registerNumber: '',
    identityDocumentOrMedicalCollegiate: '',
    nationalRegistration: '',
    provincialEnrollment: '',
    RUT: '',
    salesRepresentativeCode: '',
    specialty: '',
    iamDoctor: false,
    readAcceptTerms: false,
    acceptNews: false,
    termsConsent: false,
    ...prefill,
  };
}

/** Form fields each register field of packages/countries stands for. */
const FIELDS_OF: Record<RegisterField, RegistrationField[]> = {
  treatment: ['treatment'],
  state: ['state'],
  identityDocumentOrMedicalCollegiate: ['identityDocumentOrMedicalCollegiate'],
  salesRepresentativeCode: ['salesRepresentativeCode'],
  nationalRegistration: ['nationalRegistration'],
  provincialEnrollment: ['provincialEnrollment'],
  RUT: ['RUT'],
  UF: ['registerUf'],
  CRM: ['registerType', 'registerNumber'],
  TermosEPoliticas: ['termsConsent'],
};

/** The country-specific form fields, in the country's order. */
export function countryFields(country: Pick<Country, 'registerFields'>): RegistrationField[] {
  return country.registerFields.flatMap((field) => FIELDS_OF[field]);
}

/** Which form field holds the professional's registry number (checked against the registry). */
export function registerNumberField(country: Pick<Country, 'registerFields'>): RegistrationField {
  const fields = country.registerFields;
  if (fields.includes('CRM')) return 'registerNumber';
  if (fields.includes('nationalRegistration')) return 'nationalRegistration';
  if (fields.includes('RUT')) return 'RUT';
  return 'identityDocumentOrMedicalCollegiate';
}

/** The normalised registry number the portal saves and checks. */
export function normalizedRegisterNumber(
  country: Pick<Country, 'registerFields' | 'registerNumberLength'>,
  values: RegistrationValues,
): string {
  const raw = values[registerNumberField(country)];
  return typeof raw === 'string' ? normalizeRegisterNumber(raw, country.registerNumberLength) : '';
}

export function joinName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** accounts.register input (spec section 7): where asked (Brazil), the terms consent goes as a preference. */
export function providerRegistration(
  country: Pick<Country, 'code' | 'language' | 'registerFields'>,
  values: RegistrationValues,
  regToken: string,
): ProviderRegistration {
  const email = values.email.trim().toLowerCase();
  const registration: ProviderRegistration = {
    email,
    password: values.password,
    profile: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email },
    regToken,
    finalizeRegistration: true,
    lang: country.language.toLowerCase(),
    regSource: `UM${country.code}_website`,
  };
  if (asksTermsConsent(country)) {
    registration.preferences = { terms: { consent: { isConsentGranted: true } } };
  }
  return registration;
}

/** The registration data without the login proof, as the provider account keeps it until verification. */
export type StoredRegistration = Omit<RegisterUserBody, 'UID' | 'UIDSignature' | 'signatureTimestamp'>;

/**
 * The registration data left with the provider account (CDC `data.portalRegistration`): the account has
 * no login signature until its e-mail is verified, so the API completes the registration with this at
 * the first sign-in after the verification.
 */
export function storedRegistration(
  country: Country,
  values: RegistrationValues,
  brand: string,
): StoredRegistration {
  const {
    UID: _uid,
    UIDSignature: _signature,
    signatureTimestamp: _timestamp,
    ...data
  } = portalRegistration(country, values, { UID: '', UIDSignature: '', signatureTimestamp: '' }, brand);
  return data;
}

/** POST /api/users body: the registration data of spec section 3, with the provider's login proof. */
export function portalRegistration(
  country: Country,
  values: RegistrationValues,
  signed: SignedUid,
  brand: string,
): RegisterUserBody {
  const fields = new Set(countryFields(country));
  const has = (field: RegistrationField) => fields.has(field);
  const optional = (field: RegistrationField) => {
    const value = values[field];
    return has(field) && typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const body: RegisterUserBody = {
    UID: signed.UID,
    UIDSignature: signed.UIDSignature,
    signatureTimestamp: signed.signatureTimestamp,
    // Spec: the name is the first and last name joined.
    name: joinName(values.firstName, values.lastName),
    lastname: values.lastName.trim(),
    treatment: optional('treatment'),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.replace(/\D/g, ''),
    state: optional('state'),
    nationalRegistration: optional('nationalRegistration'),
    registerNumber: normalizedRegisterNumber(country, values) || undefined,
    identityDocumentOrMedicalCollegiate: optional('identityDocumentOrMedicalCollegiate'),
    RUT: optional('RUT'),
    provincialEnrollment: optional('provincialEnrollment'),
    specialty: values.specialty,
    registerUf: has('registerUf') ? values.registerUf || undefined : undefined,
    registerType: savedRegisterType(country, values.registerType),
    iamDoctor: values.iamDoctor,
    receivePromotional: values.acceptNews,
    readAcceptTerms: values.readAcceptTerms,
    acceptNews: values.acceptNews,
    region: country.umRegion,
    country: country.code,
    language: country.registerApiLanguage,
    timezone: country.timeZone.abbreviation,
  };
  if (asksTermsConsent(country)) body.termsConsent = values.termsConsent;
  const salesCode = optional('salesRepresentativeCode');
  // The spec names the field after the brand (bayerRepresentativeCode); the API takes either name.
  if (salesCode) body[salesRepresentativeFieldName(brand)] = salesCode;
  return dropUndefined(body);
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
