import { COUNTRIES } from '../registry.ts';
import type { Country, CountryCode } from '../types.ts';
import { normalizeHost } from './host.ts';

/** Container for development hosts and any host that is not a country's production host. */
export const DEFAULT_ANALYTICS_CONTAINER = 'GTM-DEF0LT1';

export const PRODUCTION_HOSTS: Readonly<Record<CountryCode, readonly string[]>> = {
  MX: ['www.docuniverse.com.mx', 'docuniverse.com.mx'],
  AR: ['www.docuniverse.com.ar', 'docuniverse.com.ar'],
  CL: ['www.docuniverse.cl', 'docuniverse.cl'],
  CR: ['www.docuniverse.co.cr', 'docuniverse.co.cr'],
  CO: ['www.docuniverse.com.co', 'docuniverse.com.co'],
  PE: ['www.docuniverse.com.pe', 'docuniverse.com.pe'],
  BR: ['www.universomedico.com.br', 'universomedico.com.br'],
};

/** The Brazil-domain development host whose traffic is measured in Peru's container (spec section 9). */
export const PERU_SHARED_DEV_HOST = 'dev.universomedico.com.br';

export function analyticsContainerForHost(host: string | null | undefined): string {
  if (!host) return DEFAULT_ANALYTICS_CONTAINER;
  const name = normalizeHost(host);
  if (name === PERU_SHARED_DEV_HOST) return COUNTRIES.PE.analyticsContainer;
  for (const country of Object.values(COUNTRIES)) {
    if (PRODUCTION_HOSTS[country.code].includes(name)) return country.analyticsContainer;
  }
  // localhost, *.localhost, 127.0.0.1 and every unknown host.
  return DEFAULT_ANALYTICS_CONTAINER;
}

/** The consent manager's domain-script key: the test script outside production. */
export function consentScriptKey(country: Pick<Country, 'consentKey'>, production: boolean): string | null {
  if (!country.consentKey) return null;
  return production ? country.consentKey : `${country.consentKey}-test`;
}
