import type { CountryCode } from '@portal/countries';
import { and, type Database, eq, type LicensedProfessionalRow, licensedProfessionals } from '@portal/db';

export async function findLicensedProfessionalRow(
  db: Database,
  key: { country: CountryCode; registerType: string; registerNumber: string; registerUf: string },
): Promise<LicensedProfessionalRow | undefined> {
  const [row] = await db
    .select()
    .from(licensedProfessionals)
    .where(
      and(
        eq(licensedProfessionals.country, key.country),
        eq(licensedProfessionals.registerType, key.registerType),
        eq(licensedProfessionals.registerNumber, key.registerNumber),
        eq(licensedProfessionals.registerUf, key.registerUf),
      ),
    );
  return row;
}
