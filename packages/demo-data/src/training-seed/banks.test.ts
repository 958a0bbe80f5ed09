import { describe, expect, it } from 'vitest';
import { DEMO_BANKS, demoBankRows } from './index.ts';

describe('demo question banks', () => {
  for (const [topic, bank] of Object.entries(DEMO_BANKS)) {
    it(`${topic}: at least 8 questions, four distinct options, one right answer, in pt and es`, () => {
      expect(bank.questions.length).toBeGreaterThanOrEqual(8);
      for (const language of ['pt', 'es'] as const) {
        const rows = demoBankRows(`${language}-${topic}`, language, bank.questions);
        expect(new Set(rows.map((r) => r.question)).size).toBe(rows.length);
        for (const row of rows) {
          expect(row.options).toHaveLength(4);
          expect(new Set(row.options.map((o) => o.text)).size).toBe(4);
          expect(row.options.filter((o) => o.isCorrect)).toHaveLength(1);
        }
      }
      // The two languages are translations, not copies.
      const pt = bank.questions.map((q) => q.pt[0]);
      const es = bank.questions.map((q) => q.es[0]);
      expect(pt).not.toEqual(es);
    });
  }
});
