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

/** A name for comparison: no accents, no case, no punctuation, words in order of appearance. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The same person's name, whatever the accents, case, spacing and word order. */
export function sameName(a: string, b: string): boolean {
  const left = nameWords(a).sort();
  const right = nameWords(b).sort();
  return (
    left.length > 0 && left.length === right.length && left.every((word, index) => word === right[index])
  );
}

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
  if (!sameName(found.name, check.applicantName))
    return { outcome: 'name-mismatch', verification: 'pending', answer };
  return { outcome: 'match', verification: 'verified', answer };
}
