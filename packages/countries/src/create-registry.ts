// A registry of countries and every rule that depends on which countries exist (codes, hosts, API keys,
// analytics hosts). The portal has one, of the seven countries (registry.ts); a test fixture builds
// another with a country of its own to show that a new country is data only (extension.test.ts).
import { analyticsContainerAmong } from './rules/analytics.ts';
import { type HostMap, localHostMap, normalizeHost, type ResolveCountryInput } from './rules/host.ts';
import type { Country, Region } from './types.ts';

export interface CountryRegistry<Code extends string> {
  /** In the order given (the spec's order for the portal's registry). */
  readonly list: readonly Country<Code>[];
  readonly codes: readonly Code[];
  readonly byCode: Readonly<Record<Code, Country<Code>>>;
  /** The country of every host nothing else names. */
  readonly defaultCode: Code;
  /** `{cc}.localhost` for every country, any port. */
  readonly defaultHostMap: HostMap<Code>;
  get(code: Code): Country<Code>;
  /** True for an upper-case code of the registry; callers that accept 'mx' upper-case first. */
  isCode(value: unknown): value is Code;
  /** 'mx' or ' MX ' -> 'MX'; anything else -> null. */
  toCode(value: string | null | undefined): Code | null;
  /** The country of a stored code; the default country for a code the registry does not know. */
  orDefault(value: string | null | undefined): Country<Code>;
  ofRegion(region: Region): Country<Code>[];
  /** Override, else configured host, else built-in host, else the default. */
  resolve(input: ResolveCountryInput<Code>): Code;
  /** Parses 'host=CC,host2=CC' (the COUNTRY_HOSTS setting); throws on an entry it cannot use. */
  parseHostMap(text: string): Record<string, Code>;
  analyticsContainerForHost(host: string | null | undefined): string;
}

export function createCountryRegistry<Code extends string>(
  countries: readonly Country<Code>[],
  defaultCode: NoInfer<Code>,
): CountryRegistry<Code> {
  const byCode = Object.fromEntries(countries.map((country) => [country.code, country])) as Record<
    Code,
    Country<Code>
  >;
  const codes = countries.map((country) => country.code);
  if (new Set(codes).size !== codes.length) throw new Error(`Duplicate country code in ${codes.join(', ')}`);
  if (!(defaultCode in byCode)) throw new Error(`Default country ${defaultCode} is not registered`);
  const defaultHostMap = localHostMap(codes);

  const isCode = (value: unknown): value is Code => typeof value === 'string' && Object.hasOwn(byCode, value);
  const toCode = (value: string | null | undefined): Code | null => {
    const code = value?.trim().toUpperCase();
    return isCode(code) ? code : null;
  };

  return {
    list: countries,
    codes,
    byCode,
    defaultCode,
    defaultHostMap,
    get: (code) => byCode[code],
    isCode,
    toCode,
    orDefault: (value) => byCode[toCode(value) ?? defaultCode],
    ofRegion: (region) => countries.filter((country) => country.region === region),
    resolve({ host, override, hostMap = {} }) {
      const fromOverride = toCode(override);
      if (fromOverride) return fromOverride;
      if (host) {
        const name = normalizeHost(host);
        const configured = Object.entries(hostMap).find(([key]) => normalizeHost(key) === name);
        const found = configured?.[1] ?? defaultHostMap[name];
        if (found) return found;
      }
      return defaultCode;
    },
    parseHostMap(text) {
      const map: Record<string, Code> = {};
      for (const entry of text.split(',')) {
        if (entry.trim() === '') continue;
        const [rawHost = '', rawCode, ...rest] = entry.split('=');
        const host = normalizeHost(rawHost);
        const code = toCode(rawCode);
        if (host === '' || rest.length > 0) throw new Error(`Invalid host map entry '${entry.trim()}'`);
        if (!code) throw new Error(`Invalid country code '${(rawCode ?? '').trim()}' for host '${host}'`);
        map[host] = code;
      }
      return map;
    },
    analyticsContainerForHost: (host) => analyticsContainerAmong(countries, host),
  };
}
