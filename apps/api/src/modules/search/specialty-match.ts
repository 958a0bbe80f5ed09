// "cardiologia" finds the cardiology items even where their text never says the word: a query naming a
// specialty (as the country labels it) also matches the items tagged with that specialty.
import type { Country, Specialty } from '@portal/countries';
import { normalizeWord } from './highlight.ts';

const WORD = /[\p{L}\p{N}]+/gu;
/** Shorter words ("da", "de") name nothing. */
const MIN_WORD = 4;
/** A query word this long may be the start of a label word ("oncolog" → Oncologia). */
const MIN_PREFIX = 6;

function words(text: string): string[] {
  return (text.match(WORD) ?? []).map(normalizeWord).filter((word) => word.length >= MIN_WORD);
}

/** The specialties of the country whose label a word of the query names, accents and case aside. */
export function specialtiesNamedIn(
  country: Pick<Country, 'specialties' | 'specialtyLabels'>,
  query: string,
): Specialty[] {
  const asked = words(query);
  if (asked.length === 0) return [];
  return country.specialties.filter((specialty) =>
    words(country.specialtyLabels[specialty]).some((label) =>
      asked.some((word) => word === label || (word.length >= MIN_PREFIX && label.startsWith(word))),
    ),
  );
}
