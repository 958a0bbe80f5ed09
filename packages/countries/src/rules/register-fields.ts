// Rules carried by a country's register fields and types (Country.registerFields, registerTypes): the
// apps ask these instead of asking whether the country is Brazil.
import type { Country } from '../types.ts';

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

/** The user's state is asked for at registration and kept in the profile (Mexico, Argentina, Chile). */
export function asksState(country: Pick<Country<string>, 'registerFields'>): boolean {
  return country.registerFields.includes('state');
}
