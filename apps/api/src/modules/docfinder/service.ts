// Doctor-finder rules (issue 13): who may join (a verified CRM physician whose registration the
// registry confirms), the consent proof, the practices' country rules and the public search.
import {
  DOCFINDER_CONSENT_VERSION,
  DOCFINDER_MAX_ADDRESSES,
  DOCFINDER_PAGE_SIZE,
  type DocfinderAddress,
  type DocfinderAddressBody,
  type DocfinderJoinBody,
  type DocfinderListing,
  type DocfinderMe,
  type DocfinderPublicPhysician,
  type DocfinderSearchResponse,
  type DocfinderUpdateBody,
  type FieldError,
  stateOfCountrySchema,
} from '@portal/contracts';
import {
  type CountryCode,
  getCountry,
  isValidZip,
  listsStatesAndCities,
  SPECIALTIES,
  type Specialty,
  usesRegisterUf,
  zipMask,
} from '@portal/countries';
import { citiesOfState, isBrazilStateCode } from '@portal/countries/locations';
import { displayPhone, parseCountryPhone } from '@portal/countries/phone-numbers';
import { matchState, stateDisplay } from '@portal/countries/states';
import {
  type Database,
  type DocfinderAddressRow,
  type DocfinderListingRow,
  docfinderSearchText,
  type UserRow,
} from '@portal/db';
import { dictionaries, type Lang } from '@portal/i18n';
import type { SignedInContext } from '../../context.ts';
import { violatesUnique } from '../../db/unique-violation.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../errors.ts';
import { findLicensedProfessional, registryNumber } from '../registry/service.ts';
import * as repository from './repository.ts';

const KNOWN_SPECIALTIES: ReadonlySet<string> = new Set(SPECIALTIES);

function ownSpecialties(values: readonly string[]): Specialty[] {
  return values.filter((value): value is Specialty => KNOWN_SPECIALTIES.has(value));
}

/** A practice as the API gives it: the state's name beside its code, the phone in national form. */
function toAddress(row: DocfinderAddressRow, country: CountryCode): DocfinderAddress {
  const rules = getCountry(country);
  return {
    id: row.id,
    postalCode: row.postalCode,
    street: row.street,
    number: row.number,
    complement: row.complement,
    district: row.district,
    state: row.state,
    stateName: stateDisplay(rules, row.state),
    city: row.city,
    phone: displayPhone(row.phone || null, rules),
    openingHours: row.openingHours,
  };
}

function toListing(row: DocfinderListingRow, addresses: DocfinderAddressRow[]): DocfinderListing {
  return {
    slug: row.slug,
    displayName: row.displayName,
    registerNumber: row.registerNumber,
    registerUf: row.registerUf,
    specialties: ownSpecialties(row.specialties),
    phone: displayPhone(row.phone || null, getCountry(row.country)),
    listed: row.listed,
    consentVersion: row.consentVersion,
    consentedAt: row.consentedAt.toISOString(),
    addresses: addresses.map((address) => toAddress(address, row.country)),
  };
}

function toPublic(row: DocfinderListingRow, addresses: DocfinderAddressRow[]): DocfinderPublicPhysician {
  return {
    slug: row.slug,
    name: row.displayName,
    specialties: ownSpecialties(row.specialties),
    registerNumber: row.registerNumber,
    registerUf: row.registerUf,
    phone: displayPhone(row.phone || null, getCountry(row.country)),
    addresses: addresses.map((address) => {
      const { id: _id, ...shown } = toAddress(address, row.country);
      return shown;
    }),
  };
}

async function requireListing(ctx: SignedInContext): Promise<DocfinderListingRow> {
  const row = await repository.listingOfUser(ctx.db, ctx.user.id);
  if (!row) throw notFound('You are not in the doctor-finder');
  return row;
}

export async function me(ctx: SignedInContext): Promise<DocfinderMe> {
  const { user } = ctx;
  const row = await repository.listingOfUser(ctx.db, user.id);
  const addresses = row ? await repository.addressesOf(ctx.db, [row.id]) : [];
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    registerNumber: user.registerNumber ?? '',
    registerUf: user.registerUf ?? '',
    specialties: ownSpecialties([...(user.specialty ? [user.specialty] : []), ...user.preferences]).filter(
      (value, index, all) => all.indexOf(value) === index,
    ),
    consentVersion: DOCFINDER_CONSENT_VERSION,
    maxAddresses: DOCFINDER_MAX_ADDRESSES,
    listing: row ? toListing(row, addresses) : null,
  };
}

/** The consent text of a version in a language (only the current version can be given). */
export function consentText(language: Lang): string {
  const consent = dictionaries[language].docfinder.consent;
  return [consent.title, ...consent.points].join('\n');
}

function slugBase(name: string, uf: string, number: string): string {
  const words = docfinderSearchText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return [words.slice(0, 80), uf.toLowerCase(), number].filter(Boolean).join('-');
}

async function freeSlug(db: Database, base: string): Promise<string> {
  for (let n = 1; n < 50; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repository.slugTaken(db, slug))) return slug;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Whether the registration given is the account's own (the registry says who a number belongs to). */
function isOwnRegistration(user: UserRow, number: string, uf: string, withUf: boolean): boolean {
  if (registryNumber(user.registerNumber ?? '') !== registryNumber(number)) return false;
  return !withUf || (user.registerUf ?? '').toUpperCase() === uf;
}

/**
 * A phone of the country's numbering plan, as stored: E.164 (decision 009), '' when none is given; the
 * API shows it in the national form. Undefined (and a field error) when it is not one.
 */
function checkPhone(errors: FieldError[], path: string, phone: string, country: CountryCode): string {
  if (phone.trim() === '') return '';
  const parsed = parseCountryPhone(phone, getCountry(country));
  if (!parsed) errors.push({ path, message: 'Expected a valid phone number' });
  return parsed?.e164 ?? '';
}

export async function join(ctx: SignedInContext, body: DocfinderJoinBody): Promise<DocfinderMe> {
  const { db, user, now } = ctx;
  const country = getCountry(user.country);
  const withUf = usesRegisterUf(country);
  const uf = withUf ? (body.registerUf ?? '').toUpperCase() : '';
  const errors: FieldError[] = [];
  if (body.consent.version !== DOCFINDER_CONSENT_VERSION)
    errors.push({ path: 'consent.version', message: 'The consent text has changed: read it again' });
  if (withUf && !isBrazilStateCode(uf)) errors.push({ path: 'registerUf', message: 'Expected a state (UF)' });
  for (const specialty of body.specialties)
    if (!country.specialties.includes(specialty))
      errors.push({ path: 'specialties', message: `Not a specialty of ${country.code}` });
  const phone = checkPhone(errors, 'phone', body.phone ?? '', country.code);
  if (errors.length === 0) {
    const found = await findLicensedProfessional(db, {
      country: country.code,
      registerType: 'CRM',
      registerNumber: body.registerNumber,
      registerUf: uf,
    });
    if (!found || !isOwnRegistration(user, body.registerNumber, uf, withUf))
      errors.push({ path: 'registerNumber', message: 'The registry does not confirm this registration' });
  }
  if (errors.length > 0) throw validationFailed(errors);

  const number = registryNumber(body.registerNumber);
  await takeOverRegister(ctx, number, uf);
  const displayName = body.displayName.trim();
  const row = await repository
    .insertListing(
      db,
      {
        userId: user.id,
        country: country.code,
        slug: await freeSlug(db, slugBase(displayName, uf, number)),
        displayName,
        searchName: docfinderSearchText(displayName),
        registerNumber: number,
        registerUf: uf,
        specialties: [...new Set(body.specialties)],
        phone,
        listed: true,
        consentVersion: DOCFINDER_CONSENT_VERSION,
        consentedAt: now,
      },
      {
        userId: user.id,
        action: 'granted',
        version: DOCFINDER_CONSENT_VERSION,
        language: body.consent.language,
        text: consentText(body.consent.language),
        at: now,
      },
    )
    .catch((error: unknown) => {
      if (violatesUnique(error, 'docfinder_listings_register_key')) throw listedByAnother();
      throw error;
    });
  if (!row) throw conflict('You are already in the doctor-finder');
  return me(ctx);
}

const listedByAnother = () =>
  forbidden('This registration is listed in the doctor-finder by another account');

/**
 * The listing of a number belongs to its verified holder (issue 33). A live verified account's listing
 * of it refuses the join (403; the unique index docfinder_listings_register_key also refuses a concurrent
 * one); a listing left by an account that lost the number (flagged by a verifier, disabled) is withdrawn,
 * with the withdrawal in its consent trail.
 */
async function takeOverRegister(ctx: SignedInContext, number: string, uf: string): Promise<void> {
  const held = await repository.listingOfRegister(ctx.db, {
    country: ctx.user.country,
    registerNumber: number,
    registerUf: uf,
  });
  if (!held || held.listing.userId === ctx.user.id) return;
  if (held.ownerVerified) throw listedByAnother();
  await repository.deleteListing(ctx.db, held.listing.id, {
    userId: held.listing.userId ?? '',
    action: 'withdrawn',
    version: held.listing.consentVersion,
    language: '',
    text: '',
    at: ctx.now,
  });
}

export async function update(ctx: SignedInContext, body: DocfinderUpdateBody): Promise<DocfinderMe> {
  const row = await requireListing(ctx);
  const errors: FieldError[] = [];
  const country = getCountry(row.country);
  for (const specialty of body.specialties ?? [])
    if (!country.specialties.includes(specialty))
      errors.push({ path: 'specialties', message: `Not a specialty of ${country.code}` });
  const phone = body.phone === undefined ? undefined : checkPhone(errors, 'phone', body.phone, country.code);
  if (errors.length > 0) throw validationFailed(errors);
  await repository.updateListing(ctx.db, row.id, {
    ...(body.listed === undefined ? {} : { listed: body.listed }),
    ...(body.displayName === undefined
      ? {}
      : { displayName: body.displayName, searchName: docfinderSearchText(body.displayName) }),
    ...(body.specialties === undefined ? {} : { specialties: [...new Set(body.specialties)] }),
    ...(phone === undefined ? {} : { phone }),
  });
  return me(ctx);
}

/** Leaving: the listing and its practices are deleted at once; the withdrawal is recorded. */
export async function leave(ctx: SignedInContext): Promise<void> {
  const row = await requireListing(ctx);
  await repository.deleteListing(ctx.db, row.id, {
    userId: ctx.user.id,
    action: 'withdrawn',
    version: row.consentVersion,
    language: '',
    text: '',
    at: ctx.now,
  });
}

type CleanAddress = Required<DocfinderAddressBody>;

/**
 * Country rules of a practice: the country's postal code, a state of the country's list (decision 010),
 * Brazil's city of that UF, a phone of the country stored in E.164.
 */
export function checkAddress(country: CountryCode, body: DocfinderAddressBody): CleanAddress {
  const address: CleanAddress = {
    complement: '',
    phone: '',
    openingHours: '',
    ...body,
  } as CleanAddress;
  const errors: FieldError[] = [];
  const rules = getCountry(country);
  if (!isValidZip(rules, address.postalCode))
    errors.push({ path: 'postalCode', message: 'Not a postal code of the country (Brazil: 00000-000)' });
  else address.postalCode = zipMask(rules)(address.postalCode);
  const state = stateOfCountrySchema(rules).safeParse(address.state.trim().toUpperCase());
  if (!state.success) {
    errors.push({ path: 'state', message: state.error.issues[0]?.message ?? 'Not a state of the country' });
  } else {
    address.state = state.data;
    if (listsStatesAndCities(rules)) {
      const wanted = docfinderSearchText(address.city);
      const city = citiesOfState(state.data).find((name) => docfinderSearchText(name) === wanted);
      if (!city) errors.push({ path: 'city', message: `Not a city of ${state.data}` });
      else address.city = city;
    }
  }
  address.phone = checkPhone(errors, 'phone', address.phone, country);
  if (errors.length > 0) throw validationFailed(errors);
  return address;
}

function addressRow(address: CleanAddress) {
  return {
    ...address,
    searchState: docfinderSearchText(address.state),
    searchCity: docfinderSearchText(address.city),
  };
}

export async function getAddress(ctx: SignedInContext, id: string): Promise<DocfinderAddress> {
  const listing = await requireListing(ctx);
  const row = await repository.addressOf(ctx.db, listing.id, id);
  if (!row) throw notFound('No such address');
  return toAddress(row, listing.country);
}

export async function addAddress(
  ctx: SignedInContext,
  body: DocfinderAddressBody,
): Promise<DocfinderAddress> {
  const listing = await requireListing(ctx);
  const address = checkAddress(listing.country, body);
  const row = await repository.insertAddress(
    ctx.db,
    { listingId: listing.id, ...addressRow(address) },
    DOCFINDER_MAX_ADDRESSES,
  );
  if (!row) throw conflict(`At most ${DOCFINDER_MAX_ADDRESSES} addresses`);
  return toAddress(row, listing.country);
}

export async function updateAddress(
  ctx: SignedInContext,
  id: string,
  body: DocfinderAddressBody,
): Promise<DocfinderAddress> {
  const listing = await requireListing(ctx);
  const address = checkAddress(listing.country, body);
  const row = await repository.updateAddress(ctx.db, listing.id, id, addressRow(address));
  if (!row) throw notFound('No such address');
  return toAddress(row, listing.country);
}

export async function removeAddress(ctx: SignedInContext, id: string): Promise<void> {
  const listing = await requireListing(ctx);
  if (!(await repository.deleteAddress(ctx.db, listing.id, id))) throw notFound('No such address');
}

export interface SearchInput {
  country: CountryCode;
  specialty?: Specialty | undefined;
  state?: string | undefined;
  city?: string | undefined;
  name?: string | undefined;
  page: number;
}

/**
 * A state filter as stored: the code, given as the code or a name or spelling of the state ('MX-JAL',
 * 'Jalisco', 'jal'; Brazil 'SP' or 'São Paulo'); any other text is looked for as typed (a practice saved
 * before states were codes and not mapped by the migration keeps its text).
 */
function stateKey(country: CountryCode, state: string): string {
  return docfinderSearchText(matchState(getCountry(country), state) ?? state);
}

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);

export async function search(db: Database, input: SearchInput): Promise<DocfinderSearchResponse> {
  const state = blankToUndefined(input.state);
  const city = blankToUndefined(input.city);
  const name = blankToUndefined(input.name);
  const filter: repository.SearchFilter = {
    country: input.country,
    specialty: input.specialty,
    state: state ? stateKey(input.country, state) : undefined,
    city: city ? docfinderSearchText(city) : undefined,
    name: name ? docfinderSearchText(name) : undefined,
    limit: DOCFINDER_PAGE_SIZE + 1,
    offset: (input.page - 1) * DOCFINDER_PAGE_SIZE,
  };
  const rows = await repository.searchListings(db, filter);
  const page = rows.slice(0, DOCFINDER_PAGE_SIZE);
  const addresses = await repository.addressesInPlace(
    db,
    page.map((row) => row.id),
    filter,
  );
  return {
    items: page.map((row) =>
      toPublic(
        row,
        addresses.filter((address) => address.listingId === row.id),
      ),
    ),
    next: rows.length > DOCFINDER_PAGE_SIZE ? input.page + 1 : null,
  };
}

export async function publicProfile(db: Database, slug: string): Promise<DocfinderPublicPhysician> {
  const row = await repository.listingBySlug(db, slug);
  if (!row) throw notFound('No such physician');
  return toPublic(row, await repository.addressesOf(db, [row.id]));
}

/** A public profile with the country it is listed in (the page head's canonical host and language). */
export async function publicProfileWithCountry(
  db: Database,
  slug: string,
): Promise<{ physician: DocfinderPublicPhysician; country: CountryCode } | null> {
  const row = await repository.listingBySlug(db, slug);
  if (!row) return null;
  const addresses = await repository.addressesOf(db, [row.id]);
  // Public once at least one practice is saved: a listing that shows nobody where is no profile yet.
  if (addresses.length === 0) return null;
  return { physician: toPublic(row, addresses), country: row.country };
}

/** The public profiles of a country (the sitemap): those a visitor can open now. */
export function publicProfilesOf(db: Database, country: CountryCode) {
  return repository.publicProfilesOf(db, country);
}
