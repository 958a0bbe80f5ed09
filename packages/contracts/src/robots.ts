// Portal pages kept out of search engines (spec: the es-co page). The server marks them in the served HTML
// and with an X-Robots-Tag header; the web keeps the meta tag in step while navigating. A subpath of its
// own, so the web's initial bundle takes no schema with it.
export const NO_INDEX_PATHS: readonly string[] = ['/es-co'];

export const NO_INDEX_ROBOTS = 'noindex, nofollow';

/** Whether a page path (no query; a trailing slash and letter case ignored) is one of the no-index pages. */
export function isNoIndexPath(pathname: string): boolean {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  return NO_INDEX_PATHS.includes(path);
}
