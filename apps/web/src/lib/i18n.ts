// i18next with a small backend that fetches the country's dictionary from the server (never bundled).
import type { Dictionary, Lang } from '@portal/i18n';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { api } from './api-client.ts';
import { config } from './config.ts';
import { getCountry } from './country.ts';

const LANGS: readonly Lang[] = ['pt-br', 'es', 'es-MX'];

/** i18next normalises 'pt-br' to 'pt-BR'; map any casing back to the served file name. */
export function dictionaryFile(language: string): string | null {
  const lang = LANGS.find((candidate) => candidate.toLowerCase() === language.toLowerCase());
  return lang ? `/assets/i18n/${lang}.json` : null;
}

const serverBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const file = dictionaryFile(language);
    if (!file) {
      callback(new Error(`No dictionary for language '${language}'`), false);
      return;
    }
    api.get<Dictionary>(file).then(
      (dictionary) => callback(null, dictionary),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/** Loads the country's dictionary; resolves once texts can be rendered. */
export async function initI18n(): Promise<typeof i18next> {
  const country = getCountry();
  await i18next
    .use(serverBackend)
    .use(initReactI18next)
    .init({
      lng: country.language,
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      returnNull: false,
      interpolation: {
        // React escapes what it renders.
        escapeValue: false,
        defaultVariables: { appName: country.appName, brand: config.brandLabel, countryName: country.name },
      },
      react: { useSuspense: false },
    });
  return i18next;
}
