// The head of a public page as the server sends it: title, description, canonical address, the same page
// in the other countries (hreflang), Open Graph and Twitter tags for link previews (WhatsApp reads only
// these) and JSON-LD. Every tag carries `data-page-head`, so the web can drop them once the
// visitor navigates elsewhere. Pure: the values come in, escaped HTML goes out.
import { escapeHtml } from '@portal/contracts/html-text';

export interface PageHead {
  /** The whole title, brand prefix included. */
  title: string;
  description: string;
  /** Absolute URL of this page on its country's host. */
  canonical: string;
  /** The same page on the other countries' hosts: hreflang (pt-BR, es-MX, ...) and absolute URL. */
  alternates: readonly { hreflang: string; href: string }[];
  /** Open Graph locale (pt_BR, es_MX) and the site's name (the country's app). */
  locale: string;
  siteName: string;
  /** Absolute URL of the preview image. */
  image: string;
  ogType: 'website' | 'profile';
  /** A JSON-LD text already safe inside a script element, or null. */
  jsonLd: string | null;
}

const MARK = 'data-page-head';

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${MARK}>`;
}

/** The tags of `head`, in the order crawlers expect them (the title is set apart, see applyHead). */
export function headTags(head: PageHead): string {
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" ${MARK}>`,
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" ${MARK}>`,
    ),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', head.locale),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.jsonLd) tags.push(`<script type="application/ld+json" ${MARK}>${head.jsonLd}</script>`);
  return tags.join('');
}
