// Postal codes per country (issue 17 item 4): the country's `zipFormat` says how the code is written;
// the mask shapes what is typed and `isValidZip` checks it, the same in the API and the web.
import type { Country, ZipFormat } from '../types.ts';

/** Brazilian CEP: five digits, an optional hyphen, three digits. */
export const ZIP_PATTERN = /^\d{5}-?\d{3}$/;

/** Argentina's CPA: the province letter, four digits, three letters (C1425DKA). */
const CPA_PATTERN = /^[A-HJ-NP-Z]\d{4}[A-Z]{3}$/;
/** The four-digit code Argentina used before the CPA, still printed on many addresses. */
const OLD_ARGENTINE_PATTERN = /^\d{4}$/;

type ZipCountry = Pick<Country<string>, 'zipFormat'>;

function maskDigits(value: string, format: Extract<ZipFormat, { kind: 'digits' }>): string {
  const digits = value.replace(/\D/g, '').slice(0, format.length);
  const cut = format.hyphenAfter;
  return cut !== undefined && digits.length > cut ? `${digits.slice(0, cut)}-${digits.slice(cut)}` : digits;
}

/** Input mask for the CEP: digits only, with the hyphen once the sixth digit is typed. */
export function maskZip(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  return maskDigits(value, { kind: 'digits', length: 8, hyphenAfter: 5 });
}

/** The country's postal-code input mask: what is typed, shaped as the country writes it. */
export function zipMask(country: ZipCountry): (value: unknown) => string {
  const format = country.zipFormat;
  return (value) => {
    if (typeof value !== 'string' || value === '') return '';
    if (format.kind === 'digits') return maskDigits(value, format);
    return value
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, '')
      .slice(0, 8);
  };
}

/** Whether a postal code is one the country writes (after the mask: spaces and hyphens aside). */
export function isValidZip(country: ZipCountry, value: string): boolean {
  const format = country.zipFormat;
  const compact = value.trim().toUpperCase().replace(/[\s-]/g, '');
  if (format.kind === 'cpa') return CPA_PATTERN.test(compact) || OLD_ARGENTINE_PATTERN.test(compact);
  return new RegExp(`^\\d{${format.length}}$`).test(compact);
}

/** Longest text the postal-code input takes, its hyphen included. */
export function zipMaxLength(country: ZipCountry): number {
  const format = country.zipFormat;
  if (format.kind === 'cpa') return 8;
  return format.length + (format.hyphenAfter === undefined ? 0 : 1);
}

/** Digits-only codes open the numeric keyboard on a phone; the CPA has letters. */
export function zipInputMode(country: ZipCountry): 'numeric' | 'text' {
  return country.zipFormat.kind === 'digits' ? 'numeric' : 'text';
}
