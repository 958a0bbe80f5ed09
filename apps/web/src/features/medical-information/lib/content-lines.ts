// The article request's `content` (spec call 16): one HTML line per field, the user's text escaped so the
// medical team's tools never render user HTML.
import { decodeHtmlEntities, escapeHtml } from '@portal/contracts/html-text';

export { escapeHtml };

export interface ArticleLine {
  label: string;
  value: string;
}

/** `<p>Label: value</p>` per line, in the given order (magazine, title, author, year); empty values kept. */
export function buildContentLines(lines: ArticleLine[]): string {
  return lines.map(({ label, value }) => `<p>${escapeHtml(label)}: ${escapeHtml(value.trim())}</p>`).join('');
}

/** Stored requests come back escaped: decoded for display as React text (React escapes it again). */
export const escapedToText = decodeHtmlEntities;
