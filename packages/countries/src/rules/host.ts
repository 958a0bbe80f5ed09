import type { CountryCode } from '../types.ts';

export type HostMap<Code extends string = CountryCode> = Readonly<Record<string, Code>>;

export interface ResolveCountryInput<Code extends string = CountryCode> {
  host?: string | null;
  /** The stored `?loc=` override; it wins when it names a country. */
  override?: string | null;
  /** Configured hosts, merged over the built-in `{cc}.localhost` map. */
  hostMap?: HostMap<Code>;
}

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

/** The built-in development hosts: `{cc}.localhost` for every country. */
export function localHostMap<Code extends string>(codes: readonly Code[]): HostMap<Code> {
  return Object.fromEntries(codes.map((code) => [`${code.toLowerCase()}.localhost`, code]));
}
