import { DEFAULT_COUNTRY, isCountryCode } from '../registry.ts';
import type { CountryCode } from '../types.ts';

export type HostMap = Readonly<Record<string, CountryCode>>;

export const DEFAULT_HOST_MAP: HostMap = {
  'br.localhost': 'BR',
  'mx.localhost': 'MX',
  'ar.localhost': 'AR',
  'cl.localhost': 'CL',
  'cr.localhost': 'CR',
  'co.localhost': 'CO',
  'pe.localhost': 'PE',
};

/** Lower-cased host name without port or trailing dot ('[::1]:3000' -> '[::1]'). */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    name = end === -1 ? name : name.slice(0, end + 1);
  } else {
    name = name.split(':')[0] ?? '';
  }
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** 'mx' or ' MX ' -> 'MX'; anything else -> null. */
export function toCountryCode(value: string | null | undefined): CountryCode | null {
  const code = value?.trim().toUpperCase();
  return isCountryCode(code) ? code : null;
}

export interface ResolveCountryInput {
  host?: string | null;
  /** The stored `?loc=` override; it wins when it names a country. */
  override?: string | null;
  /** Configured hosts, merged over DEFAULT_HOST_MAP. */
  hostMap?: HostMap;
}

export function resolveCountry({ host, override, hostMap = {} }: ResolveCountryInput): CountryCode {
  const fromOverride = toCountryCode(override);
  if (fromOverride) return fromOverride;
  if (host) {
    const name = normalizeHost(host);
    const configured = Object.entries(hostMap).find(([key]) => normalizeHost(key) === name);
    const found = configured?.[1] ?? DEFAULT_HOST_MAP[name];
    if (found) return found;
  }
  return DEFAULT_COUNTRY;
}

/** Parses 'host=CC,host2=CC' (the COUNTRY_HOSTS setting); throws on an entry it cannot use. */
export function parseHostMap(text: string): Record<string, CountryCode> {
  const map: Record<string, CountryCode> = {};
  for (const entry of text.split(',')) {
    if (entry.trim() === '') continue;
    const [rawHost = '', rawCode, ...rest] = entry.split('=');
    const host = normalizeHost(rawHost);
    const code = toCountryCode(rawCode);
    if (host === '' || rest.length > 0) throw new Error(`Invalid host map entry '${entry.trim()}'`);
    if (!code) throw new Error(`Invalid country code '${(rawCode ?? '').trim()}' for host '${host}'`);
    map[host] = code;
  }
  return map;
}
