/** Text as the search compares it: no accents, lower case, single spaces (as the API stores it). */
export function docfinderSearchText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
