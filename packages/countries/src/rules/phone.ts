import type { Country, PhoneFormat } from '../types.ts';

// Typing aids for phone inputs. Whether a number is valid is decided by the country's numbering plan in
// ./phone-numbers.ts (its own entry point: the metadata is loaded only where a phone is asked for).
export interface PhoneRules {
  /** The display form while typing, or null where numbers are kept as typed until they are checked. */
  display: ((value: string) => string) | null;
  /** Longest text the phone input takes, its display form included. */
  inputMaxLength: number;
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
  brazil: { display: formatBrazilPhone, inputMaxLength: 15 },
  plain: { display: null, inputMaxLength: 20 },
};

export function phoneRules(country: Pick<Country<string>, 'phoneFormat'>): PhoneRules {
  return PHONE_RULES[country.phoneFormat];
}

/** Removes the first space, the first hyphen and the first slash, as the spec's phone clean does. */
export function cleanPhone(value: string): string {
  return value.replace(' ', '').replace('-', '').replace('/', '');
}
