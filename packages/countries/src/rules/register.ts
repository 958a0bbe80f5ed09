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
