// The registry's name rule (issue 33): whether the name a professional typed is the council's record of
// them. Pure data and functions, shared by registration and the public-link visitor check.
//
// Physicians write their names as people do, not as the council stores them: a middle surname left out
// ("Ana Oliveira" for "Ana Souza Oliveira"), surnames in another order, no accents, any case, hyphens,
// and the particles "de", "da", "dos", "del", "de la", "e", "y" kept or dropped. What still has to hold is
// that it is the same person: the same first given name, at least one surname of the record, and no word
// the record does not have (a different surname is a different person). Anything else goes to a verifier.

/** Words that join names and carry no identity: dropped on both sides before comparing. */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  // pt-BR: "Maria das Dores", "João dos Santos", "Silva e Souza", "D'Ávila"
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'd',
  // es: "José de la Cruz", "García y López", "del Río", "de los Santos", "de las Heras"
  'del',
  'la',
  'las',
  'los',
  'y',
]);

/**
 * Generational suffixes of Brazilian names ("Filho", "Neto", "Júnior"): part of the record, but not the
 * family surname that tells people apart.
 */
export const NAME_SUFFIXES: ReadonlySet<string> = new Set([
  'filho',
  'filha',
  'neto',
  'neta',
  'sobrinho',
  'junior',
  'jr',
]);

/** One word of a name for comparison: no accents, lower case (ß and the like folded by NFKD). */
export function foldWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a name as written (letters and digits; hyphens and apostrophes separate words). */
export function writtenWords(name: string): string[] {
  return name
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** The identifying words of a name, folded, particles left out. */
export function nameKeyWords(name: string): string[] {
  return writtenWords(name)
    .map(foldWord)
    .filter((word) => !NAME_PARTICLES.has(word));
}

export type NameMismatch =
  /** The typed name has fewer than a given name and one surname. */
  | 'too-short'
  /** The first given name is not the record's. */
  | 'first-name'
  /** A word the record does not have (another surname or given name). */
  | 'extra-word'
  /** No surname of the record was given. */
  | 'no-surname';

export type NameMatch = { same: true } | { same: false; because: NameMismatch };

/** An initial ("P" or "P.") stands for an omitted word of the record that starts with it. */
function isInitial(word: string): boolean {
  return word.length === 1;
}

/**
 * The record's family surnames: its last two words after the first (the paternal and maternal surnames in
 * either naming order), suffixes aside. A second given name ("Ana Paula") alone does not identify anyone.
 */
function familySurnames(record: readonly string[]): string[] {
  return record
    .slice(1)
    .filter((word) => !NAME_SUFFIXES.has(word))
    .slice(-2);
}

/**
 * A name written surname first, as lists and forms often do ("ROCHA, Beatriz Almeida"): when the typed
 * name starts with one of the record's family surnames and holds the record's first given name further
 * on, that given name is read first. Any other typed name is left as it is.
 */
function surnameFirstToGivenFirst(given: readonly string[], record: readonly string[]): string[] {
  const first = record[0];
  if (!first || given[0] === first || !familySurnames(record).includes(given[0] ?? '')) return [...given];
  const at = given.indexOf(first);
  return at > 0 ? [first, ...given.slice(0, at), ...given.slice(at + 1)] : [...given];
}

/**
 * Whether `typed` names the person the registry records as `registered`. Tolerated: omitted words of the
 * record other than the first given name (a middle surname, a second given name), any order after the
 * first name, the surname written first, accents, case, punctuation, particles, initials of omitted words. Refused: another first
 * name, any word not in the record, none of the record's family surnames.
 */
export function compareNames(typed: string, registered: string): NameMatch {
  const given = surnameFirstToGivenFirst(nameKeyWords(typed), nameKeyWords(registered));
  const record = nameKeyWords(registered);
  if (given.length < 2 || record.length < 1) return { same: false, because: 'too-short' };
  if (given[0] !== record[0]) return { same: false, because: 'first-name' };
  // Each remaining typed word takes one unused record word (a repeated surname must be there twice).
  const unused = record.slice(1);
  let surnames = 0;
  const initials: string[] = [];
  for (const word of given.slice(1)) {
    if (isInitial(word)) {
      initials.push(word);
      continue;
    }
    const at = unused.indexOf(word);
    if (at < 0) return { same: false, because: 'extra-word' };
    unused.splice(at, 1);
    surnames += 1;
  }
  for (const initial of initials) {
    const at = unused.findIndex((word) => word.startsWith(initial));
    if (at < 0) return { same: false, because: 'extra-word' };
    unused.splice(at, 1);
  }
  if (surnames === 0 || !given.some((word) => familySurnames(record).includes(word)))
    return { same: false, because: 'no-surname' };
  return { same: true };
}

/** Whether two names are the same person's, by the rule of compareNames. */
export function namesMatch(typed: string, registered: string): boolean {
  return compareNames(typed, registered).same;
}

/** One word of a name in the verifier's side-by-side view. */
export interface NameWord {
  text: string;
  /** 'same': in both names; 'differs': only in this one; 'particle': a joining word, not compared. */
  mark: 'same' | 'differs' | 'particle';
}

/**
 * The two names word by word, each word marked as found in the other name or not, for the verifier (the
 * screen marks the difference with words and a style, not colour alone).
 */
export function nameDifference(
  typed: string,
  registered: string,
): { typed: NameWord[]; registered: NameWord[] } {
  const mark = (words: string[], other: string[]): NameWord[] => {
    const pool = [...other];
    return words.map((text) => {
      const key = foldWord(text);
      if (NAME_PARTICLES.has(key)) return { text, mark: 'particle' as const };
      const at = pool.indexOf(key);
      if (at < 0) return { text, mark: 'differs' as const };
      pool.splice(at, 1);
      return { text, mark: 'same' as const };
    });
  };
  const typedWords = writtenWords(typed);
  const registeredWords = writtenWords(registered);
  return {
    typed: mark(typedWords, nameKeyWords(registered)),
    registered: mark(registeredWords, nameKeyWords(typed)),
  };
}
