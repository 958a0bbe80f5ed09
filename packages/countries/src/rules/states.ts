// States as data (issue 17 item 2, decision 010): each country's ISO 3166-2 subdivisions, shown in the
// country's language and stored as codes. Its own entry point ('@portal/countries/states'): the API and
// the forms that ask for a state import it, the landing never does.
import { SUBDIVISION_CORRECTIONS } from '../subdivisions/corrections.ts';
import { ISO_SUBDIVISIONS, type IsoSubdivision } from '../subdivisions/iso-data.ts';
import type { Country } from '../types.ts';

type StateCountry = Pick<Country<string>, 'code' | 'language' | 'stateValue'>;

export interface StateOption {
  /** What is stored and sent: the ISO code ('MX-JAL'), or Brazil's UF ('SP'). */
  value: string;
  /** ISO 3166-2 code. */
  code: string;
  /** Name in the country's language. */
  name: string;
  /** Other spellings that find it (corrections.ts). */
  aliases: readonly string[];
}

/** Text as the matching compares it: no accents, lower case, words only ('Jal.' -> 'jal'). */
export function stateMatchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function subdivisionsOf(code: string): readonly IsoSubdivision[] {
  return (ISO_SUBDIVISIONS as Readonly<Record<string, readonly IsoSubdivision[]>>)[code] ?? [];
}

const cache = new Map<string, readonly StateOption[]>();

/** The country's states, by name in its language; [] for a country without subdivision data. */
export function statesOf(country: StateCountry): readonly StateOption[] {
  const cached = cache.get(country.code);
  if (cached) return cached;
  const collator = new Intl.Collator(country.language, { sensitivity: 'base' });
  const options = subdivisionsOf(country.code)
    .map(({ code, name }): StateOption => {
      const correction = SUBDIVISION_CORRECTIONS[code];
      const shown = correction?.name ?? name;
      const aliases = [...(correction?.aliases ?? []), ...(shown === name ? [] : [name])];
      const value = country.stateValue === 'local-code' ? code.slice(code.indexOf('-') + 1) : code;
      return { value, code, name: shown, aliases: [...new Set(aliases)] };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(country.code, options);
  return options;
}

export function stateOf(country: StateCountry, value: string | null | undefined): StateOption | undefined {
  return value ? statesOf(country).find((state) => state.value === value) : undefined;
}

/** Whether `value` is a state of the country as stored ('MX-JAL'; Brazil 'SP'). */
export function isStateOf(country: StateCountry, value: unknown): value is string {
  return typeof value === 'string' && stateOf(country, value) !== undefined;
}

/** What to print for a stored state: its name, or the text itself when it is not a code (typed before). */
export function stateDisplay(country: StateCountry, value: string): string {
  return stateOf(country, value)?.name ?? value;
}

/**
 * Every text that names a state, as match keys, with the states it names: the name, the aliases, the
 * ISO code ('mx jal') and its part after the hyphen ('jal') when that has two characters or more (a
 * single letter typed alone, like Argentina's 'B', is too likely to mean something else).
 */
export function stateMatchKeys(country: StateCountry): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  const add = (text: string, value: string) => {
    const key = stateMatchKey(text);
    if (!key) return;
    const values = keys.get(key) ?? new Set<string>();
    values.add(value);
    keys.set(key, values);
  };
  for (const state of statesOf(country)) {
    const suffix = state.code.slice(state.code.indexOf('-') + 1);
    for (const text of [state.name, ...state.aliases, state.code]) add(text, state.value);
    if (suffix.length >= 2) add(suffix, state.value);
  }
  return keys;
}

/** The state a free text names, when it names exactly one ('jalisco', 'JAL.', 'Nuevo Leon'); else undefined. */
export function matchState(country: StateCountry, text: string): string | undefined {
  const values = stateMatchKeys(country).get(stateMatchKey(text));
  return values && values.size === 1 ? [...values][0] : undefined;
}

/** Whether a state's name or one of its spellings contains the typed text (the select's filter). */
export function stateMatches(state: StateOption, typed: string): boolean {
  const wanted = stateMatchKey(typed);
  if (!wanted) return true;
  return [state.name, ...state.aliases, state.code].some((text) => stateMatchKey(text).includes(wanted));
}

/**
 * How an address line writes the state: as stored where that is how the country writes it (Brazil's
 * 'São Paulo - SP'), else the name ('Guadalajara - Jalisco'); a text saved before states were codes as is.
 */
export function stateInAddress(country: StateCountry, value: string): string {
  const state = stateOf(country, value);
  if (!state) return value;
  return country.stateValue === 'local-code' ? state.value : state.name;
}
