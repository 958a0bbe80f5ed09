// The registry of licensed professionals behind the doctor-number check (and the authenticator).
import {
  type CountryCode,
  getCountry,
  type RegisterType,
  savedRegisterType,
  usesRegisterUf,
} from '@portal/countries';
import type { Database } from '@portal/db';
import { findLicensedProfessionalRow } from './repository.ts';

export interface RegistryQuery {
  country: CountryCode;
  registerType: RegisterType;
  registerNumber: string;
  /** Where the country checks numbers with their UF (Brazil); ignored elsewhere. */
  registerUf?: string | undefined;
}

/** The registry stores numbers as digits without leading zeros, whatever the country pads them to. */
export function registryNumber(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+/, '');
}

/** The registered name for a number, or undefined when it is not in the registry. */
export async function findLicensedProfessional(
  db: Database,
  query: RegistryQuery,
): Promise<{ name: string } | undefined> {
  const registerNumber = registryNumber(query.registerNumber);
  if (registerNumber === '') return undefined;
  const country = getCountry(query.country);
  const row = await findLicensedProfessionalRow(db, {
    country: country.code,
    registerType: savedRegisterType(country, query.registerType),
    registerNumber,
    registerUf: usesRegisterUf(country) ? (query.registerUf ?? '').trim().toUpperCase() : '',
  });
  return row ? { name: row.name } : undefined;
}
