// Which countries pick their city from a list (the lists themselves are server-side data in
// ../locations.ts, loaded by the web on demand). Every country picks its state from a list
// (./states.ts); cities are listed for Brazil only.

/** Whether a country's cities come from lists: Brazil's municipalities, by UF. */
export function listsStatesAndCities(country: { code: string }): boolean {
  return country.code === 'BR';
}
