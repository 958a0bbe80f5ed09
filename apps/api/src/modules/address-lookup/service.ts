// Brazil's address look-up by CEP for the doctor-finder's practice form. An adapter (AddressLookup) in
// front of a public service we cannot run ourselves; the real one speaks ViaCEP's protocol (viacep.ts).
// Without a configured service, or when it does not answer in time, the answer is 'unavailable' and the
// physician types the address: the look-up only ever saves typing, it never blocks the form.
import type { PostalCodeLookupResponse } from '@portal/contracts';
import { citiesOfState, isBrazilStateCode } from '@portal/countries/locations';

/** What an address service found for a CEP (its own words), or why not. */
export type RawLookup =
  | { status: 'found'; street: string; district: string; city: string; uf: string }
  | { status: 'not-found' }
  | { status: 'unavailable' };

export interface AddressLookup {
  /** `cep` is eight digits. Never throws: a failure is 'unavailable'. */
  lookUp(cep: string): Promise<RawLookup>;
}

/** Used when CEP_LOOKUP_URL is unset. */
export const manualEntryOnly: AddressLookup = {
  lookUp: async () => ({ status: 'unavailable' }),
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The service's answer in the portal's terms: the UF must be one of the 27, and the city is given as the
 * portal's list of that UF writes it (the form's city field accepts only those), or left empty to choose.
 */
export function toResponse(raw: RawLookup): PostalCodeLookupResponse {
  if (raw.status !== 'found') return raw;
  const uf = raw.uf.trim().toUpperCase();
  if (!isBrazilStateCode(uf)) return { status: 'not-found' };
  const wanted = fold(raw.city);
  const city = citiesOfState(uf).find((name) => fold(name) === wanted) ?? '';
  return { status: 'found', street: raw.street.trim(), district: raw.district.trim(), city, uf };
}

export async function lookUpPostalCode(
  lookup: AddressLookup,
  cep: string,
): Promise<PostalCodeLookupResponse> {
  return toResponse(await lookup.lookUp(cep.replace(/\D/g, '')));
}
