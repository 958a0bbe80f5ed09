// The article request's `content` (spec call 16): one HTML line per field, the user's text escaped so the
// medical team's tools never render user HTML.
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export interface ArticleLine {
  label: string;
  value: string;
}

/** `<p>Label: value</p>` per line, in the given order (magazine, title, author, year); empty values kept. */
export function buildContentLines(lines: ArticleLine[]): string {
  return lines.map(({ label, value }) => `<p>${escapeHtml(label)}: ${escapeHtml(value.trim())}</p>`).join('');
}

const DECODE: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Stored requests come back escaped: decoded for display as React text (React escapes it again). */
export function escapedToText(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => DECODE[entity] ?? entity);
}
