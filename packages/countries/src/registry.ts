// The portal's countries: the seven of the spec, in its order, Brazil by default. Apps use these
// bindings; nothing outside packages/countries names a country to decide a rule.
import { argentina } from './country-data/ar.ts';
import { brazil } from './country-data/br.ts';
import { chile } from './country-data/cl.ts';
import { colombia } from './country-data/co.ts';
import { costaRica } from './country-data/cr.ts';
import { mexico } from './country-data/mx.ts';
import { peru } from './country-data/pe.ts';
import { createCountryRegistry } from './create-registry.ts';
import type { CountryCode } from './types.ts';

export const COUNTRY_REGISTRY = createCountryRegistry<CountryCode>(
  [mexico, argentina, chile, costaRica, colombia, peru, brazil],
  'BR',
);

export const COUNTRIES = COUNTRY_REGISTRY.byCode;
/** The countries in the spec's order (MX, AR, CL, CR, CO, PE, BR). */
export const countryList = COUNTRY_REGISTRY.list;
export const DEFAULT_COUNTRY = COUNTRY_REGISTRY.defaultCode;
export const DEFAULT_HOST_MAP = COUNTRY_REGISTRY.defaultHostMap;
export const {
  get: getCountry,
  isCode: isCountryCode,
  toCode: toCountryCode,
  orDefault: countryOrDefault,
  ofRegion: countriesOfRegion,
  resolve: resolveCountry,
  parseHostMap,
  analyticsContainerForHost,
} = COUNTRY_REGISTRY;
