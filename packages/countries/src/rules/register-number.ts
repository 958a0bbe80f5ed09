import type { Country, RegisterType } from '../types.ts';

/**
 * Strips non-digits and leading zeros, then left-pads with zeros to `length`.
 * Input without a significant digit gives '' rather than a number made only of padding.
 * Longer numbers are kept whole: truncating would change the registration.
 */
export function normalizeRegisterNumber(value: string, length: number): string {
  const significant = value.replace(/\D/g, '').replace(/^0+/, '');
  return significant === '' ? '' : significant.padStart(length, '0');
}

/** The chosen type when the country offers it; CRM otherwise (spec: outside Brazil it is always CRM). */
export function savedRegisterType(
  country: Pick<Country<string>, 'registerTypes'>,
  chosen: RegisterType,
): RegisterType {
  return country.registerTypes.includes(chosen) ? chosen : 'CRM';
}
