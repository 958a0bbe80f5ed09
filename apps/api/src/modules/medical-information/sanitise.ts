// The request text as stored: escaped, inert text lines. The web sends article content as escaped HTML
// lines, but nothing from the client is trusted: markup is reduced to line breaks, then all is escaped.
import { decodeHtmlEntities, escapeHtml } from '@portal/contracts';

/** Line tags (<p>, </p>, <br>, <div>) become new lines; the text is then escaped as a whole. */
export function toEscapedText(value: string): string {
  const lines = value
    .replace(/<\s*br\s*\/?\s*>/gi, '\n')
    .replace(/<\s*\/?\s*(p|div)\s*>/gi, '\n')
    .split('\n')
    .map((line) => decodeHtmlEntities(line).trim())
    .filter((line) => line.length > 0);
  return escapeHtml(lines.join('\n'));
}
