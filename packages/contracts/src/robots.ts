// Which portal pages search engines may index: the public pages a visitor reaches without an account
// (the landing, sign-in and registration, the legal pages, the doctor-finder and its profiles). Everything
// else — every signed-in route, the token links for professionals, password and certificate pages, and
// the privately shared es-co page (spec) — is kept out: the server marks it in the served HTML and with an
// X-Robots-Tag header, and the web keeps the meta tag in step while navigating. A subpath of its own, so
// the web's initial bundle takes no schema with it.
import { LOCALIZED_PAGE_PATHS } from '@portal/countries';

/** Public pages kept out of search engines all the same (spec: the es-co page). */
export const NO_INDEX_PATHS: readonly string[] = ['/es-co'];

export const NO_INDEX_ROBOTS = 'noindex, nofollow';

/** The public pages a search engine may index, by name. */
export type IndexablePage =
  | 'landing'
  | 'signIn'
  | 'register'
  | 'terms'
  | 'privacy'
  | 'imprint'
  | 'doctorFinder';

/** Each indexable page's address per content language (the same where the page has one address). */
export const INDEXABLE_PAGE_PATHS: Record<IndexablePage, { pt: string; es: string }> = {
  landing: { pt: '/', es: '/' },
  signIn: { pt: '/signin', es: '/signin' },
  register: { pt: '/cadastro', es: '/cadastro' },
  terms: LOCALIZED_PAGE_PATHS.terms,
  privacy: LOCALIZED_PAGE_PATHS.privacy,
  imprint: { pt: '/imprint', es: '/imprint' },
  doctorFinder: { pt: '/buscador-medico', es: '/buscador-medico' },
};

/** The doctor-finder's public profile of a listed physician: `/buscador-medico/{slug}`. */
export const DOCTOR_FINDER_PROFILE_PREFIX = '/buscador-medico/';

export type IndexableMatch = { kind: 'page'; page: IndexablePage } | { kind: 'profile'; slug: string };

/** A page path without its trailing slash, in lower case (the router matches either way). */
function normalise(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

/** What indexable page `pathname` (no query) is, or null for every page kept out of search engines. */
export function indexablePage(pathname: string): IndexableMatch | null {
  const path = normalise(pathname);
  for (const [page, paths] of Object.entries(INDEXABLE_PAGE_PATHS) as [
    IndexablePage,
    { pt: string; es: string },
  ][]) {
    if (path === paths.pt.toLowerCase() || path === paths.es.toLowerCase()) return { kind: 'page', page };
  }
  if (path.startsWith(DOCTOR_FINDER_PROFILE_PREFIX)) {
    const slug = pathname.replace(/\/+$/, '').slice(DOCTOR_FINDER_PROFILE_PREFIX.length);
    if (/^[a-z0-9-]{1,200}$/i.test(slug)) return { kind: 'profile', slug };
  }
  return null;
}

/** Whether a page path (no query; a trailing slash and letter case ignored) is kept out of search engines. */
export function isNoIndexPath(pathname: string): boolean {
  return NO_INDEX_PATHS.includes(normalise(pathname)) || indexablePage(pathname) === null;
}
