import { argentina } from './country-data/ar.ts';
import { brazil } from './country-data/br.ts';
import { chile } from './country-data/cl.ts';
import { colombia } from './country-data/co.ts';
import { costaRica } from './country-data/cr.ts';
import { mexico } from './country-data/mx.ts';
import { peru } from './country-data/pe.ts';
import { COUNTRY_CODES, type Country, type CountryCode, type Region } from './types.ts';

export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  MX: mexico,
  AR: argentina,
  CL: chile,
  CR: costaRica,
  CO: colombia,
  PE: peru,
  BR: brazil,
};

/** The countries in the spec's order (MX, AR, CL, CR, CO, PE, BR). */
export const countryList: readonly Country[] = COUNTRY_CODES.map((code) => COUNTRIES[code]);

export const DEFAULT_COUNTRY: CountryCode = 'BR';

/** True for an upper-case country code; callers that accept 'mx' upper-case first. */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function getCountry(code: CountryCode): Country {
  return COUNTRIES[code];
}

export function countriesOfRegion(region: Region): Country[] {
  return countryList.filter((country) => country.region === region);
}
