import type { Country } from '../types.ts';
import { normalizeHost } from './host.ts';

/** Container for development hosts and any host that is not a country's production host. */
export const DEFAULT_ANALYTICS_CONTAINER = 'GTM-DEF0LT1';

/** The container of the country that lists the host among its analytics hosts; the default otherwise. */
export function analyticsContainerAmong(
  countries: readonly Pick<Country<string>, 'analyticsHosts' | 'analyticsContainer'>[],
  host: string | null | undefined,
): string {
  if (!host) return DEFAULT_ANALYTICS_CONTAINER;
  const name = normalizeHost(host);
  // localhost, *.localhost, 127.0.0.1 and every unknown host fall through.
  return (
    countries.find((country) => country.analyticsHosts.includes(name))?.analyticsContainer ??
    DEFAULT_ANALYTICS_CONTAINER
  );
}

/** The consent manager's domain-script key: the test script outside production. */
export function consentScriptKey(country: Pick<Country, 'consentKey'>, production: boolean): string | null {
  if (!country.consentKey) return null;
  return production ? country.consentKey : `${country.consentKey}-test`;
}
