// Text in HTML, for both apps: escaping for the HTML we build by hand (mail bodies, highlights, article
// lines) and decoding of the entities such HTML, or sanitised HTML, holds. The one copy, so the API and
// the web agree on every entity (`&nbsp;` is U+00A0, a no-break space, on both sides).

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text -> HTML that shows it as typed, safe in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const MAX_CODE_POINT = 0x10ffff;

/**
 * Decodes the named entities an escaper or a sanitiser writes (amp, lt, gt, quot, apos, nbsp; any case)
 * and numeric references (`&#39;`, `&#x27;`) in a single pass, so `&amp;lt;` becomes `&lt;`, never `<`.
 * Unknown names and invalid code points stay as written.
 */
export function decodeHtmlEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      const surrogate = code >= 0xd800 && code <= 0xdfff;
      return code > 0 && code <= MAX_CODE_POINT && !surrogate ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}
