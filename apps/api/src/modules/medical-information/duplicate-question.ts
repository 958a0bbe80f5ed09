// A second identical question within a day is pointed at the first (issue 34): a physician who sends the
// same words twice (a double tap, a resend after a slow network, a retry from another device) gets the
// first request and its protocol number back, not a second case for the desk and PV to work twice.
import { decodeHtmlEntities } from '@portal/contracts';

/** How long a question counts as already asked. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The words of a question, whatever their case, accents, punctuation, spacing or escaping: "Qual a dose?"
 * and "qual  a DOSE" are the same question; anything that changes a word is another question.
 */
export function normalisedQuestion(text: string): string {
  return decodeHtmlEntities(text)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface AskedBefore {
  product: string;
  content: string;
  createdAt: Date;
}

/** The earliest of `earlier` that asked the same about the same product within the window before `now`. */
export function firstSameQuestion<T extends AskedBefore>(
  earlier: readonly T[],
  question: { product: string; content: string },
  now: Date,
): T | undefined {
  const words = normalisedQuestion(question.content);
  if (!words) return undefined;
  return earlier
    .filter(
      (row) =>
        row.product === question.product &&
        now.getTime() - row.createdAt.getTime() < DUPLICATE_WINDOW_MS &&
        normalisedQuestion(row.content) === words,
    )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
}
