// Server-side only ('@portal/countries/locations'): the city data is large, so the web's
// initial bundle never imports this file and loads a state's cities on demand.
import { getCities, getStates, type StateCode } from '@brazilian-utils/brazilian-utils';

export type BrazilStateCode = StateCode;

export interface BrazilState {
  code: BrazilStateCode;
  name: string;
}

/** Brazil's 27 federative units, in the package's order (by name: Acre .. Tocantins). */
export const BRAZIL_STATES: readonly BrazilState[] = getStates().map(({ code, name }) => ({ code, name }));

const STATE_CODES: ReadonlySet<string> = new Set(BRAZIL_STATES.map((state) => state.code));

export function isBrazilStateCode(value: unknown): value is BrazilStateCode {
  return typeof value === 'string' && STATE_CODES.has(value);
}

/** City names of a state ('SP'); [] for anything that is not an upper-case state code. */
export function citiesOfState(uf: string): string[] {
  // getCities() without a state returns every city, so guard before calling it.
  return isBrazilStateCode(uf) ? getCities(uf) : [];
}
