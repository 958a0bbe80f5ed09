import type { ContentLanguage, Country } from '../types.ts';

/** The PostgreSQL text-search configuration of each content language (created by the migrations). */
export const TEXT_SEARCH_CONFIGS = { pt: 'portal_pt', es: 'portal_es' } as const satisfies Record<
  ContentLanguage,
  string
>;
export type TextSearchConfig = (typeof TEXT_SEARCH_CONFIGS)[ContentLanguage];

/** Searches run in the language of the content the country reads. */
export function textSearchConfig(country: Pick<Country<string>, 'contentLanguage'>): TextSearchConfig {
  return TEXT_SEARCH_CONFIGS[country.contentLanguage];
}
