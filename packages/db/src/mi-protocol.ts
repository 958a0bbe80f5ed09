// Readable protocol numbers of medical-information requests (issue 34): `MI-BR-2026-000123`, the country,
// the year of arrival in the country's time zone and a per-country-per-year sequence. Shared by the API
// and the demo seed so both number requests the same way.
import { type CountryCode, getCountry } from '@portal/countries';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { miProtocolSequences } from './schema/mi-desk.ts';

/** The calendar year of `at` where the country is (a request on 31 December at 22:00 in Mexico is that year's). */
export function protocolYear(country: CountryCode, at: Date): number {
  const year = new Intl.DateTimeFormat('en-US', {
    timeZone: getCountry(country).timeZone.iana,
    year: 'numeric',
  })
    .formatToParts(at)
    .find((part) => part.type === 'year')?.value;
  return Number(year);
}

export function formatProtocol(country: CountryCode, year: number, sequence: number): string {
  return `MI-${country}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Takes the next number of the country's year, atomically, in `db` (the request's own transaction). */
export async function allocateProtocol(db: Database, country: CountryCode, at: Date): Promise<string> {
  const year = protocolYear(country, at);
  const [row] = await db
    .insert(miProtocolSequences)
    .values({ country, year, last: 1 })
    .onConflictDoUpdate({
      target: [miProtocolSequences.country, miProtocolSequences.year],
      set: { last: sql`${miProtocolSequences.last} + 1` },
    })
    .returning({ last: miProtocolSequences.last });
  if (!row) throw new Error('No protocol number was allocated');
  return formatProtocol(country, year, row.last);
}
