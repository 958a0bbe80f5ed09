import type { PublicCountry } from '@portal/contracts';
import { type Country, countryList } from '@portal/countries';

/** Only what a visitor's browser needs; integration keys beyond the public site key stay out. */
export function toPublicCountry(country: Country): PublicCountry {
  return {
    code: country.code,
    name: country.name,
    region: country.region,
    umRegion: country.umRegion,
    language: country.language,
    pageLanguage: country.pageLanguage,
    registerApiLanguage: country.registerApiLanguage,
    localeId: country.localeId,
    apiKey: country.apiKey,
    appName: country.appName,
    shortName: country.shortName,
    timeZone: country.timeZone,
    specialties: country.specialties,
    specialtyLabels: country.specialtyLabels,
    registerSpecialties: country.registerSpecialties,
    registerFields: country.registerFields,
    registerTypes: country.registerTypes,
    labels: country.labels,
    legal: country.legal,
    footer: country.footer,
  };
}

const PUBLIC_COUNTRIES: PublicCountry[] = countryList.map(toPublicCountry);

export function listPublicCountries(): PublicCountry[] {
  return PUBLIC_COUNTRIES;
}
