import type { CountryCode } from '../types.ts';

/**
 * The spec's rule: after stripping non-digits the number must start with 2..9 (no trunk or international
 * prefix). A Brazilian number given with its area code (DDD, 10 or 11 digits) is checked on the number
 * after the DDD instead — otherwise every São Paulo number (DDD 11) would be refused — and an 11-digit one
 * is a mobile, which starts with 9. Tested against libphonenumber-js.
 */
export function isValidPhone(value: string, country?: CountryCode): boolean {
  const digits = value.replace(/\D/g, '');
  if (country === 'BR' && (digits.length === 10 || digits.length === 11)) {
    const [ddd, subscriber] = [digits.slice(0, 2), digits.slice(2)];
    if (!/^[1-9]{2}$/.test(ddd)) return false;
    return digits.length === 11 ? subscriber.startsWith('9') : subscriber[0]! >= '2';
  }
  const first = digits[0];
  return first !== undefined && first >= '2';
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

/** Removes the first space, the first hyphen and the first slash, as the spec's phone clean does. */
export function cleanPhone(value: string): string {
  return value.replace(' ', '').replace('-', '').replace('/', '');
}
