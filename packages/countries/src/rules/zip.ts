import type { Country, ZipFormat } from '../types.ts';

/** Brazilian CEP: five digits, an optional hyphen, three digits. */
export const ZIP_PATTERN = /^\d{5}-?\d{3}$/;

/** Input mask for the CEP: digits only, with the hyphen once the sixth digit is typed. */
export function maskZip(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const digits = value.replace(/\D/g, '');
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5, 8)}` : digits;
}

const ZIP_MASKS: Readonly<Record<ZipFormat, ((value: unknown) => string) | null>> = {
  cep: maskZip,
  plain: null,
};

/** The country's postal-code input mask, or null where the code is kept as typed. */
export function zipMask(country: Pick<Country<string>, 'zipFormat'>): ((value: unknown) => string) | null {
  return ZIP_MASKS[country.zipFormat];
}
