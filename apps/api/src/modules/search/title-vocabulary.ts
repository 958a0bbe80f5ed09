// "Did you mean" against the words of the visible titles, compared in memory. The words are read once
// per country and audience and cached with the search pages (dropped on a catalogue change), so a
// search that finds nothing no longer splits every title in SQL: that scan took 118–404 ms on the
// 10,000-item bench while the full-text query took 2–16 ms.
//
// Similarity is pg_trgm's (the title index uses it for similar titles): each word padded with two
// spaces in front and one behind, its distinct three-letter pieces, shared / (all of both).

/** A title word with the pieces it is compared by. */
interface VocabularyWord {
  /** Lower case, accents kept: what the suggestion shows. */
  word: string;
  trigrams: ReadonlySet<string>;
}

export interface TitleVocabulary {
  words: readonly VocabularyWord[];
}

/** Lower case without accents (á → a, ç → c): what both sides are compared as. */
export function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** pg_trgm's trigrams of one word (letters and digits only; other characters split words there). */
export function trigramsOf(word: string): Set<string> {
  const pieces = new Set<string>();
  for (const part of plain(word).split(/[^\p{L}\p{N}]+/u)) {
    if (!part) continue;
    const padded = `  ${part} `;
    for (let i = 0; i + 3 <= padded.length; i++) pieces.add(padded.slice(i, i + 3));
  }
  return pieces;
}

/** pg_trgm's similarity of two trigram sets (0 when either is empty). */
export function trigramSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const piece of a) if (b.has(piece)) shared++;
  return shared / (a.size + b.size - shared);
}

export function vocabularyOf(words: Iterable<string>): TitleVocabulary {
  return { words: [...new Set(words)].map((word) => ({ word, trigrams: trigramsOf(word) })) };
}

/** The vocabulary word closest to `asked` (ties: the alphabetically first), with its score. */
export function closestWord(
  vocabulary: TitleVocabulary,
  asked: string,
): { closest: string | null; score: number } {
  const pieces = trigramsOf(asked);
  let closest: string | null = null;
  let score = 0;
  for (const candidate of vocabulary.words) {
    const similarity = trigramSimilarity(pieces, candidate.trigrams);
    if (similarity > score || (similarity === score && closest !== null && candidate.word < closest)) {
      closest = candidate.word;
      score = similarity;
    }
  }
  return { closest, score };
}
