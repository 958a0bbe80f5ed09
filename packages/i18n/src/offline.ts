// The offline page's texts alone, for the service worker (which must not bundle every dictionary).
import type { Lang } from './languages.ts';
import { push as es } from './locales/es/push.ts';
import { pushOverrides as esMx } from './locales/es-MX/push.ts';
import { push as ptBr } from './locales/pt-br/push.ts';

export const OFFLINE_TEXTS: Record<Lang, typeof ptBr.offline> = {
  'pt-br': ptBr.offline,
  es: es.offline,
  'es-MX': { ...es.offline, ...esMx.offline },
};
