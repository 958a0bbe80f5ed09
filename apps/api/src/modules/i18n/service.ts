import { createHash } from 'node:crypto';
import type { Country } from '@portal/countries';
import { type Dictionary, dictionaries, isLang } from '@portal/i18n';

export interface DictionaryAsset {
  body: string;
  etag: string;
}

// Serialised once: the dictionaries are constants of the build.
const ASSETS = new Map<string, DictionaryAsset>(
  Object.entries(dictionaries).map(([lang, dictionary]) => {
    const body = JSON.stringify(dictionary);
    return [lang, { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }];
  }),
);

export function dictionaryAsset(lang: string): DictionaryAsset | undefined {
  return isLang(lang) ? ASSETS.get(lang) : undefined;
}

/**
 * The dictionary of a country's language: the one way server code reads UI texts (cluster labels, the
 * certificate PDF). Fill `{{placeholders}}` with `interpolate` from @portal/i18n.
 */
export function textsOf(country: Pick<Country, 'language'>): Dictionary {
  return dictionaries[country.language];
}
