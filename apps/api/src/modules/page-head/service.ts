// What the server puts in a public page's head: the page is named by @portal/contracts/robots (the same
// table the web reads), its texts come from the `seo` dictionary of the country's language, and a
// doctor-finder profile from the listing itself. Pages kept out of search engines get no head here.

import { physicianJsonLd } from '@portal/contracts/physician-json-ld';
import { INDEXABLE_PAGE_PATHS, type IndexableMatch, indexablePage } from '@portal/contracts/robots';
import { type CountryCode, countryList, getCountry, SPECIALTIES, type Specialty } from '@portal/countries';
import { matchState, stateDisplay } from '@portal/countries/states';
import type { Database } from '@portal/db';
import { interpolate } from '@portal/i18n';
import type { AppConfig } from '../../config.ts';
import { publicProfileWithCountry } from '../docfinder/service.ts';
import { textsOf } from '../i18n/service.ts';
import type { PageHead } from './head-html.ts';
import { countryOrigins, type RequestOrigin } from './origins.ts';

export interface PageHeadInput {
  /** The page's path, without its query. */
  path: string;
  query: Record<string, unknown>;
  /** The country the page is shown for (host, or `?loc`). */
  country: CountryCode;
  origin: RequestOrigin;
}

/** The head, or `missing` for a profile that is not public (answered 404), or null for other pages. */
export type PageHeadResult = { head: PageHead } | { missing: true } | null;

function formatTitle(config: AppConfig, title: string): string {
  return `${config.brandLabel} | ${title}`;
}

/** The doctor-finder's search filters of the query, as the canonical address keeps them. */
function searchFilters(query: Record<string, unknown>): URLSearchParams {
  const kept = new URLSearchParams();
  for (const key of ['specialty', 'state', 'city', 'name', 'page']) {
    const value = query[key];
    if (typeof value === 'string' && value.trim() && value.length <= 100) kept.set(key, value.trim());
  }
  if (kept.get('page') === '1') kept.delete('page');
  return kept;
}

const isSpecialty = (value: string): value is Specialty => (SPECIALTIES as readonly string[]).includes(value);

function hreflang(code: CountryCode): string {
  return `${getCountry(code).contentLanguage}-${code}`;
}

function pageHead(
  config: AppConfig,
  code: CountryCode,
  origin: RequestOrigin,
  match: Extract<IndexableMatch, { kind: 'page' }>,
  query: Record<string, unknown>,
): PageHead {
  const country = getCountry(code);
  const seo = textsOf(country).seo;
  const values = { appName: country.appName, brand: config.brandLabel };
  const origins = countryOrigins(config.hostMap, origin);
  const pathIn = (other: CountryCode) => INDEXABLE_PAGE_PATHS[match.page][getCountry(other).contentLanguage];
  const texts = textsOf(country).seo.pages[match.page];
  // The landing is the country's app itself (spec: "{brand} | {app name}").
  let title = 'title' in texts ? interpolate(texts.title, values) : country.appName;
  let description = interpolate(texts.description, values);
  let suffix = '';
  if (match.page === 'doctorFinder') {
    const filters = searchFilters(query);
    const specialty = filters.get('specialty');
    const state = filters.get('state');
    const stateCode = state ? matchState(country, state) : undefined;
    const named = [
      specialty && isSpecialty(specialty) ? country.specialtyLabels[specialty] : null,
      filters.get('city'),
      stateCode ? stateDisplay(country, stateCode) : null,
    ].filter((part): part is string => !!part);
    if (named.length > 0) {
      title = interpolate(seo.doctorFinderResults.title, { filters: named.join(', ') });
      description = interpolate(seo.doctorFinderResults.description, { filters: named.join(', ') });
    }
    if (filters.size > 0) suffix = `?${filters}`;
  }
  const own = origins.get(code) ?? origin.href;
  return {
    title: formatTitle(config, title),
    description,
    canonical: `${own}${pathIn(code)}${suffix}`,
    alternates: countryList
      .filter((other) => origins.has(other.code))
      .map((other) => ({
        hreflang: hreflang(other.code),
        href: `${origins.get(other.code)}${pathIn(other.code)}`,
      })),
    locale: `${country.contentLanguage}_${code}`,
    siteName: country.appName,
    image: `${own}/icons/icon-512.png`,
    ogType: 'website',
    jsonLd: null,
  };
}

async function profileHead(
  db: Database,
  config: AppConfig,
  origin: RequestOrigin,
  slug: string,
): Promise<PageHeadResult> {
  const found = await publicProfileWithCountry(db, slug);
  if (!found) return { missing: true };
  const { physician, country: code } = found;
  const country = getCountry(code);
  const texts = textsOf(country).seo.profile;
  const own = countryOrigins(config.hostMap, origin).get(code) ?? origin.href;
  const canonical = `${own}/buscador-medico/${encodeURIComponent(physician.slug)}`;
  const specialties = physician.specialties.map((specialty) => country.specialtyLabels[specialty]);
  const cities = [...new Set(physician.addresses.map((address) => address.city))];
  const values = { name: physician.name, specialties: specialties.join(', '), cities: cities.join(', ') };
  return {
    head: {
      title: formatTitle(config, interpolate(texts.title, values)),
      description: interpolate(cities.length > 0 ? texts.description : texts.descriptionNoCity, values),
      canonical,
      alternates: [],
      locale: `${country.contentLanguage}_${code}`,
      siteName: country.appName,
      image: `${own}/icons/icon-512.png`,
      ogType: 'profile',
      jsonLd: physicianJsonLd(physician, specialties, canonical),
    },
  };
}

/** The head of the public page at `input.path`, if it is one. */
export async function pageHeadFor(
  db: Database,
  config: AppConfig,
  input: PageHeadInput,
): Promise<PageHeadResult> {
  const match = indexablePage(input.path);
  if (!match) return null;
  if (match.kind === 'profile') return profileHead(db, config, input.origin, match.slug);
  return { head: pageHead(config, input.country, input.origin, match, input.query) };
}
