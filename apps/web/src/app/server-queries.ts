// What the server renders of the portal and with which answers: the public pages (issue 38), and for
// the doctor-finder's search and profiles and the certificate check, the queries those screens make,
// under the same keys, so the cache the page hydrates with already holds them. The server fetches each
// `url` itself (same origin) and gives the JSON back to the render.
import { type Country, listsStatesAndCities } from '@portal/countries';
import { matchPath } from 'react-router';
import { docfinderKeys, type SearchParams } from '#features/doctor-finder/api/docfinder.ts';
import { trainingKeys } from '#features/training/api/query-keys.ts';
import { paths } from '#lib/paths.ts';

export interface ServerQuery {
  key: readonly unknown[];
  /** A same-origin GET answered with JSON. */
  url: string;
  /** A page of an infinite query (the search's first page). */
  infinite?: boolean;
}

/** The public pages the server renders; every other route is the client-rendered SPA. */
const RENDERED_PATHS: readonly string[] = [
  '/',
  paths.signIn.path,
  paths.register.path,
  ...paths.terms.paths,
  ...paths.privacy.paths,
  paths.imprint.path,
  paths.doctorFinderLanding.path,
  paths.doctorFinderProfile.path,
  paths.training.verifyCertificateForm.path,
  paths.training.verifyCertificate.path,
  paths.publicContent.path,
];

export function isServerRendered(pathname: string): boolean {
  return RENDERED_PATHS.some((path) => matchPath({ path, caseSensitive: false }, pathname) !== null);
}

const FILTERS = ['specialty', 'state', 'city', 'name'] as const;

function searchQuery(params: URLSearchParams): { key: SearchParams; query: URLSearchParams } {
  const key: SearchParams = {};
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name)?.trim();
    if (value) {
      key[name] = value;
      query.set(name, value);
    }
  }
  query.set('page', '1');
  return { key, query };
}

/** The queries the page at `pathname` makes on its first render, for the server to answer. */
export function serverQueries(
  pathname: string,
  search: string,
  country: Country,
  docfinderApiUrl: string,
): ServerQuery[] {
  // The doctor-finder's API may live elsewhere (DOCFINDER_API_URL): then the browser asks it.
  const docfinder = docfinderApiUrl.startsWith('/') ? docfinderApiUrl.replace(/\/+$/, '') : null;
  const profile = matchPath({ path: paths.doctorFinderProfile.path, caseSensitive: false }, pathname);
  if (profile?.params.id && docfinder) {
    const slug = profile.params.id;
    return [
      {
        key: docfinderKeys.physician(slug),
        url: `${docfinder}/public/physicians/${encodeURIComponent(slug)}`,
      },
    ];
  }
  if (matchPath({ path: paths.doctorFinderLanding.path, caseSensitive: false }, pathname)) {
    const queries: ServerQuery[] = [];
    if (docfinder) {
      const { key, query } = searchQuery(new URLSearchParams(search));
      queries.push({
        key: docfinderKeys.search(key),
        url: `${docfinder}/public/search?${query}`,
        infinite: true,
      });
    }
    if (listsStatesAndCities(country))
      queries.push({ key: docfinderKeys.states(), url: '/api/public/locations/states' });
    return queries;
  }
  const certificate = matchPath(
    { path: paths.training.verifyCertificate.path, caseSensitive: false },
    pathname,
  );
  if (certificate?.params.code) {
    const code = certificate.params.code;
    return [
      {
        key: trainingKeys.verification(code),
        url: `/api/public/certificates/${encodeURIComponent(code)}`,
      },
    ];
  }
  return [];
}
