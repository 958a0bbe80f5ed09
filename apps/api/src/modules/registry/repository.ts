import type { CountryCode } from '@portal/countries';
import { and, type Database, eq, type LicensedProfessionalRow, licensedProfessionals } from '@portal/db';

/** The registry rows of a number; `registerUf` undefined: in any state (Brazil's UF is optional). */
export async function findLicensedProfessionalRows(
  db: Database,
  key: { country: CountryCode; registerType: string; registerNumber: string; registerUf: string | undefined },
): Promise<LicensedProfessionalRow[]> {
  return db
    .select()
    .from(licensedProfessionals)
    .where(
      and(
        eq(licensedProfessionals.country, key.country),
        eq(licensedProfessionals.registerType, key.registerType),
        eq(licensedProfessionals.registerNumber, key.registerNumber),
        key.registerUf === undefined ? undefined : eq(licensedProfessionals.registerUf, key.registerUf),
      ),
    )
    .limit(10);
}

export async function findLicensedProfessionalRow(
  db: Database,
  key: { country: CountryCode; registerType: string; registerNumber: string; registerUf: string },
): Promise<LicensedProfessionalRow | undefined> {
  const [row] = await findLicensedProfessionalRows(db, key);
  return row;
}
