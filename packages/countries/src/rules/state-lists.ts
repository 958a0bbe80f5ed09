// Which countries pick their state and city from lists (the lists themselves are server-side data in
// ../locations.ts, loaded by the web on demand).

/**
 * Whether a country's states and cities come from lists: Brazil's 27 UFs and their municipalities.
 * Elsewhere they are typed until every country has its subdivisions as data (issue 17, item 2).
 */
export function listsStatesAndCities(country: { code: string }): boolean {
  return country.code === 'BR';
}
