import { createHash } from 'node:crypto';
import { dictionaries, isLang } from '@portal/i18n';

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
