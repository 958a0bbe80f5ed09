// Text as the screening reads it: HTML entities decoded, accents removed, case folded, split into word
// tokens and punctuation tokens (sentence and clause breaks matter: negation and "if" stop at them).
import { decodeHtmlEntities } from '@portal/contracts';

export const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Sentence ends; a clause also ends at `,` `:` and the parentheses. */
export const SENTENCE_BREAKS = new Set(['.', '?', '!', ';', '\n']);
export const CLAUSE_BREAKS = new Set([...SENTENCE_BREAKS, ',', ':', '(', ')']);

export function tokenize(text: string): string[] {
  const folded = fold(decodeHtmlEntities(text))
    // "¿" and "¡" open a sentence in Spanish; a line break ends one.
    .replace(/[¿¡]/g, ' ')
    // A decimal point or comma inside a number is not a break ("2,5 mg").
    .replace(/(\d)[.,](\d)/g, '$1$2');
  return (folded.match(/[a-z0-9]+|[.?!;,:()\n]/g) ?? []).filter((token) => !INTENSIFIERS.has(token));
}

/** Words that only intensify ("muito roxo", "ojo muy rojo"): dropped so phrases match through them. */
const INTENSIFIERS = new Set([
  'muito',
  'muita',
  'muy',
  'mucho',
  'mucha',
  'bastante',
  'bem',
  'super',
  'tao',
  'tan',
  'demasiado',
  'extremamente',
  'sumamente',
  'bien',
]);

export const isWord = (token: string) => /^[a-z0-9]/.test(token);

/** Damerau–Levenshtein (optimal string alignment) distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}
