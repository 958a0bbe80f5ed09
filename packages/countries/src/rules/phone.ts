/** After stripping non-digits the number must start with 2..9 (no trunk or international prefix). */
export function isValidPhone(value: string): boolean {
  const first = value.replace(/\D/g, '')[0];
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
