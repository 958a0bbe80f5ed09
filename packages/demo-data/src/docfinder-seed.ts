// Demo listings of the doctor-finder (issue 13): about 60 physicians in Brazil over 11 states, 17 cities
// and the 6 specialties, and a few in Mexico, as profiles only (no accounts). Generated from small name
// and place tables (data in docfinder-seed-tables.json) so the data is the same on every machine.
// doctor.br@example.com is not listed.

import type { DatabaseHandle } from '@portal/db';
import {
  appMeta,
  count,
  docfinderAddresses,
  docfinderListings,
  docfinderSearchText,
  eq,
  type NewDocfinderAddressRow,
  type NewDocfinderListingRow,
} from '@portal/db';
import tables from './docfinder-seed-tables.json' with { type: 'json' };

export const DOCFINDER_SEED_KEY = 'demo_docfinder';
/** Consent version the demo profiles carry (the contracts' DOCFINDER_CONSENT_VERSION at seeding time). */
const DEMO_CONSENT_VERSION = '2026-11-v1';

const SPECIALTIES = ['cardiology', 'womens_health', 'oncology', 'ophthalmology', 'hematology', 'pneumology'];

interface Place {
  /** As stored (decision 010): Brazil's UF, elsewhere the ISO 3166-2 code. */
  state: string;
  city: string;
  /** First five CEP digits of the city (Mexico: the first three of its código postal). */
  postalPrefix: string;
  districts: string[];
  phonePrefix: string;
}

const BR_PLACES: Place[] = tables.brPlaces;
const MX_PLACES: Place[] = tables.mxPlaces;
const BR_FIRST = tables.brFirstNames;
const BR_LAST = tables.brLastNames;
const BR_STREETS = tables.brStreets;
const MX_NAMES = tables.mxNames;
const MX_STREETS = tables.mxStreets;

const BR_COUNT = 60;

function slugOf(name: string, uf: string, number: string): string {
  const words = docfinderSearchText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return [words, uf.toLowerCase(), number].filter(Boolean).join('-');
}

interface DemoListing {
  listing: NewDocfinderListingRow;
  addresses: Omit<NewDocfinderAddressRow, 'listingId'>[];
}

function address(place: Place, i: number, streets: string[], postalCode: string, phone: string) {
  return {
    postalCode,
    street: streets[i % streets.length] ?? '',
    number: String(100 + ((i * 37) % 1900)),
    complement: i % 3 === 0 ? `Sala ${10 + (i % 90)}` : '',
    district: place.districts[i % place.districts.length] ?? '',
    state: place.state,
    searchState: docfinderSearchText(place.state),
    city: place.city,
    searchCity: docfinderSearchText(place.city),
    phone,
    openingHours: i % 2 === 0 ? 'Segunda a sexta, 8h às 18h' : 'Terça e quinta, 13h às 19h',
    position: 0,
  };
}

function brazilListings(now: Date): DemoListing[] {
  return Array.from({ length: BR_COUNT }, (_, i) => {
    const name = `${BR_FIRST[i % BR_FIRST.length]} ${BR_LAST[(i * 7) % BR_LAST.length]} ${BR_LAST[(i * 3 + 5) % BR_LAST.length]}`;
    const place = BR_PLACES[i % BR_PLACES.length] as Place;
    const number = String(200000 + i * 137);
    const specialties = [SPECIALTIES[i % SPECIALTIES.length] as string];
    if (i % 4 === 0) specialties.push(SPECIALTIES[(i + 2) % SPECIALTIES.length] as string);
    // Phones are stored in E.164, as the doctor-finder stores what physicians type (decision 009).
    const phone = `+55${place.phonePrefix}3${String(100 + i).slice(-3)}${String(2000 + i * 3).slice(-4)}`;
    const addresses = [
      address(place, i, BR_STREETS, `${place.postalPrefix}-${String(100 + i).slice(-3)}`, phone),
    ];
    // Every third physician also practises in a second city.
    if (i % 3 === 0) {
      const second = BR_PLACES[(i + 5) % BR_PLACES.length] as Place;
      addresses.push({
        ...address(second, i + 1, BR_STREETS, `${second.postalPrefix}-${String(200 + i).slice(-3)}`, ''),
        position: 1,
      });
    }
    return {
      listing: {
        userId: null,
        country: 'BR',
        slug: slugOf(name, place.state, number),
        displayName: name,
        searchName: docfinderSearchText(name),
        registerNumber: number,
        registerUf: place.state,
        specialties,
        phone,
        listed: true,
        consentVersion: DEMO_CONSENT_VERSION,
        consentedAt: now,
      },
      addresses,
    };
  });
}

function mexicoListings(now: Date): DemoListing[] {
  return MX_NAMES.map((name, i) => {
    const place = MX_PLACES[i % MX_PLACES.length] as Place;
    const number = String(9100000 + i * 311);
    const phone = `+52${place.phonePrefix}${String(51000000 + i * 1234).slice(0, 8)}`;
    return {
      listing: {
        userId: null,
        country: 'MX',
        slug: slugOf(name, '', number),
        displayName: name,
        searchName: docfinderSearchText(name),
        registerNumber: number,
        registerUf: '',
        specialties: [SPECIALTIES[(i * 2) % SPECIALTIES.length] as string],
        phone,
        listed: true,
        consentVersion: DEMO_CONSENT_VERSION,
        consentedAt: now,
      },
      addresses: [
        {
          ...address(place, i, MX_STREETS, `${place.postalPrefix}${String(10 + i).padStart(2, '0')}`, phone),
          openingHours: 'Lunes a viernes, de 9 a 17 h',
        },
      ],
    };
  });
}

export function demoDocfinderListings(now: Date): DemoListing[] {
  return [...brazilListings(now), ...mexicoListings(now)];
}

/** Seeds the demo listings once (own marker); a database with listings already is left alone. */
export async function seedDemoDocfinder(handle: DatabaseHandle, now = new Date()): Promise<number> {
  const { db } = handle;
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, DOCFINDER_SEED_KEY));
  const [existing] = await db.select({ n: count() }).from(docfinderListings);
  if (marker.length > 0 || (existing?.n ?? 0) > 0) return 0;
  const demo = demoDocfinderListings(now);
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(docfinderListings)
      .values(demo.map((entry) => entry.listing))
      .onConflictDoNothing()
      .returning({ id: docfinderListings.id, slug: docfinderListings.slug });
    const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
    const addresses = demo.flatMap((entry) => {
      const listingId = idBySlug.get(entry.listing.slug);
      return listingId ? entry.addresses.map((a) => ({ ...a, listingId })) : [];
    });
    if (addresses.length > 0) await tx.insert(docfinderAddresses).values(addresses);
    await tx
      .insert(appMeta)
      .values({ key: DOCFINDER_SEED_KEY, value: JSON.stringify({ listings: rows.length, at: now }) })
      .onConflictDoNothing();
  });
  return demo.length;
}

/**
 * The benchmark's listing (npm run bench): `addresses` practices, two per physician, over the demo places
 * and specialties, with names from the demo tables (so searches by name find several).
 */
export async function seedBenchDocfinder(
  handle: DatabaseHandle,
  addresses = 20_000,
  now = new Date(),
): Promise<void> {
  const physicians = Math.ceil(addresses / 2);
  for (let start = 0; start < physicians; start += 500) {
    const batch = Array.from({ length: Math.min(500, physicians - start) }, (_, k) => {
      const i = start + k;
      const name = `${BR_FIRST[i % BR_FIRST.length]} ${BR_LAST[Math.floor(i / 20) % BR_LAST.length]} ${BR_LAST[Math.floor(i / 400) % BR_LAST.length]}`;
      const place = BR_PLACES[(i * 7) % BR_PLACES.length] as Place;
      const second = BR_PLACES[(i * 7 + 3) % BR_PLACES.length] as Place;
      const number = String(500000 + i);
      return {
        listing: {
          userId: null,
          country: 'BR' as const,
          slug: `bench-${slugOf(name, place.state, number)}`,
          displayName: name,
          searchName: docfinderSearchText(name),
          registerNumber: number,
          registerUf: place.state,
          specialties: [SPECIALTIES[i % SPECIALTIES.length] as string],
          phone: '',
          listed: i % 10 !== 0,
          consentVersion: DEMO_CONSENT_VERSION,
          consentedAt: now,
        },
        addresses: [
          address(place, i, BR_STREETS, `${place.postalPrefix}-${String(i % 1000).padStart(3, '0')}`, ''),
          { ...address(second, i + 1, BR_STREETS, `${second.postalPrefix}-000`, ''), position: 1 },
        ],
      };
    });
    await handle.db.transaction(async (tx) => {
      const rows = await tx
        .insert(docfinderListings)
        .values(batch.map((entry) => entry.listing))
        .returning({ id: docfinderListings.id, slug: docfinderListings.slug });
      const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
      await tx.insert(docfinderAddresses).values(
        batch.flatMap((entry) => {
          const listingId = idBySlug.get(entry.listing.slug) ?? '';
          return entry.addresses.map((a) => ({ ...a, listingId }));
        }),
      );
    });
  }
}

/** 200 distinct public searches for the benchmark: each filter alone and combined, accents, typos. */
export function benchDocfinderQueries(): string[] {
  const queries = new Set<string>();
  const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');
  const typo = (w: string) => `${w.slice(0, 2)}${w[3] ?? ''}${w[2] ?? ''}${w.slice(4)}`;
  for (let i = 0; queries.size < 200 && i < 1000; i += 1) {
    const place = BR_PLACES[i % BR_PLACES.length] as Place;
    const specialty = SPECIALTIES[Math.floor(i / 3) % SPECIALTIES.length] as string;
    const last = BR_LAST[Math.floor(i / 2) % BR_LAST.length] as string;
    const first = BR_FIRST[(i * 3) % BR_FIRST.length] as string;
    const options: Record<string, string>[] = [
      { specialty, city: place.city },
      { state: place.state, specialty },
      { name: plain(last) },
      { name: typo(last) },
      { name: `${first} ${last}`, state: place.state },
      { city: plain(place.city).toUpperCase(), page: String(1 + (i % 3)) },
    ];
    // Decorrelated from the tables' periods, so the 200 queries are distinct.
    const params = new URLSearchParams(options[Math.floor(i / 7) % options.length]);
    queries.add(params.toString());
  }
  return [...queries];
}
