// The operator console's dictionaries (docs/decisions/011): pt-BR and es, bundled with the console only
// (`@portal/i18n/admin`), so the portal's dictionaries do not grow. es-MX staff read es. The texts are
// data, one JSON file a language; pt-BR is the base whose shape types es.
import type { DeepString } from '../merge.ts';
import adminEs from './es.json' with { type: 'json' };
import adminPtBr from './pt-br.json' with { type: 'json' };

export type AdminDictionary = DeepString<typeof adminPtBr>;
export type AdminLang = 'pt-br' | 'es';
export const ADMIN_LANGS: readonly AdminLang[] = ['pt-br', 'es'];

export const adminDictionaries: Record<AdminLang, AdminDictionary> = { 'pt-br': adminPtBr, es: adminEs };
