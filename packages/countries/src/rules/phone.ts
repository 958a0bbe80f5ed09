import type { Country, PhoneFormat } from '../types.ts';

export interface PhoneRules {
  /** Whether the number's digits are a valid number of the country. */
  isValid(digits: string): boolean;
  /** The display form of a number, or null where numbers are shown as typed. */
  display: ((value: string) => string) | null;
  /** Longest text the phone input takes, its display form included. */
  inputMaxLength: number;
}

/** The spec's rule: after stripping non-digits the number starts with 2..9 (no trunk or international prefix). */
function startsWithTwoOrMore(digits: string): boolean {
  const first = digits[0];
  return first !== undefined && first >= '2';
}

/**
 * A Brazilian number given with its area code (DDD, 10 or 11 digits) is checked on the number after the
 * DDD instead — otherwise every São Paulo number (DDD 11) would be refused — and an 11-digit one is a
 * mobile, which starts with 9. Tested against libphonenumber-js.
 */
function isValidBrazilianNumber(digits: string): boolean {
  if (digits.length !== 10 && digits.length !== 11) return startsWithTwoOrMore(digits);
  const [ddd, subscriber] = [digits.slice(0, 2), digits.slice(2)];
  if (!/^[1-9]{2}$/.test(ddd)) return false;
  return digits.length === 11 ? subscriber.startsWith('9') : startsWithTwoOrMore(subscriber);
}

/** Brazilian display: (DD) NNNNN-NNNN with area code, NNNNN-NNNN / NNNN-NNNN without. */
export function formatBrazilPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  switch (digits.length) {
    case 11:
      return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
    case 10: // landline with area code
      return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
    case 9:
      return `${digits.slice(0, 5)}-${digits.slice(5)}`;
    case 8:
      return `${digits.slice(0, 4)}-${digits.slice(4)}`;
    default:
      return digits;
  }
}

const PHONE_RULES: Readonly<Record<PhoneFormat, PhoneRules>> = {
  // '(DD) NNNNN-NNNN' is 15 characters.
  brazil: { isValid: isValidBrazilianNumber, display: formatBrazilPhone, inputMaxLength: 15 },
  plain: { isValid: startsWithTwoOrMore, display: null, inputMaxLength: 20 },
};

export function phoneRules(country: Pick<Country<string>, 'phoneFormat'>): PhoneRules {
  return PHONE_RULES[country.phoneFormat];
}

/** The country's phone rule; without a country, the spec's plain first-digit rule. */
export function isValidPhone(value: string, country?: Pick<Country<string>, 'phoneFormat'>): boolean {
  return PHONE_RULES[country?.phoneFormat ?? 'plain'].isValid(value.replace(/\D/g, ''));
}

/** Removes the first space, the first hyphen and the first slash, as the spec's phone clean does. */
export function cleanPhone(value: string): string {
  return value.replace(' ', '').replace('-', '').replace('/', '');
}
