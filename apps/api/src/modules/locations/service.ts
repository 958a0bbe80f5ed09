import type { BrazilState, City } from '@portal/contracts';
import { BRAZIL_STATES, citiesOfState } from '@portal/countries/locations';

export function listBrazilStates(): BrazilState[] {
  return [...BRAZIL_STATES];
}

/** Cities of a state, by any-case two-letter code; [] for an unknown state. */
export function listCities(uf: string): City[] {
  return citiesOfState(uf.toUpperCase()).map((name) => ({ name }));
}
