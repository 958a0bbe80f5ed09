// Whether a visitor of a public token link (no account) is a registered professional: the name and
// registration number they type must be one entry of the registry of the link's country. The visitor
// names no register type, so every type the country has is tried; in Brazil a trailing UF ("123456-SP",
// "CRM 123456/SP") narrows the search to that state, and without one the number is looked up in every
// state (the same choice as the public doctor-number check).
import { type CountryCode, getCountry, usesRegisterUf } from '@portal/countries';
import type { Database } from '@portal/db';
import { findLicensedProfessionalRows } from './repository.ts';
import { namesMatch, registryNumber } from './service.ts';

export interface VisitorIdentity {
  country: CountryCode;
  name: string;
  /** As typed: digits, punctuation, a council prefix or a UF suffix are all fine. */
  registerNumber: string;
}

/** The UF typed with the number (the last run of exactly two letters), where numbers carry one. */
function typedUf(country: CountryCode, registerNumber: string): string | undefined {
  if (!usesRegisterUf(getCountry(country))) return '';
  const pairs = (registerNumber.match(/[A-Za-z]+/g) ?? []).filter((run) => run.length === 2);
  return pairs.at(-1)?.toUpperCase();
}

/**
 * True when the registry of the country holds this number under this name. The one place the public
 * links compare names: it uses the registry's own rule (`namesMatch`), so a change to that rule applies here.
 */
export async function isRegisteredProfessional(db: Database, visitor: VisitorIdentity): Promise<boolean> {
  const number = registryNumber(visitor.registerNumber);
  if (number === '') return false;
  const country = getCountry(visitor.country);
  const registerUf = typedUf(country.code, visitor.registerNumber);
  for (const registerType of country.registerTypes) {
    const rows = await findLicensedProfessionalRows(db, {
      country: country.code,
      registerType,
      registerNumber: number,
      registerUf,
    });
    if (rows.some((row) => namesMatch(visitor.name, row.name))) return true;
  }
  return false;
}
