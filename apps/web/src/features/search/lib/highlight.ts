// Search highlights arrive as HTML whose only tags should be <mark>. They are never injected: this
// parser turns them into plain text segments (entities decoded) flagged as marked or not, so React
// renders every character as text. Any other tag is dropped, keeping its text inert.
import { decodeHtmlEntities } from '@portal/contracts/html-text';

export interface HighlightSegment {
  text: string;
  marked: boolean;
}

/** Decodes the entities of the highlight HTML (the one decoder both apps share). */
export const decodeEntities = decodeHtmlEntities;

// A tag-like token: <mark>, </mark>, or any other element tag (dropped). Comments are dropped too.
const TAG = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:\s[^<>]*)?\/?>/g;

/** Splits highlight HTML into text segments; adjacent segments with the same flag are merged. */
export function parseHighlight(html: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let depth = 0;
  let last = 0;
  const push = (raw: string) => {
    if (!raw) return;
    const text = decodeEntities(raw);
    const marked = depth > 0;
    const previous = segments.at(-1);
    if (previous && previous.marked === marked) previous.text += text;
    else segments.push({ text, marked });
  };
  for (const match of html.matchAll(TAG)) {
    push(html.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[1]?.toLowerCase() !== 'mark') continue;
    if (match[0].startsWith('</')) depth = Math.max(0, depth - 1);
    else if (!match[0].endsWith('/>')) depth += 1;
  }
  push(html.slice(last));
  return segments;
}

/** The highlight's plain text, e.g. for an accessible name or a title attribute. */
export function highlightText(html: string): string {
  return parseHighlight(html)
    .map((segment) => segment.text)
    .join('');
}
