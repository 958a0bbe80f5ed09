// Professional identifiers checked as far as their format allows (issue 17): the country data say which
// format each field has; the API and the web both call `identifierProblem`, so they agree.
import { format as formatRutNumber, validate as isValidRut } from 'rut.js';
import type { Country, IdentifierField, IdentifierFormat, RegisterType } from '../types.ts';

/** 'rut': not a RUT or a wrong check digit; 'digits': not `min`..`max` digits. */
export type IdentifierProblem = 'rut' | 'digits';

/** What may surround the digits: separators, and the register's prefix with its own dots ('M.P.'). */
function digitsOf(value: string, prefix: string | undefined): string {
  let rest = value.trim().toUpperCase();
  if (prefix) {
    const lettersWithDots = new RegExp(`^${[...prefix].join('\\.?\\s*')}\\.?\\s*`);
    rest = rest.replace(lettersWithDots, '');
  }
  return rest.replace(/[\s.\-/]/g, '');
}

export function formatProblem(value: string, format: IdentifierFormat): IdentifierProblem | null {
  if (format.kind === 'rut') return isValidRut(value.trim().replace(/\s/g, '')) ? null : 'rut';
  const digits = digitsOf(value, format.prefix);
  if (!/^\d+$/.test(digits)) return 'digits';
  // Leading zeros are padding (registers pad numbers to a width): only the significant digits count.
  const significant = digits.replace(/^0+/, '').length;
  return significant >= format.min && significant <= format.max ? null : 'digits';
}

/** The format of a field in a country; the register number's depends on the council chosen. */
export function identifierFormat(
  country: Pick<Country<string>, 'identifierFormats' | 'councilNumberFormats'>,
  field: IdentifierField | 'registerNumber',
  registerType?: RegisterType,
): IdentifierFormat | undefined {
  if (field === 'registerNumber') return country.councilNumberFormats[registerType ?? 'CRM'];
  return country.identifierFormats[field];
}

/** What is wrong with an identifier typed in a field, or null (also for fields without a format). */
export function identifierProblem(
  country: Pick<Country<string>, 'identifierFormats' | 'councilNumberFormats'>,
  field: IdentifierField | 'registerNumber',
  value: string,
  registerType?: RegisterType,
): IdentifierProblem | null {
  const format = identifierFormat(country, field, registerType);
  return format ? formatProblem(value, format) : null;
}

/** A RUT as Chile writes it, 12.345.678-5, formatted while it is typed (digits and K only). */
export function formatRut(value: string): string {
  const kept = value.toUpperCase().replace(/[^0-9K]/g, '');
  return kept.length < 2 ? kept : formatRutNumber(kept);
}
