// Turns ts_headline output into HTML whose only tags are <mark>: the database brackets matches with
// two control characters, everything else is decoded from stored HTML entities and escaped again.
import { decodeHtmlEntities, escapeHtml } from '@portal/contracts';

/** Passed to ts_headline as StartSel/StopSel; stripped from the source text beforehand. */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

/** ts_headline text (matches between MARK_START/MARK_END) -> safe HTML with <mark> only. */
export function headlineToHtml(headline: string): string {
  const text = decodeHtmlEntities(headline).replace(/\s+/g, ' ').trim();
  let html = '';
  let plain = '';
  let open = false;
  const flush = () => {
    html += escapeHtml(plain);
    plain = '';
  };
  for (const char of text) {
    if (char === MARK_START || char === MARK_END) {
      flush();
      const opening = char === MARK_START;
      if (opening !== open) html += opening ? '<mark>' : '</mark>';
      open = opening;
    } else if (char.charCodeAt(0) >= 0x20) {
      plain += char;
    }
  }
  flush();
  return open ? `${html}</mark>` : html;
}

/**
 * The words a reader sees, for comparing a snippet with its source: entities decoded, markers and
 * punctuation gone (ts_headline ends a passage at a word, leaving out the full stop after it).
 */
function visibleWords(text: string): string {
  return decodeHtmlEntities(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How many characters of the source's start or end must show for the snippet to be uncut there. */
const EDGE_CHECK = 24;

/**
 * A snippet as HTML with an ellipsis where it cuts its source: ts_headline cuts at word boundaries, but
 * a passage from the middle of a text must say so. `sourceStart`/`sourceEnd` are the source's first and
 * last characters.
 */
export function snippetToHtml(headline: string, sourceStart: string, sourceEnd: string): string {
  const html = headlineToHtml(headline);
  if (!html) return html;
  const shown = visibleWords(headline);
  const start = visibleWords(sourceStart).slice(0, EDGE_CHECK);
  const end = visibleWords(sourceEnd).slice(-EDGE_CHECK);
  const cutStart = !shown.startsWith(start);
  const cutEnd = !shown.endsWith(end);
  return `${cutStart ? '… ' : ''}${html}${cutEnd ? ' …' : ''}`;
}

/** Lower case without accents, as the database's portal_unaccent(lower(...)). */
export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity() of two single words. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  const union = ta.size + tb.size - shared;
  return union === 0 ? 0 : shared / union;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Title of a hit found by trigram similarity (a typo, so full text marked nothing): marks the title
 * words that look like a word of the query.
 */
export function markSimilarWords(title: string, query: string, threshold = 0.4): string {
  const queryWords = (query.match(WORD) ?? []).map(normalizeWord).filter((w) => w.length >= 3);
  let html = '';
  let last = 0;
  for (const match of title.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    html += escapeHtml(title.slice(last, start));
    const normalized = normalizeWord(word);
    const similar =
      normalized.length >= 3 && queryWords.some((q) => trigramSimilarity(q, normalized) >= threshold);
    html += similar ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word);
    last = start + word.length;
  }
  return html + escapeHtml(title.slice(last));
}
