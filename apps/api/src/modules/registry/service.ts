// The registry of licensed professionals behind the doctor-number check (and the authenticator).
import type { CheckCrmResponse } from '@portal/contracts';
import {
  type CountryCode,
  getCountry,
  type RegisterType,
  savedRegisterType,
  usesRegisterUf,
} from '@portal/countries';
import type { Database, LicensedProfessionalRow, UserRow } from '@portal/db';
import { namesMatch } from './name-match.ts';
import { findLicensedProfessionalRow, findLicensedProfessionalRows } from './repository.ts';

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

function registryUf(country: CountryCode, uf: string | null | undefined): string {
  return usesRegisterUf(getCountry(country)) ? (uf ?? '').trim().toUpperCase() : '';
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
    registerUf: registryUf(country.code, query.registerUf),
  });
  return row ? { name: row.name } : undefined;
}

/** Whether a registry row is the signed-in user's own registration. */
function isOwnRegistration(row: LicensedProfessionalRow, user: UserRow): boolean {
  if (user.country !== row.country || !user.registerNumber || !user.registerType) return false;
  const country = getCountry(row.country);
  return (
    registryNumber(user.registerNumber) === row.registerNumber &&
    savedRegisterType(country, user.registerType as RegisterType) === row.registerType &&
    registryUf(country.code, user.registerUf) === row.registerUf
  );
}

/**
 * The public doctor-number check (spec call 7): whether the number is in the registry. The registered
 * name is personal data: it goes only to the signed-in owner of the registration (anonymous callers and
 * other users learn validity alone, so the check cannot be used to harvest names). Without a UF in
 * Brazil (it is optional) the number is looked up in every state.
 */
export async function checkRegistration(
  db: Database,
  query: RegistryQuery,
  viewer: UserRow | null,
): Promise<CheckCrmResponse> {
  const registerNumber = registryNumber(query.registerNumber);
  if (registerNumber === '') return { valid: false };
  const country = getCountry(query.country);
  const uf = query.registerUf?.trim() ? registryUf(country.code, query.registerUf) : undefined;
  const rows = await findLicensedProfessionalRows(db, {
    country: country.code,
    registerType: savedRegisterType(country, query.registerType),
    registerNumber,
    registerUf: usesRegisterUf(country) ? uf : '',
  });
  if (rows.length === 0) return { valid: false };
  const own = viewer ? rows.find((row) => isOwnRegistration(row, viewer)) : undefined;
  return own ? { valid: true, name: own.name } : { valid: true };
}

export { compareNames, type NameWord, nameDifference, namesMatch } from './name-match.ts';

export type CheckOutcome = 'match' | 'not-found' | 'name-mismatch';

export interface ProfessionalCheck extends RegistryQuery {
  applicantName: string;
}

export interface ProfessionalCheckResult {
  outcome: CheckOutcome;
  /** verified on a match; pending otherwise (an operator decides). */
  verification: 'verified' | 'pending';
  answer: { source: 'registry'; found: boolean; registeredName: string | null };
}

/** Checks a registration against the registry and compares the registered name with the applicant's. */
export async function checkProfessional(
  db: Database,
  check: ProfessionalCheck,
): Promise<ProfessionalCheckResult> {
  const found = await findLicensedProfessional(db, check);
  const answer = {
    source: 'registry' as const,
    found: found !== undefined,
    registeredName: found?.name ?? null,
  };
  if (!found) return { outcome: 'not-found', verification: 'pending', answer };
  if (!namesMatch(check.applicantName, found.name))
    return { outcome: 'name-mismatch', verification: 'pending', answer };
  return { outcome: 'match', verification: 'verified', answer };
}
