// The dictionary languages, apart from the dictionaries themselves: @portal/countries and the web read
// this list without bundling every text. A new language is a folder under locales/ plus an entry here.
export const LANGUAGES = ['pt-br', 'es', 'es-MX'] as const;
export type Lang = (typeof LANGUAGES)[number];

export function isLang(value: string): value is Lang {
  return (LANGUAGES as readonly string[]).includes(value);
}
