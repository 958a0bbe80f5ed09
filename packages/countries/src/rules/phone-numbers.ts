// Phone numbers checked against each country's numbering plan, with libphonenumber-js and its full
// metadata (decision 009). Its own entry point, `@portal/countries/phone-numbers`, because the metadata
// weighs ~45 KB gzip: the API imports it, the web loads it when a form with a phone opens.
import {
  isSupportedCountry,
  type NumberType,
  type CountryCode as PhoneCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import type { Country } from '../types.ts';

/** A number a physician can be called on: mobile or landline, not toll-free, premium, VoIP or pager. */
const PERSONAL_TYPES: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

export interface CountryPhone {
  /** The stored form: +, country calling code, national number. */
  e164: string;
  /** The country's national display form (Brazil: (DD) NNNNN-NNNN, as the spec shows it). */
  national: string;
}

type CountryCodeOf = Pick<Country<string>, 'code'>;

function numberingPlanOf(country: CountryCodeOf): PhoneCountry | null {
  return isSupportedCountry(country.code) ? (country.code as PhoneCountry) : null;
}

/**
 * The number when it is a mobile or fixed-line number of the country, given nationally (with its area
 * code) or internationally; null otherwise. A number of another country is refused.
 */
export function parseCountryPhone(value: string, country: CountryCodeOf): CountryPhone | null {
  const plan = numberingPlanOf(country);
  if (plan === null || value.replace(/\D/g, '') === '') return null;
  const parsed = parsePhoneNumberFromString(value, plan);
  if (!parsed || parsed.country !== plan || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type === undefined || !PERSONAL_TYPES.has(type)) return null;
  return { e164: parsed.number, national: parsed.formatNational() };
}

export function isValidPhone(value: string, country: CountryCodeOf): boolean {
  return parseCountryPhone(value, country) !== null;
}

/** A stored number (E.164, or digits saved before numbers were normalised) in the national form. */
export function displayPhone(stored: string | null, country: CountryCodeOf): string {
  if (!stored) return '';
  return parseCountryPhone(stored, country)?.national ?? stored;
}
