// The one HTML allowlist for authored content (bodies, synopses, product descriptions). Applied when
// content is written (packages/db's content store receives it) and again when it is served, so rows
// written by other paths cannot carry script.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'img',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https'] },
  // `//host/x` would escape the https-or-same-origin rule for images.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

/** Returns HTML holding only allowlisted tags and attributes; null stays null. */
export function sanitizeContentHtml(html: string): string;
export function sanitizeContentHtml(html: string | null | undefined): string | null;
export function sanitizeContentHtml(html: string | null | undefined): string | null {
  if (html == null) return null;
  return sanitize(html, OPTIONS);
}
