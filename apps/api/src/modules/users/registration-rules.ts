// The portal user a registration body makes; the per-country rules are @portal/contracts' registrationSchema.
import {
  type FieldError,
  type PhoneCheck,
  type RegisterUserBody,
  registerNumberSource,
  registrationRuleErrors,
} from '@portal/contracts';
import {
  asksTermsConsent,
  type Country,
  expandRegisterSpecialty,
  normalizeRegisterNumber,
  type RegisterType,
  salesRepresentativeFieldName,
  savedRegisterType,
  usesRegisterUf,
} from '@portal/countries';
import { parseCountryPhone } from '@portal/countries/phone-numbers';
import type { NewUserRow, RegistrationDetails } from '@portal/db';

/** The sales-representative code also arrives under its brand name (spec: 'bayerRepresentativeCode'). */
export function salesRepresentativeCodeOf(body: RegisterUserBody, brand: string): string | undefined {
  const branded = body[salesRepresentativeFieldName(brand)];
  const value = body.salesRepresentativeCode ?? (typeof branded === 'string' ? branded : undefined);
  return filled(value) ? value.trim() : undefined;
}

function filled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

const CATEGORY_OF: Record<RegisterType, string> = { CRM: 'physician', COREN: 'nurse', CRF: 'pharmacist' };

const isValidPhone: PhoneCheck = (phone, country) => parseCountryPhone(phone, country) !== null;

/**
 * The country's rules (packages/contracts, shared with the web form) as the API's field errors. The
 * body's shape is checked already, by the route or, for the data left with a provider account (no login
 * proof), by storedRegistrationSchema: only the rules are applied here.
 */
function ruleErrors(country: Country, body: RegisterUserBody): FieldError[] {
  return registrationRuleErrors(country, body, isValidPhone).map(({ path, message }) => ({ path, message }));
}

export type RegistrationPlan =
  | { ok: true; user: Omit<NewUserRow, 'idpUid' | 'email' | 'country'> }
  | { ok: false; errors: FieldError[] };

/** Checks the body against the country's rules and, when it passes, gives the portal user to store. */
export function planRegistration(country: Country, body: RegisterUserBody, brand: string): RegistrationPlan {
  const errors = ruleErrors(country, body);
  if (errors.length > 0) return { ok: false, errors };
  const salesRepresentativeCode = salesRepresentativeCodeOf(body, brand);
  const phone = parseCountryPhone(body.phone, country);
  const source = registerNumberSource(country, body);
  const registerNumber = source ? normalizeRegisterNumber(source.raw, country.registerNumberLength) : '';

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
      preferences: expandRegisterSpecialty(country, body.specialty),
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
