/** Brazilian CEP: five digits, an optional hyphen, three digits. */
export const ZIP_PATTERN = /^\d{5}-?\d{3}$/;

/** Input mask for the CEP: digits only, with the hyphen once the sixth digit is typed. */
export function maskZip(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const digits = value.replace(/\D/g, '');
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5, 8)}` : digits;
}
