// The visitor's country: from the host through the configured map, unless `?loc=xx` stored an override.
import {
  type Country,
  type CountryCode,
  getCountry as countryByCode,
  isCountryCode,
  resolveCountry,
} from '@portal/countries';
import { config } from './config.ts';
import { type KeyValueStorage, local, STORAGE_KEYS } from './storage-keys.ts';

export const LOC_PARAM = 'loc';

export interface CountryInput {
  host: string;
  /** The current query string (with or without the leading '?'). */
  search: string;
  storage: KeyValueStorage;
  hostMap: Record<string, CountryCode>;
}

export interface CountryResolution {
  country: Country;
  /** The query string to show once `loc` is consumed, or null when the URL needs no change. */
  cleanedSearch: string | null;
}

/** Stores a valid `?loc=` (any case) as the override, then resolves with the stored override winning. */
export function resolveActiveCountry({ host, search, storage, hostMap }: CountryInput): CountryResolution {
  const params = new URLSearchParams(search);
  const requested = params.get(LOC_PARAM);
  let cleanedSearch: string | null = null;
  if (requested !== null) {
    const code = requested.trim().toUpperCase();
    if (isCountryCode(code)) storage.setItem(STORAGE_KEYS.countryOverride, code);
    params.delete(LOC_PARAM);
    const rest = params.toString();
    cleanedSearch = rest ? `?${rest}` : '';
  }
  const stored = storage.getItem(STORAGE_KEYS.countryOverride);
  const override = stored && isCountryCode(stored) ? stored : null;
  return { country: countryByCode(resolveCountry({ host, override, hostMap })), cleanedSearch };
}

let current: Country | null = null;

/** Resolves the country once at start-up and tidies `?loc` out of the address bar. */
export function initCountry(): Country {
  const { country, cleanedSearch } = resolveActiveCountry({
    host: window.location.host,
    search: window.location.search,
    storage: local,
    hostMap: config.hostMap,
  });
  if (cleanedSearch !== null) {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${cleanedSearch}${hash}`);
  }
  current = country;
  return country;
}

/**
 * The country of a page the server renders (entry-server.tsx): the host's, `?loc` honoured, set right
 * before its synchronous render, since one server renders every country.
 */
export function setRenderedCountry(country: Country): void {
  current = country;
}

/** The country of this page view; switching country reloads the page with `?loc=xx`. */
export function getCountry(): Country {
  if (!current) throw new Error('initCountry() must run before the app renders');
  return current;
}

/** Stable hook form for components: the country never changes within a page view. */
export const useCountry: () => Country = getCountry;

/** Address that switches to another country while staying on the same page. */
export function countrySwitchHref(pathname: string, code: CountryCode): string {
  return `${pathname}?${LOC_PARAM}=${code.toLowerCase()}`;
}
