// The pattern language of rules.ts and context.ts, compiled once: a pattern is a list of word slots,
// each a set of words and stems (`stem*`), `#` for a number, `~` for up to two words skipped.
import { editDistance, isWord } from './text.ts';

/** One word of an alternative: a word, a stem (`stem*`) or any number (`#`). */
type Atom = { word: string } | { stem: string } | { number: true };
/** A slot: alternatives, each one word or a phrase written with `_` ("de_la"). */
type Slot = Atom[][];
type Step = Slot | 'gap';
export type Pattern = Step[];

const atom = (text: string): Atom =>
  text === '#' ? { number: true } : text.endsWith('*') ? { stem: text.slice(0, -1) } : { word: text };

export function compile(pattern: string): Pattern {
  return pattern
    .trim()
    .split(/\s+/)
    .map((part): Step => (part === '~' ? 'gap' : part.split('|').map((alt) => alt.split('_').map(atom))));
}

const fits = (a: Atom, token: string | undefined) =>
  token !== undefined &&
  isWord(token) &&
  ('word' in a ? a.word === token : 'stem' in a ? token.startsWith(a.stem) : /^\d/.test(token));

/** End (exclusive) of the pattern matched at `start`, or -1; a match never crosses punctuation. */
export function matchAt(tokens: string[], start: number, pattern: Pattern, step = 0): number {
  if (step === pattern.length) return start;
  const current = pattern[step] as Step;
  if (current === 'gap') {
    for (let skip = 0; skip <= 2; skip++) {
      if (skip > 0 && !isWord(tokens[start + skip - 1] ?? '.')) break;
      const end = matchAt(tokens, start + skip, pattern, step + 1);
      if (end >= 0) return end;
    }
    return -1;
  }
  for (const alternative of current) {
    if (!alternative.every((a, i) => fits(a, tokens[start + i]))) continue;
    const end = matchAt(tokens, start + alternative.length, pattern, step + 1);
    if (end >= 0) return end;
  }
  return -1;
}

export interface Span {
  start: number;
  end: number;
}

/** The patterns that can start at a word, by the first word of their first slot (stems and numbers apart). */
interface PatternIndex {
  byWord: Map<string, Pattern[]>;
  byStem: { stem: string; pattern: Pattern }[];
  byNumber: Pattern[];
}
const indexes = new WeakMap<Pattern[], PatternIndex>();

function indexOf(patterns: Pattern[]): PatternIndex {
  const cached = indexes.get(patterns);
  if (cached) return cached;
  const index: PatternIndex = { byWord: new Map(), byStem: [], byNumber: [] };
  for (const pattern of patterns) {
    const first = pattern[0];
    if (!first || first === 'gap') continue;
    for (const alternative of first) {
      const a = alternative[0] as Atom;
      if ('word' in a) index.byWord.set(a.word, [...(index.byWord.get(a.word) ?? []), pattern]);
      else if ('stem' in a) index.byStem.push({ stem: a.stem, pattern });
      else index.byNumber.push(pattern);
    }
  }
  indexes.set(patterns, index);
  return index;
}

export function findAll(tokens: string[], patterns: Pattern[]): Span[] {
  const index = indexOf(patterns);
  const spans: Span[] = [];
  for (let start = 0; start < tokens.length; start++) {
    const token = tokens[start] as string;
    if (!isWord(token)) continue;
    const candidates = new Set([
      ...(index.byWord.get(token) ?? []),
      ...index.byStem.filter((s) => token.startsWith(s.stem)).map((s) => s.pattern),
      ...(/^\d/.test(token) ? index.byNumber : []),
    ]);
    for (const pattern of candidates) {
      const end = matchAt(tokens, start, pattern);
      if (end > start) spans.push({ start, end });
    }
  }
  return spans;
}

/** Every word and stem of the patterns, for typo correction. */
export function vocabularyOf(patterns: Pattern[]) {
  const words = new Set<string>();
  const stems = new Set<string>();
  for (const pattern of patterns)
    for (const step of pattern) {
      if (step === 'gap') continue;
      for (const a of step.flat()) {
        if ('word' in a) words.add(a.word);
        if ('stem' in a) stems.add(a.stem);
      }
    }
  return { words, stems };
}

/**
 * A typo corrector over the event vocabulary: a word of seven letters or more one edit away from a known
 * word with the same ending, or whose start is one edit from a known stem of seven or more, is read as it.
 * Shorter words are left alone: "sangre" (blood) is one letter from "sangro" (bled).
 */
export function typoCorrector(vocabulary: { words: Set<string>; stems: Set<string> }, never: Set<string>) {
  const words = [...vocabulary.words].filter((word) => word.length >= 7);
  const stems = [...vocabulary.stems].filter((stem) => stem.length >= 7);
  const cache = new Map<string, string>();
  const allStems = [...vocabulary.stems];
  const known = (token: string) =>
    vocabulary.words.has(token) || allStems.some((stem) => token.startsWith(stem));
  return (token: string): string => {
    if (token.length < 7 || /\d/.test(token) || never.has(token)) return token;
    const cached = cache.get(token);
    if (cached !== undefined) return cached;
    let corrected = token;
    if (!known(token)) {
      // Same last two letters: a typo sits inside a word, an inflection at its end ("engravidar" is
      // not a misspelt "engravidado").
      const word = words.find((w) => w.slice(-2) === token.slice(-2) && editDistance(token, w, 1) <= 1);
      if (word) corrected = word;
      else
        for (const stem of stems) {
          const lengths = [stem.length - 1, stem.length, stem.length + 1];
          if (lengths.some((n) => n <= token.length && editDistance(token.slice(0, n), stem, 1) <= 1)) {
            corrected = stem + token.slice(stem.length);
            break;
          }
        }
    }
    cache.set(token, corrected);
    return corrected;
  };
}
