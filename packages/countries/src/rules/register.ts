import type { Country, Specialty } from '../types.ts';

/**
 * Turns a register-specialty choice into the specialties it stands for: the general option
 * (Brazil 'OUTROS', elsewhere 'GENERAL') means all of the country's specialties. A value the
 * country does not offer gives [].
 */
export function expandRegisterSpecialty(
  country: Pick<Country<string>, 'specialties' | 'registerSpecialties'>,
  value: string,
): Specialty[] {
  const option = country.registerSpecialties.find((candidate) => candidate.value === value);
  if (!option) return [];
  if (option.value === 'OUTROS' || option.value === 'GENERAL') return [...country.specialties];
  return [option.value];
}

/** The sales-representative code field is named after the brand: 'bayer' -> 'bayerRepresentativeCode'. */
export function salesRepresentativeFieldName(brand: string): string {
  const name = brand.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (name === '') throw new Error(`Invalid brand '${brand}'`);
  return `${name}RepresentativeCode`;
}

// Rules carried by a country's register fields and types (types.ts, Country.registerFields).

/** The register number is checked together with the state (UF) whose council issued it (Brazil). */
export function usesRegisterUf(country: Pick<Country<string>, 'registerFields'>): boolean {
  return country.registerFields.includes('UF');
}

/** The register number has a field of its own, rather than coming from an identity document. */
export function asksRegisterNumber(country: Pick<Country<string>, 'registerFields'>): boolean {
  return country.registerFields.includes('CRM');
}

/** The terms consent is asked for and required, by the portal and by the identity provider (Brazil). */
export function asksTermsConsent(country: Pick<Country<string>, 'registerFields'>): boolean {
  return country.registerFields.includes('TermosEPoliticas');
}

/** The user chooses among several register types (Brazil); elsewhere there is nothing to choose. */
export function choosesRegisterType(country: Pick<Country<string>, 'registerTypes'>): boolean {
  return country.registerTypes.length > 1;
}
