// Runtime configuration the server injects into index.html (<script id="portal-config">), read once.
import { type CountryCode, isCountryCode } from '@portal/countries';

export interface PortalConfig {
  /** Brand slug, e.g. 'bayer' (the speaker list lives at `/{brand}-speakers`). */
  brand: string;
  /** Brand as shown to people; every page title starts with it. */
  brandLabel: string;
  production: boolean;
  /** Host name -> country code; overrides the built-in `{cc}.localhost` map. */
  hostMap: Record<string, CountryCode>;
  /** The country the server resolved from the host, when it did. */
  countryCode: CountryCode | null;
  /** Base address of the doctor-finder API (DOCFINDER_API_URL): a same-origin path or an http(s) URL. */
  docfinderApiUrl: string;
  /** The doctor-finder landing's banner video on Vimeo (its id and unlisted-link hash), or null. */
  docfinderBannerVideo: BannerVideo | null;
}

export interface BannerVideo {
  id: string;
  token: string | null;
}

const DEFAULTS: PortalConfig = {
  brand: 'bayer',
  brandLabel: 'Bayer',
  production: import.meta.env.PROD,
  hostMap: {},
  countryCode: null,
  docfinderApiUrl: '/docfinder-api',
  docfinderBannerVideo: null,
};

/** A same-origin path ('/x', never '//host') or an absolute http(s) URL; anything else is refused. */
export function isBaseAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !value) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Digits for the id and hex for the hash, as Vimeo's player URLs carry them; anything else is no video. */
function bannerVideo(value: unknown): BannerVideo | null {
  const raw = asRecord(value);
  if (typeof raw.id !== 'string' || !/^\d{1,12}$/.test(raw.id)) return null;
  const token = typeof raw.token === 'string' && /^[0-9a-f]{6,40}$/i.test(raw.token) ? raw.token : null;
  return { id: raw.id, token };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Keeps only well-formed fields of the injected JSON; anything missing or malformed takes its default. */
export function parseConfig(json: string | null | undefined): PortalConfig {
  let raw: Record<string, unknown> = {};
  try {
    raw = asRecord(json ? JSON.parse(json) : {});
  } catch {
    console.error('portal-config is not valid JSON; using defaults');
  }
  const hostMap: Record<string, CountryCode> = {};
  for (const [host, code] of Object.entries(asRecord(raw.hostMap))) {
    if (typeof code === 'string' && isCountryCode(code.toUpperCase())) {
      hostMap[host.toLowerCase()] = code.toUpperCase() as CountryCode;
    }
  }
  const code = typeof raw.countryCode === 'string' ? raw.countryCode.toUpperCase() : '';
  return {
    brand: typeof raw.brand === 'string' && raw.brand ? raw.brand : DEFAULTS.brand,
    brandLabel: typeof raw.brandLabel === 'string' && raw.brandLabel ? raw.brandLabel : DEFAULTS.brandLabel,
    production: typeof raw.production === 'boolean' ? raw.production : DEFAULTS.production,
    hostMap,
    countryCode: isCountryCode(code) ? code : null,
    docfinderApiUrl: isBaseAddress(raw.docfinderApiUrl) ? raw.docfinderApiUrl : DEFAULTS.docfinderApiUrl,
    docfinderBannerVideo: bannerVideo(raw.docfinderBannerVideo),
  };
}

export const config: PortalConfig = parseConfig(
  typeof document === 'undefined' ? null : document.getElementById('portal-config')?.textContent,
);
