// The desk's answers are rich text written in the console: only a small allowlist of tags survives
// (paragraphs, emphasis, lists, links), on write and again on read, so nothing stored can carry script.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'blockquote', 'div'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['https', 'mailto'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The editor writes <b>/<i>/<div> (contenteditable); they are stored as their semantic tags.
    b: 'strong',
    i: 'em',
    div: 'p',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren?.length,
};

export function sanitizeAnswerHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** The answer as plain text (the mail's text part): tags out, entities decoded by the caller. */
export function answerText(html: string): string {
  return sanitize(html.replace(/<\/(p|li|blockquote)>|<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
