// <html lang>, <title> and the per-country <meta> tags, kept in step with the country and the route.

import { isNoIndexPath, NO_INDEX_ROBOTS } from '@portal/contracts/robots';
import { useEffect, useRef } from 'react';
import { config } from './config.ts';
import { getCountry } from './country.ts';
import { setJsonBlock } from './trusted-types.ts';

/** Creates, updates or (with null) removes `<meta name=...>`. */
export function setMeta(name: string, content: string | null): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

export function formatTitle(brandLabel: string, pageTitle: string): string {
  return pageTitle ? `${brandLabel} | ${pageTitle}` : brandLabel;
}

/** Page-wide settings that depend only on the country: language and site verification. */
export function applyCountryHead(): void {
  const country = getCountry();
  document.documentElement.lang = country.pageLanguage;
  setMeta('google-site-verification', country.siteVerificationKey);
}

/** Sets "{brand label} | {page title}" while the calling page is shown. */
export function usePageTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = formatTitle(config.brandLabel, pageTitle);
  }, [pageTitle]);
}

/** The tags the server put in the first page's head for search engines and link previews. */
const SERVER_HEAD = '[data-page-head]';

/**
 * robots noindex on the pages kept out of search engines, removed again everywhere else; and the server's
 * head of the first page (canonical, Open Graph, JSON-LD) dropped once the visitor navigates away from it.
 */
export function useRobotsForPath(pathname: string): void {
  const firstPath = useRef(pathname);
  useEffect(() => {
    setMeta('robots', isNoIndexPath(pathname) ? NO_INDEX_ROBOTS : null);
    if (pathname !== firstPath.current)
      for (const tag of document.head.querySelectorAll(SERVER_HEAD)) tag.remove();
  }, [pathname]);
}

/**
 * A structured-data block (`<script type="application/ld+json">`) in the head while the page is shown.
 * Built here rather than in JSX: React creates script elements through innerHTML, a Trusted Types sink.
 */
export function useJsonLd(json: string): void {
  useEffect(() => {
    // The server's copy of the same block (the first page's head) gives way to the page's own.
    for (const served of document.head.querySelectorAll(`script[type="application/ld+json"]${SERVER_HEAD}`))
      served.remove();
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    setJsonBlock(script, json);
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
