// Public pages whose address follows the country's content language (Brazil Portuguese, the others
// Spanish). The web routes every alias and links to the country's own; the API mails the reset link.
import type { ContentLanguage, Country } from '../types.ts';

export const LOCALIZED_PAGE_PATHS = {
  terms: { pt: '/termos-de-uso', es: '/condiciones-de-uso' },
  privacy: { pt: '/politica-de-privacidade', es: '/politica-de-privacidad' },
  forgotPassword: { pt: '/esqueci-senha', es: '/olvide-contrasena' },
  resetPassword: { pt: '/redefinir-senha', es: '/restablecer-contrasena' },
} as const satisfies Record<string, Record<ContentLanguage, string>>;

export type LocalizedPage = keyof typeof LOCALIZED_PAGE_PATHS;

/** The address of `page` in the country's content language. */
export function localizedPagePath(country: Pick<Country, 'contentLanguage'>, page: LocalizedPage): string {
  return LOCALIZED_PAGE_PATHS[page][country.contentLanguage];
}
