// The offline page's texts alone, for the service worker (which must not bundle every dictionary).
import type { Lang } from './languages.ts';
import es from './locales/es/push.json' with { type: 'json' };
import esMx from './locales/es-MX/push.json' with { type: 'json' };
import ptBr from './locales/pt-br/push.json' with { type: 'json' };

export const OFFLINE_TEXTS: Record<Lang, typeof ptBr.offline> = {
  'pt-br': ptBr.offline,
  es: es.offline,
  'es-MX': { ...es.offline, ...esMx.offline },
};
