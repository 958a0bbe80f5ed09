// The console's texts: a typed lookup into the bundled pt-BR/es dictionaries (@portal/i18n/admin), with
// {{name}} interpolation. The portal's i18next instance (typed to the portal's dictionary) is not used.
import { ADMIN_LANGS, type AdminDictionary, type AdminLang, adminDictionaries } from '@portal/i18n/admin';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
export type AdminKey = Paths<AdminDictionary>;
export type Translate = (key: AdminKey, values?: Record<string, string | number>) => string;

const LANG_KEY = 'portal.admin.lang';

function initialLang(): AdminLang {
  const stored = localStorage.getItem(LANG_KEY);
  if (stored && (ADMIN_LANGS as readonly string[]).includes(stored)) return stored as AdminLang;
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'pt-br';
}

export function translate(
  lang: AdminLang,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = adminDictionaries[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));
}

interface I18nValue {
  lang: AdminLang;
  setLang(lang: AdminLang): void;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<AdminLang>(initialLang);
  const setLang = useCallback((next: AdminLang) => {
    localStorage.setItem(LANG_KEY, next);
    document.documentElement.lang = next === 'es' ? 'es' : 'pt-BR';
    setLangState(next);
  }, []);
  const t = useCallback<Translate>((key, values) => translate(lang, key, values), [lang]);
  const value = useMemo(() => ({ lang, setLang, t }), [lang, setLang, t]);
  document.documentElement.lang = lang === 'es' ? 'es' : 'pt-BR';
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

/** Dates as the console's language writes them. */
export function formatDateTime(lang: AdminLang, iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(lang === 'es' ? 'es' : 'pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}
